import type { Kysely } from "kysely";
import { csvValue, type ReportFigure } from "~/components/charts/figure-model";
import { csvLine } from "../admin-jobs/job-export.server";
import type { Database } from "../db/schema.server";
import { ASSISTANT_QUESTIONS_ID, assistantQuestionsCsvBody } from "./assistant-questions.server";
import { parseReportRange } from "./range.server";
import { buildReport, REPORT_FIGURE_IDS } from "./report.server";

export type FigureCsv =
  { ok: true; body: string; filename: string } | { ok: false; message: string };

function isFigureId(value: string): value is (typeof REPORT_FIGURE_IDS)[number] {
  return (REPORT_FIGURE_IDS as readonly string[]).includes(value);
}

/**
 * One figure's table as CSV (RFC 4180, a BOM so spreadsheets read it as UTF-8, cells
 * through the job export's formula-safe escaping); money in pounds with two decimals.
 */
export function figureCsvBody(figure: ReportFigure): string {
  const header = figure.table.columns.map((column) =>
    column.format === "pence" ? `${column.label} (GBP)` : column.label,
  );
  const rows = figure.table.rows.map((row) =>
    csvLine(
      row.map((cell, index) => csvValue(cell, figure.table.columns[index]?.format ?? "text")),
    ),
  );
  return `\uFEFF${csvLine(header)}${rows.join("")}`;
}

/** /admin/reports.csv: the figure named by `figure=` for `from`–`to`, or why not (a 400). */
export async function figureCsv(
  db: Kysely<Database>,
  params: URLSearchParams,
  now: Date,
): Promise<FigureCsv> {
  const figureId = params.get("figure") ?? "";
  const isAssistant = figureId === ASSISTANT_QUESTIONS_ID;
  if (!isAssistant && !isFigureId(figureId)) {
    return {
      ok: false,
      message: `Choose a figure: ${[...REPORT_FIGURE_IDS, ASSISTANT_QUESTIONS_ID].join(", ")}.`,
    };
  }
  const { range, errors } = parseReportRange(params, now);
  const problem = errors.from ?? errors.to;
  if (problem) return { ok: false, message: problem };
  if (isAssistant) {
    return {
      ok: true,
      body: await assistantQuestionsCsvBody(db, range),
      filename: `report-${ASSISTANT_QUESTIONS_ID}-${range.from}-to-${range.to}.csv`,
    };
  }
  const report = await buildReport(db, range, now);
  const figure = report.figures.find((one) => one.id === figureId);
  if (!figure) return { ok: false, message: "That figure is not in the report." };
  return {
    ok: true,
    body: figureCsvBody(figure),
    filename: `report-${figure.id}-${range.from}-to-${range.to}.csv`,
  };
}
