import { Icon } from "~/components/ui/icon";
import { serviceIcon } from "./service-icon";

/**
 * A service's picture while the owner has no photo of that work: its icon large on a drawn
 * house front, in the brand's colours. Inline SVG: no request, no script, no shift.
 */
export function ServiceIllustration({ slug, label }: { slug: string; label: string }) {
  const icon = serviceIcon(slug);
  return (
    <svg
      viewBox="0 0 400 300"
      width="400"
      height="300"
      role="img"
      aria-label={label}
      className="h-auto w-full"
    >
      <rect width="400" height="300" rx="20" fill="#073a6e" />
      <circle cx="320" cy="80" r="70" fill="#0b5cad" opacity=".5" />
      <path
        d="M70 140 170 70l100 70"
        fill="none"
        stroke="#d9eaff"
        strokeWidth="10"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <rect x="88" y="138" width="164" height="122" fill="#d9eaff" opacity=".15" />
      <rect x="40" y="258" width="320" height="8" rx="4" fill="#d9eaff" opacity=".35" />
      <circle cx="170" cy="182" r="58" fill="#ffffff" />
      <Icon icon={icon} x={130} y={142} size={80} color="#094a8c" strokeWidth={1.75} />
      <circle cx="300" cy="206" r="34" fill="#f59e0b" />
      <path
        d="M284 207l11 11 22-24"
        fill="none"
        stroke="#062c53"
        strokeWidth="7"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
