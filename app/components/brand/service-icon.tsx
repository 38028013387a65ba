import CloudRain from "lucide/dist/esm/icons/cloud-rain.mjs";
import Drill from "lucide/dist/esm/icons/drill.mjs";
import Droplets from "lucide/dist/esm/icons/droplets.mjs";
import Grid3x3 from "lucide/dist/esm/icons/grid-3x3.mjs";
import Hammer from "lucide/dist/esm/icons/hammer.mjs";
import House from "lucide/dist/esm/icons/house.mjs";
import Layers from "lucide/dist/esm/icons/layers.mjs";
import Lock from "lucide/dist/esm/icons/lock.mjs";
import PaintRoller from "lucide/dist/esm/icons/paint-roller.mjs";
import Plug from "lucide/dist/esm/icons/plug.mjs";
import PlugZap from "lucide/dist/esm/icons/plug-zap.mjs";
import Siren from "lucide/dist/esm/icons/siren.mjs";
import SprayCan from "lucide/dist/esm/icons/spray-can.mjs";
import Sprout from "lucide/dist/esm/icons/sprout.mjs";
import WashingMachine from "lucide/dist/esm/icons/washing-machine.mjs";
import Wrench from "lucide/dist/esm/icons/wrench.mjs";
import type { IconNode } from "lucide";
import { Icon } from "~/components/ui/icon";

/** Each service's icon, by its slug in app/content/services.ts; a new service gets the wrench. */
const SERVICE_ICONS: Record<string, IconNode> = {
  "general-repairs": Hammer,
  "carpentry-joinery": Drill,
  "painting-decorating": PaintRoller,
  "electrical-services": PlugZap,
  "plumbing-repairs": Droplets,
  "security-locks": Lock,
  "home-improvements": House,
  "appliance-installation": WashingMachine,
  "emergency-repairs": Siren,
  "garden-maintenance": Sprout,
  "pat-testing": Plug,
  "gutter-cleaning": CloudRain,
  "pressure-washing": SprayCan,
  "tiling-services": Grid3x3,
  "insulation-services": Layers,
};

export function serviceIcon(slug: string): IconNode {
  return SERVICE_ICONS[slug] ?? Wrench;
}

/** The service's icon in a tinted disc, for cards and page heroes. Decorative: the name is beside it. */
export function ServiceIcon({ slug, size = "md" }: { slug: string; size?: "md" | "lg" }) {
  const icon = serviceIcon(slug);
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ${size === "lg" ? "size-16" : "size-11"}`}
    >
      <Icon icon={icon} className={size === "lg" ? "size-9" : "size-6"} />
    </span>
  );
}
