import { createElement } from "react";
import type { IconNode } from "lucide";

/**
 * One of Lucide's icons, drawn from its data (the `lucide` package's nodes, which are plain
 * arrays): the same SVG Lucide's React package renders, without its runtime in every page's
 * script
 * (decision 0085). Decorative: the words beside it say what it means.
 */
export function Icon({
  icon,
  className,
  strokeWidth = 2,
  size = 24,
  color = "currentColor",
  x,
  y,
}: {
  icon: IconNode;
  className?: string;
  strokeWidth?: number;
  size?: number;
  color?: string;
  /** Where it sits inside a larger drawing (an illustration, a social card). */
  x?: number;
  y?: number;
}) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      x={x}
      y={y}
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke={color}
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
    >
      {icon.map(([tag, attributes], index) => createElement(tag, { key: index, ...attributes }))}
    </svg>
  );
}
