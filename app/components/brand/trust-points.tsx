import BadgeCheck from "lucide/dist/esm/icons/badge-check.mjs";
import BadgePoundSterling from "lucide/dist/esm/icons/badge-pound-sterling.mjs";
import ShieldCheck from "lucide/dist/esm/icons/shield-check.mjs";
import Siren from "lucide/dist/esm/icons/siren.mjs";
import type { IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";
import type { TrustPoint } from "~/content/trust-points";

const TRUST_ICONS: Record<TrustPoint["icon"], IconNode> = {
  vetted: ShieldCheck,
  guarantee: BadgeCheck,
  prices: BadgePoundSterling,
  emergency: Siren,
};

export function TrustPoints({ points }: { points: readonly TrustPoint[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {points.map((point) => {
        const icon = TRUST_ICONS[point.icon];
        return (
          <li key={point.icon} className="flex items-center gap-3 font-semibold text-slate-900">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon icon={icon} className="size-5" strokeWidth={2.25} />
            </span>
            {point.text}
          </li>
        );
      })}
    </ul>
  );
}
