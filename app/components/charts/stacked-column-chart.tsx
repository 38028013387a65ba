import { formatCell, type ColumnFormat } from "./figure-model";
import { labelEvery, niceScale, seriesColour } from "./scale";

export const COLUMN_CHART_WIDTH = 320;
export const COLUMN_CHART_HEIGHT = 220;
const AXIS_ROOM = 52;
const TOP_ROOM = 10;
const BOTTOM_ROOM = 24;
/** How many category labels fit under the columns at a phone's width. */
const LABEL_ROOM = 5;

export interface StackedSeries {
  label: string;
  values: number[];
}

export interface ColumnSegment {
  series: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface ColumnChartGeometry {
  plotHeight: number;
  ticks: { y: number; label: string }[];
  columns: { label: string | null; x: number; centre: number; segments: ColumnSegment[] }[];
}

/** Columns per category, each series stacked on the previous one from the baseline. */
export function columnLayout(
  categories: readonly string[],
  series: readonly StackedSeries[],
  format: ColumnFormat,
): ColumnChartGeometry {
  const totals = categories.map((_, index) =>
    series.reduce((sum, one) => sum + Math.max(0, one.values[index] ?? 0), 0),
  );
  const scale = niceScale(Math.max(0, ...totals));
  const plotHeight = COLUMN_CHART_HEIGHT - TOP_ROOM - BOTTOM_ROOM;
  const baseline = TOP_ROOM + plotHeight;
  const slot = (COLUMN_CHART_WIDTH - AXIS_ROOM) / Math.max(1, categories.length);
  const width = Math.max(1, slot * 0.7);
  const every = labelEvery(categories.length, LABEL_ROOM);
  return {
    plotHeight,
    ticks: scale.ticks.map((tick) => ({
      y: baseline - (tick / scale.top) * plotHeight,
      label: formatCell(tick, format),
    })),
    columns: categories.map((label, index) => {
      const x = AXIS_ROOM + index * slot + (slot - width) / 2;
      let stacked = 0;
      const segments = series.flatMap((one, seriesIndex) => {
        const value = Math.max(0, one.values[index] ?? 0);
        if (value === 0) return [];
        const height = (value / scale.top) * plotHeight;
        stacked += height;
        return [{ series: seriesIndex, x, y: baseline - stacked, width, height }];
      });
      return { label: index % every === 0 ? label : null, x, centre: x + width / 2, segments };
    }),
  };
}

/** Stacked columns (weeks, priorities) drawn on the server, with an HTML legend under them. */
export function StackedColumnChart({
  title,
  categories,
  series,
  valueFormat,
}: {
  title: string;
  categories: readonly string[];
  series: readonly StackedSeries[];
  valueFormat: ColumnFormat;
}) {
  const layout = columnLayout(categories, series, valueFormat);
  const baseline = TOP_ROOM + layout.plotHeight;
  return (
    <div className="max-w-md">
      <svg
        role="img"
        aria-label={title}
        viewBox={`0 0 ${COLUMN_CHART_WIDTH} ${COLUMN_CHART_HEIGHT}`}
        width="100%"
        className="block h-auto"
      >
        <title>{title}</title>
        {layout.ticks.map((tick) => (
          <g key={tick.y}>
            <line x1={AXIS_ROOM} x2={COLUMN_CHART_WIDTH} y1={tick.y} y2={tick.y} stroke="#cbd5e1" />
            <text x={AXIS_ROOM - 4} y={tick.y + 4} textAnchor="end" fill="#334155" fontSize={12}>
              {tick.label}
            </text>
          </g>
        ))}
        {layout.columns.map((column, index) => (
          <g key={index}>
            {column.segments.map((segment) => (
              <rect
                key={segment.series}
                x={segment.x}
                y={segment.y}
                width={segment.width}
                height={segment.height}
                fill={seriesColour(segment.series)}
                stroke="#ffffff"
                strokeWidth={0.5}
              />
            ))}
            {column.label ? (
              <text
                x={column.centre}
                y={baseline + 16}
                textAnchor="middle"
                fill="#334155"
                fontSize={12}
              >
                {column.label}
              </text>
            ) : null}
          </g>
        ))}
        <line x1={AXIS_ROOM} x2={COLUMN_CHART_WIDTH} y1={baseline} y2={baseline} stroke="#475569" />
      </svg>
      {series.length > 1 ? (
        <ul className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-800">
          {series.map((one, index) => (
            <li key={one.label} className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="inline-block h-3 w-3 rounded-sm"
                style={{ backgroundColor: seriesColour(index) }}
              />
              {one.label}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
