import CloudRain from "lucide-react/icons/cloud-rain";
import Drill from "lucide-react/icons/drill";
import Droplets from "lucide-react/icons/droplets";
import Grid3x3 from "lucide-react/icons/grid-3x3";
import Hammer from "lucide-react/icons/hammer";
import House from "lucide-react/icons/house";
import Layers from "lucide-react/icons/layers";
import Lock from "lucide-react/icons/lock";
import PaintRoller from "lucide-react/icons/paint-roller";
import Plug from "lucide-react/icons/plug";
import PlugZap from "lucide-react/icons/plug-zap";
import Siren from "lucide-react/icons/siren";
import SprayCan from "lucide-react/icons/spray-can";
import Sprout from "lucide-react/icons/sprout";
import WashingMachine from "lucide-react/icons/washing-machine";
import Wrench from "lucide-react/icons/wrench";
import { type LucideIcon } from "lucide-react";

/** Each service's icon, by its slug in app/content/services.ts; a new service gets the wrench. */
const SERVICE_ICONS: Record<string, LucideIcon> = {
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

export function serviceIcon(slug: string): LucideIcon {
  return SERVICE_ICONS[slug] ?? Wrench;
}

/** The service's icon in a tinted disc, for cards and page heroes. Decorative: the name is beside it. */
export function ServiceIcon({ slug, size = "md" }: { slug: string; size?: "md" | "lg" }) {
  const Icon = serviceIcon(slug);
  return (
    <span
      className={`grid shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 ${size === "lg" ? "size-16" : "size-11"}`}
    >
      <Icon aria-hidden="true" className={size === "lg" ? "size-9" : "size-6"} strokeWidth={2} />
    </span>
  );
}
