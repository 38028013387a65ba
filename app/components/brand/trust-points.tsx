import BadgeCheck from "lucide-react/icons/badge-check";
import BadgePoundSterling from "lucide-react/icons/badge-pound-sterling";
import ShieldCheck from "lucide-react/icons/shield-check";
import Siren from "lucide-react/icons/siren";
import { type LucideIcon } from "lucide-react";
import type { TrustPoint } from "~/content/trust-points";

const TRUST_ICONS: Record<TrustPoint["icon"], LucideIcon> = {
  vetted: ShieldCheck,
  guarantee: BadgeCheck,
  prices: BadgePoundSterling,
  emergency: Siren,
};

export function TrustPoints({ points }: { points: readonly TrustPoint[] }) {
  return (
    <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
      {points.map((point) => {
        const Icon = TRUST_ICONS[point.icon];
        return (
          <li key={point.icon} className="flex items-center gap-3 font-semibold text-slate-900">
            <span className="grid size-10 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon aria-hidden="true" className="size-5" strokeWidth={2.25} />
            </span>
            {point.text}
          </li>
        );
      })}
    </ul>
  );
}
