import { sql, type ExpressionBuilder, type Kysely } from "kysely";
import { londonDate } from "~/lib/calendar-date";
import { formatCalendarDate } from "~/lib/formatting.server";
import type { QuoteStatus } from "~/lib/views/quote";
import type {
  CustomerInvoice,
  CustomerMoney,
  QuoteToAnswer,
  Receipt,
} from "~/lib/views/customer-money";
import type { Database } from "../db/schema.server";
import { jobInScope, type CustomerScope } from "../jobs/customer-jobs.server";
import { quoteDepositStillDue } from "../payments/amount-due.server";
import { quoteState } from "../quotes/quote-read.server";
import { customerLinks, type LinkViewer } from "./customer-links.server";
import { bankDetails } from "./records.server";
import { invoiceStandings } from "./status.server";

export type { CustomerMoney } from "~/lib/views/customer-money";

/** Whose money a page shows: one job (its tracking link) or every job of a customer's scope. */
export type MoneyOwner = { kind: "job"; jobId: string } | { kind: "scope"; scope: CustomerScope };

export interface MoneyContext {
  now: Date;
  /** Stripe is configured (services.stripe): card and Direct Debit through its Checkout. */
  payOnline: boolean;
  /** The server's secret, from which the page's links to invoices and quotes are derived. */
  linkSecret: string;
}

/** Enough for any customer's page; older invoices are on the e-mails that brought them. */
const MOST_INVOICES = 50;

function ownerJobs(eb: ExpressionBuilder<Database, "jobs">, owner: MoneyOwner) {
  return owner.kind === "job" ? eb("jobs.id", "=", owner.jobId) : jobInScope(eb, owner.scope);
}

function viewerOf(owner: MoneyOwner): LinkViewer {
  if (owner.kind === "job") return `job:${owner.jobId}`;
  const { scope } = owner;
  return scope.kind === "portal" ? `customer:${scope.customerId}` : `user:${scope.userId}`;
}

const DAY = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;

/**
 * The money of a job or of a customer's jobs, as the tracking page, the portal and /client
 * show it (decision 0073): quotes waiting for an answer or a deposit, issued invoices with
 * the status of the one status query (invoiceStandings: due, overdue, paid, credited), what
 * is still owed, what each one's pay button posts to, and the payments recorded against
 * each. Only invoices and quotes of the owner's jobs, and never an organisation's (those are
 * the organisation's, in its portal).
 */
export async function customerMoney(
  db: Kysely<Database>,
  owner: MoneyOwner,
  context: MoneyContext,
): Promise<CustomerMoney> {
  const today = londonDate(context.now);
  const [invoiceRows, quoteRows] = await Promise.all([
    db
      .selectFrom("invoices")
      .innerJoin("jobs", "jobs.id", "invoices.job_id")
      .select([
        "invoices.id",
        "invoices.number",
        "jobs.reference as jobReference",
        DAY("invoices.issue_date").as("issueDate"),
        DAY("invoices.due_date").as("dueDate"),
      ])
      .where("invoices.kind", "=", "invoice")
      .where("invoices.status", "=", "issued")
      .where("invoices.organisation_id", "is", null)
      .where((eb) => ownerJobs(eb, owner))
      .orderBy("invoices.issue_date", "desc")
      .orderBy("invoices.number", "desc")
      .limit(MOST_INVOICES)
      .execute(),
    db
      .selectFrom("quotes")
      .innerJoin("jobs", "jobs.id", "quotes.job_id")
      .select([
        "quotes.id",
        "quotes.reference",
        "quotes.status",
        "quotes.gross_pence",
        sql<string | null>`quotes.valid_until::text`.as("valid_until"),
        "jobs.reference as jobReference",
      ])
      .where("quotes.status", "in", ["sent", "accepted"])
      .where("quotes.organisation_id", "is", null)
      .where((eb) => ownerJobs(eb, owner))
      .orderBy("quotes.sent_at", "desc")
      .execute(),
  ]);
  const invoiceIds = invoiceRows.map((row) => row.id);
  const [standings, creditNotes, payments, waiting] = await Promise.all([
    invoiceStandings(db, today, { invoiceIds }),
    invoiceIds.length === 0
      ? []
      : db
          .selectFrom("invoices")
          .select(["id", "number", "credits_invoice_id", "gross_pence"])
          .where("kind", "=", "credit_note")
          .where("status", "=", "issued")
          .where("credits_invoice_id", "in", invoiceIds)
          .orderBy("issue_date")
          .orderBy("number")
          .execute(),
    invoiceIds.length === 0
      ? []
      : db
          .selectFrom("payments")
          .select([
            "id",
            "invoice_id",
            DAY("received_on").as("received_on"),
            "method",
            "amount_pence",
            "state",
            "needs_refund",
          ])
          .where("invoice_id", "in", invoiceIds)
          .where("state", "in", ["succeeded", "pending"])
          .orderBy("received_on")
          .orderBy("created_at")
          .execute(),
    quotesWaiting(db, quoteRows, context.now),
  ]);

  const links = await customerLinks(
    db,
    { secret: context.linkSecret, viewer: viewerOf(owner) },
    {
      invoiceIds: [...invoiceIds, ...creditNotes.map((note) => note.id)],
      quoteIds: waiting.map((quote) => quote.id),
    },
  );

  const invoices: CustomerInvoice[] = invoiceRows.flatMap((row) => {
    const standing = standings.get(row.id);
    // Every issued invoice has a standing; the number is given when it is issued.
    if (!standing || row.number === null) return [];
    const path = links.invoice(row.id);
    const owed = standing.status === "due" || standing.status === "overdue";
    return [
      {
        id: row.id,
        number: row.number,
        jobReference: row.jobReference,
        issueDate: row.issueDate,
        dueDate: row.dueDate,
        standing,
        path,
        payPath: context.payOnline && owed ? `/pay${path}` : null,
        receipts: payments
          .filter((payment) => payment.invoice_id === row.id)
          .map((payment): Receipt => ({
            id: payment.id,
            receivedOn: payment.received_on,
            method: payment.method,
            amountPence: payment.amount_pence,
            pending: payment.state === "pending",
            toBeRefunded: payment.needs_refund,
          })),
        creditNotes: creditNotes
          .filter((note) => note.credits_invoice_id === row.id && note.number !== null)
          .map((note) => ({
            id: note.id,
            number: note.number ?? "",
            grossPence: note.gross_pence,
            path: links.invoice(note.id),
          })),
      },
    ];
  });
  const owedPence = invoices.reduce(
    (sum, invoice) =>
      invoice.standing.status === "due" || invoice.standing.status === "overdue"
        ? sum + Math.max(0, invoice.standing.balancePence)
        : sum,
    0,
  );
  const quotes: QuoteToAnswer[] = waiting.map((quote) => {
    const path = links.quote(quote.id);
    return {
      ...quote,
      path,
      payDepositPath: context.payOnline && quote.depositDuePence > 0 ? `/pay${path}` : null,
    };
  });
  const depositsDue = quotes.some((quote) => quote.depositDuePence > 0);
  return {
    quotes,
    invoices,
    owedPence,
    payOnline: context.payOnline,
    bank: owedPence > 0 || depositsDue ? await bankDetails(db) : null,
  };
}

/**
 * The quotes the customer has something to do about: open ones (sent and not past their last
 * day) to accept or decline, and accepted ones whose deposit is not paid yet.
 */
async function quotesWaiting(
  db: Kysely<Database>,
  rows: readonly {
    id: string;
    reference: string;
    status: QuoteStatus;
    gross_pence: number;
    valid_until: string | null;
    jobReference: string;
  }[],
  now: Date,
): Promise<Omit<QuoteToAnswer, "path" | "payDepositPath">[]> {
  const quotes = await Promise.all(
    rows.map(async (row) => {
      const state = quoteState({ status: row.status, valid_until: row.valid_until }, now);
      if (state !== "open" && state !== "accepted") return null;
      const depositDuePence =
        state === "accepted" ? Math.max(0, (await quoteDepositStillDue(db, row.id)) ?? 0) : 0;
      if (state === "accepted" && depositDuePence === 0) return null;
      return {
        id: row.id,
        reference: row.reference,
        jobReference: row.jobReference,
        grossPence: row.gross_pence,
        state,
        validUntilLabel: row.valid_until ? formatCalendarDate(row.valid_until) : null,
        depositDuePence,
      };
    }),
  );
  return quotes.filter((quote) => quote !== null);
}
