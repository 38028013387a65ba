import { sql, type Kysely } from "kysely";
import { LONDON } from "~/lib/booking-rules";
import { monthBounds } from "~/lib/statement-month";
import { csvCell, csvLine } from "../admin-jobs/job-export.server";
import type { Database } from "../db/schema.server";
import { serviceNameOf } from "./org-job-rows.server";
import type { MonthlyStatement, StatementLineKind } from "./org-statement.server";
import type { OrgScope } from "./scope.server";

const HEADER = [
  "Reference",
  "Completed",
  "Property",
  "Address",
  "Service",
  "Description",
  "Price (GBP)",
];

const LONDON_DAY = new Intl.DateTimeFormat("en-CA", {
  timeZone: LONDON,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/**
 * The organisation's jobs completed in one London month, as CSV for landlord statements:
 * reference, the day it was completed (from the timeline's change to "completed"), property,
 * address, service, description and price, oldest first. The cells go through the admin
 * export's escaping, so a description cannot run as a spreadsheet formula.
 */
export async function completedJobsCsv(
  db: Kysely<Database>,
  scope: Pick<OrgScope, "organisationId">,
  month: string,
): Promise<string> {
  const { start, end } = monthBounds(month);
  const rows = await db
    .selectFrom("jobs")
    // Per job of the organisation, from the timeline's index (job_id, at, id).
    .innerJoinLateral(
      (eb) =>
        eb
          .selectFrom("job_events")
          .select(sql<Date>`max(job_events.at)`.as("completed_at"))
          .whereRef("job_events.job_id", "=", "jobs.id")
          .where("job_events.to_status", "=", "completed")
          .as("completion"),
      (join) => join.onTrue(),
    )
    .leftJoin("organisation_properties as property", (join) =>
      join
        .onRef("property.id", "=", "jobs.property_id")
        .onRef("property.organisation_id", "=", "jobs.organisation_id"),
    )
    .select([
      "jobs.reference",
      "jobs.address",
      "jobs.postcode",
      "jobs.service_slug",
      "jobs.description",
      "jobs.price_pence",
      "completion.completed_at",
      "property.label as property_label",
    ])
    .where("jobs.organisation_id", "=", scope.organisationId)
    .where("jobs.status", "=", "completed")
    .where("completion.completed_at", ">=", start)
    .where("completion.completed_at", "<", end)
    .orderBy("completion.completed_at")
    .orderBy("jobs.reference")
    .execute();
  const lines = rows.map((row) =>
    csvLine([
      row.reference,
      LONDON_DAY.format(row.completed_at),
      row.property_label ?? "",
      `${row.address}, ${row.postcode}`,
      serviceNameOf(row.service_slug),
      row.description,
      row.price_pence === null ? "" : (row.price_pence / 100).toFixed(2),
    ]),
  );
  // A byte-order mark, so spreadsheets read the file as UTF-8.
  return `\uFEFF${csvLine(HEADER)}${lines.join("")}`;
}

/** Integer pence as a spreadsheet's decimal pounds, worked in integers: -1205 → "-12.05". */
export function penceAsPounds(pence: number): string {
  const whole = Math.abs(pence);
  return `${pence < 0 ? "-" : ""}${Math.floor(whole / 100)}.${String(whole % 100).padStart(2, "0")}`;
}

const STATEMENT_HEADER = [
  "Date",
  "Type",
  "Reference",
  "Details",
  "Invoiced (GBP)",
  "Credited (GBP)",
  "Paid (GBP)",
  "Balance (GBP)",
];

const LINE_TYPES: Record<StatementLineKind, string> = {
  invoice: "Invoice",
  credit_note: "Credit note",
  payment: "Payment",
  refund: "Refund",
};

/**
 * A row of the money statement: its words through the jobs export's escaping (no cell runs
 * as a formula), its amounts as plain decimals made here from integer pence, which a
 * spreadsheet must read as numbers (a refund's minus sign included).
 */
function statementRow(
  words: readonly [string, string, string, string],
  amounts: readonly (number | null)[],
): string {
  const cells = [
    ...words.map((word) => csvCell(word)),
    ...amounts.map((pence) => (pence === null ? "" : penceAsPounds(pence))),
  ];
  return `${cells.join(",")}\r\n`;
}

/**
 * An organisation's money statement for a month as CSV: the opening balance, each invoice,
 * credit note and payment in its own column with the balance after it, and the closing
 * balance on a last row that also carries the month's totals of each column (closing =
 * opening + invoiced − credited − paid, to the penny).
 */
export function moneyStatementCsv(statement: MonthlyStatement): string {
  const rows = [
    statementRow(
      [`${statement.month}-01`, "Opening balance", "", statement.monthLabel],
      [null, null, null, statement.openingPence],
    ),
    ...statement.lines.map((line) =>
      statementRow(
        [line.date, LINE_TYPES[line.kind], line.reference, line.details],
        [
          line.kind === "invoice" ? line.amountPence : null,
          line.kind === "credit_note" ? -line.amountPence : null,
          line.kind === "payment" || line.kind === "refund" ? -line.amountPence : null,
          line.balancePence,
        ],
      ),
    ),
    statementRow(
      ["", "Closing balance", "", statement.monthLabel],
      [
        statement.invoicedPence,
        statement.creditedPence,
        statement.paidPence,
        statement.closingPence,
      ],
    ),
  ];
  return `\uFEFF${csvLine(STATEMENT_HEADER)}${rows.join("")}`;
}
