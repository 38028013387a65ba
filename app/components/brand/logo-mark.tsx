/**
 * The business's mark: a roof over a wrench on the brand blue. The favicon, the app icons and
 * the social cards are drawn from these same paths (scripts/brand-images.ts writes them), so
 * every place the mark appears agrees.
 */
export const BRAND_BLUE = "#094a8c";
export const BRAND_AMBER = "#f59e0b";
export const MARK_ROOF_PATH = "M10 30 32 12l22 18";
/** Lucide's wrench (24 × 24), placed under the roof by MARK_WRENCH_TRANSFORM. */
export const MARK_WRENCH_PATH =
  "M14.7 6.3a1 1 0 0 0 0 1.4l1.6 1.6a1 1 0 0 0 1.4 0l3.77-3.77a6 6 0 0 1-7.94 7.94l-6.91 6.91a2.12 2.12 0 0 1-3-3l6.91-6.91a6 6 0 0 1 7.94-7.94l-3.76 3.76z";
export const MARK_WRENCH_TRANSFORM = "translate(17 25) scale(1.25)";

/** The mark's drawing inside a 64 × 64 box, without its tile. */
export function MarkDrawing() {
  return (
    <>
      <path
        d={MARK_ROOF_PATH}
        fill="none"
        stroke="#ffffff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <path
        transform={MARK_WRENCH_TRANSFORM}
        d={MARK_WRENCH_PATH}
        fill={BRAND_AMBER}
        stroke={BRAND_AMBER}
        strokeWidth="1.6"
        strokeLinejoin="round"
      />
    </>
  );
}

export function LogoMark({ size = 40, className }: { size?: number; className?: string }) {
  return (
    <svg
      viewBox="0 0 64 64"
      width={size}
      height={size}
      className={className}
      aria-hidden="true"
      focusable="false"
    >
      <rect width="64" height="64" rx="14" fill={BRAND_BLUE} />
      <MarkDrawing />
    </svg>
  );
}
