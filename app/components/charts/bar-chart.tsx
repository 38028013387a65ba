import { formatCell, type BarSeries, type ColumnFormat } from "./figure-model";
import { niceScale, seriesColour } from "./scale";

export const BAR_CHART_WIDTH = 320;
const ROW_HEIGHT = 40;
const BAR_HEIGHT = 16;
const LABEL_ROOM = 64;

export interface BarGeometry {
  label: string;
  value: string;
  labelY: number;
  barY: number;
  barWidth: number;
}

/**
 * Horizontal bars, one per row, the label above its bar so long names fit a phone: the
 * widest bar is the scale's top, with room on the right for the value.
 */
export function barLayout(
  bars: readonly BarSeries[],
  format: ColumnFormat,
): { height: number; rows: BarGeometry[] } {
  const { top } = niceScale(Math.max(0, ...bars.map((bar) => bar.value)));
  const track = BAR_CHART_WIDTH - LABEL_ROOM;
  return {
    height: Math.max(ROW_HEIGHT, bars.length * ROW_HEIGHT),
    rows: bars.map((bar, index) => ({
      label: bar.label,
      value: formatCell(bar.value, format),
      labelY: index * ROW_HEIGHT + 14,
      barY: index * ROW_HEIGHT + 20,
      barWidth: top > 0 ? Math.max(0, (bar.value / top) * track) : 0,
    })),
  };
}

/** A bar chart drawn on the server; `title` names it for screen readers (the table follows). */
export function BarChart({
  title,
  bars,
  valueFormat,
}: {
  title: string;
  bars: readonly BarSeries[];
  valueFormat: ColumnFormat;
}) {
  const { height, rows } = barLayout(bars, valueFormat);
  return (
    <svg
      role="img"
      aria-label={title}
      viewBox={`0 0 ${BAR_CHART_WIDTH} ${height}`}
      width="100%"
      className="block h-auto max-w-md"
    >
      <title>{title}</title>
      {rows.length === 0 ? (
        <text x={0} y={24} fill="#334155" fontSize={14}>
          Nothing to show in this range.
        </text>
      ) : null}
      {rows.map((row) => (
        <g key={row.label}>
          <text x={0} y={row.labelY} fill="#0f172a" fontSize={13}>
            {row.label}
          </text>
          <rect
            x={0}
            y={row.barY}
            width={row.barWidth}
            height={BAR_HEIGHT}
            rx={2}
            fill={seriesColour(0)}
          />
          <text
            x={row.barWidth + 6}
            y={row.barY + BAR_HEIGHT - 3}
            fill="#0f172a"
            fontSize={13}
            fontWeight={600}
          >
            {row.value}
          </text>
        </g>
      ))}
    </svg>
  );
}
