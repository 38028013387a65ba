import { formatPence } from "~/lib/money";

/** How a column's raw values read on the page (and in the CSV, see csvValue). */
export type ColumnFormat = "text" | "count" | "pence" | "percent" | "decimal";

export interface FigureColumn {
  label: string;
  format: ColumnFormat;
}

/** A value of a figure's table: text, a number, or nothing (shown as "–"). */
export type FigureCell = string | number | null;

export interface FigureTable {
  caption: string;
  columns: FigureColumn[];
  rows: FigureCell[][];
}

export interface BarSeries {
  label: string;
  value: number;
}

/** What a figure's chart draws; the table under it carries the same figures. */
export type FigureChart =
  | { kind: "bars"; bars: BarSeries[]; valueFormat: ColumnFormat }
  | {
      kind: "stacked-columns";
      categories: string[];
      series: { label: string; values: number[] }[];
      valueFormat: ColumnFormat;
    };

export interface ReportFigure {
  /** Also the CSV's `figure=` value and the section's anchor. */
  id: string;
  title: string;
  /** One sentence with the headline number. */
  summary: string;
  /** How the figure is counted. */
  definition: string;
  chart: FigureChart | null;
  table: FigureTable;
}

const whole = new Intl.NumberFormat("en-GB");
const oneDecimal = new Intl.NumberFormat("en-GB", { maximumFractionDigits: 1 });

/** A cell as the page shows it. Percentages are stored as 0–100. */
export function formatCell(value: FigureCell, format: ColumnFormat): string {
  if (value === null) return "–";
  if (typeof value === "string") return value;
  switch (format) {
    case "pence":
      return formatPence(value);
    case "percent":
      return `${oneDecimal.format(value)}%`;
    case "count":
      return Number.isInteger(value) ? whole.format(value) : oneDecimal.format(value);
    case "decimal":
    case "text":
      return oneDecimal.format(value);
  }
}

/** A cell as the CSV carries it: plain numbers (pence as pounds with two decimals). */
export function csvValue(value: FigureCell, format: ColumnFormat): string | number | null {
  if (value === null || typeof value === "string") return value;
  if (format === "pence") return (value / 100).toFixed(2);
  if (format === "percent" || format === "decimal") return Math.round(value * 10) / 10;
  return value;
}

/** part ÷ whole as a percentage, or null when there is nothing to divide. */
export function percentOf(part: number, total: number): number | null {
  return total > 0 ? (part / total) * 100 : null;
}
