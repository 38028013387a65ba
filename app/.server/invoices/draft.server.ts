import type { Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { documentTotals } from "~/lib/invoice-lines";
import { hashToken, newToken } from "../auth/crypto.server";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { getBusiness } from "../business/business.server";
import type { Database, JobStatus } from "../db/schema.server";
import { refused, type Refusal } from "../http/refusal.server";
import { draftLinesForJob, storedLines, type DraftLineInput } from "./draft-lines";

type Executor = Kysely<Database> | Transaction<Database>;

export type DraftResult = { ok: true; invoiceId: string; created: boolean } | Refusal;

export const DRAFT_MESSAGES = {
  notFinished: "A job is invoiced once it is finished.",
  notDraft: "This invoice has been issued: correct it with a credit note.",
  noLine: "There is no such line on this invoice.",
} as const;

/** The seller as the business settings name it today: copied onto the invoice at issue. */
export async function sellerOf(db: Kysely<Database>): Promise<{ name: string; address: string }> {
  const business = await getBusiness(db);
  return {
    name: business.name,
    address: [business.address, business.city, business.postalCode].filter(Boolean).join(", "),
  };
}

async function vatRegistered(db: Executor): Promise<boolean> {
  const money = await db.selectFrom("money_settings").select("vat_registered").executeTakeFirst();
  return money?.vat_registered ?? false;
}

/**
 * The job's draft invoice: the one there is, or a new one made from the accepted quote (else
 * the job's price, else the call-out and time on site) and the materials recorded. An
 * organisation's job is invoiced to the organisation, at its billing address when it has one
 * (its construction services role decides the reverse charge at issue). One draft per job (a unique index), so
 * a double click finds the first.
 */
export async function makeDraftInvoice(
  db: Kysely<Database>,
  reference: string,
  actor: StaffActor,
): Promise<DraftResult | { ok: false; reason: "not-found" }> {
  const seller = await sellerOf(db);
  return db.transaction().execute((trx) => makeDraftInvoiceIn(trx, { reference }, actor, seller));
}

/**
 * makeDraftInvoice inside the caller's transaction (the engineer's finish, when the money
 * settings issue the invoice at once): the job is found by id or reference and locked.
 */
export async function makeDraftInvoiceIn(
  trx: Transaction<Database>,
  job: { reference: string } | { jobId: string },
  actor: StaffActor,
  seller: { name: string; address: string },
): Promise<DraftResult | { ok: false; reason: "not-found" }> {
  const found = await trx
    .selectFrom("jobs")
    .leftJoin("organisations", "organisations.id", "jobs.organisation_id")
    .select([
      "jobs.id",
      "jobs.reference",
      "jobs.status",
      "jobs.service_slug",
      "jobs.customer_name",
      "jobs.customer_email",
      "jobs.address",
      "jobs.postcode",
      "jobs.price_pence",
      "jobs.time_on_site_minutes",
      "jobs.organisation_id",
      "organisations.name as organisation_name",
      "organisations.contact_email as organisation_email",
      "organisations.billing_address as organisation_billing_address",
    ])
    .$call((query) =>
      "jobId" in job
        ? query.where("jobs.id", "=", job.jobId)
        : query.where("jobs.reference", "=", job.reference),
    )
    .forUpdate("jobs")
    .executeTakeFirst();
  if (!found) return { ok: false, reason: "not-found" } as const;
  return draftForLockedJob(trx, found, actor, seller);
}

type LockedJob = {
  id: string;
  reference: string;
  status: JobStatus;
  service_slug: string;
  customer_name: string;
  customer_email: string;
  address: string;
  postcode: string;
  price_pence: number | null;
  time_on_site_minutes: number | null;
  organisation_id: string | null;
  organisation_name: string | null;
  organisation_email: string | null;
  organisation_billing_address: string | null;
};

async function draftForLockedJob(
  trx: Transaction<Database>,
  job: LockedJob,
  actor: StaffActor,
  seller: { name: string; address: string },
): Promise<DraftResult> {
  const existing = await trx
    .selectFrom("invoices")
    .select("id")
    .where("job_id", "=", job.id)
    .where("kind", "=", "invoice")
    .where("status", "=", "draft")
    .executeTakeFirst();
  if (existing) return { ok: true, invoiceId: existing.id, created: false };
  if (job.status !== "completed") return refused(DRAFT_MESSAGES.notFinished);

  const registered = await vatRegistered(trx);
  const quote = await trx
    .selectFrom("quotes")
    .select("id")
    .where("job_id", "=", job.id)
    .where("status", "=", "accepted")
    .orderBy("decided_at", "desc")
    .executeTakeFirst();
  const [quoteLines, materials, prices] = await Promise.all([
    quote
      ? trx
          .selectFrom("quote_lines")
          .select([
            "price_key",
            "description",
            "quantity_hundredths",
            "unit_price_pence",
            "vat_rate",
          ])
          .where("quote_id", "=", quote.id)
          .orderBy("position")
          .execute()
      : Promise.resolve([]),
    trx
      .selectFrom("job_materials")
      .select(["price_key", "description", "quantity_hundredths", "unit_price_pence", "vat_rate"])
      .where("job_id", "=", job.id)
      .orderBy("id")
      .execute(),
    trx
      .selectFrom("price_list")
      .select(["key", "label", "price_pence"])
      .where("key", "in", ["callout.standard", "labour.hour"])
      .execute(),
  ]);
  const price = (key: string) => {
    const item = prices.find((row) => row.key === key);
    return item ? { key: item.key, label: item.label, pricePence: item.price_pence } : null;
  };
  const lines = draftLinesForJob(
    {
      serviceName: findService(job.service_slug)?.name ?? job.service_slug,
      reference: job.reference,
      pricePence: job.price_pence,
      quoteLines: quote ? quoteLines.map(lineInput) : null,
      materials: materials.map(lineInput),
      timeOnSiteMinutes: job.time_on_site_minutes,
      callOut: price("callout.standard"),
      hourly: price("labour.hour"),
    },
    registered,
  );
  const organisationBuyer = job.organisation_id !== null && job.organisation_name !== null;
  const invoice = await trx
    .insertInto("invoices")
    .values({
      job_id: job.id,
      quote_id: quote?.id ?? null,
      organisation_id: job.organisation_id,
      seller_name: seller.name,
      seller_address: seller.address,
      buyer_name: organisationBuyer
        ? (job.organisation_name ?? job.customer_name)
        : job.customer_name,
      // Addressed to the organisation where it keeps a billing address (decision 0074), its
      // lines on one line as every invoice address is.
      buyer_address:
        (organisationBuyer ? oneLine(job.organisation_billing_address) : null) ??
        `${job.address}, ${job.postcode}`,
      buyer_email: (organisationBuyer ? job.organisation_email : null) ?? job.customer_email,
      vat_registered: registered,
      token_hash: hashToken(newToken()),
    })
    .returning("id")
    .executeTakeFirstOrThrow();
  await writeLines(trx, invoice.id, lines, registered);
  await logChange(trx, {
    actor,
    entity: "invoice",
    entityId: invoice.id,
    action: "draft",
    after: { job: job.reference, lines: lines.length },
  });
  return { ok: true, invoiceId: invoice.id, created: true };
}

function oneLine(address: string | null): string | null {
  if (address === null) return null;
  const parts = address
    .split(/\r?\n/)
    .map((part) => part.trim().replace(/,$/, ""))
    .filter(Boolean);
  return parts.length > 0 ? parts.join(", ") : null;
}

function lineInput(row: {
  price_key: string | null;
  description: string;
  quantity_hundredths: number;
  unit_price_pence: number;
  vat_rate: DraftLineInput["vatRate"];
}): DraftLineInput {
  return {
    priceKey: row.price_key,
    description: row.description,
    quantityHundredths: row.quantity_hundredths,
    unitPricePence: row.unit_price_pence,
    vatRate: row.vat_rate,
  };
}

/**
 * Replaces a draft's lines and totals with these, figured by app/lib/invoice-lines. The
 * database refuses it for an issued document (its trigger), whoever calls.
 */
export async function writeLines(
  trx: Transaction<Database>,
  invoiceId: string,
  lines: readonly DraftLineInput[],
  registered: boolean,
  options: { reverseCharge?: boolean } = {},
): Promise<void> {
  // A reverse-charge invoice charges no VAT: the customer accounts for it (decision 0070).
  const charged = registered && !options.reverseCharge;
  const stored = storedLines(lines, charged);
  await trx.deleteFrom("invoice_lines").where("invoice_id", "=", invoiceId).execute();
  if (stored.length > 0) {
    await trx
      .insertInto("invoice_lines")
      .values(
        stored.map((line) => ({
          invoice_id: invoiceId,
          position: line.position,
          price_key: line.priceKey,
          description: line.description,
          quantity_hundredths: line.quantityHundredths,
          unit_price_pence: line.unitPricePence,
          vat_rate: line.vatRate,
          net_pence: line.netPence,
          vat_pence: line.vatPence,
          gross_pence: line.grossPence,
        })),
      )
      .execute();
  }
  const totals = documentTotals(lines, charged);
  await trx
    .updateTable("invoices")
    .set({
      vat_registered: registered,
      net_pence: totals.netPence,
      vat_pence: totals.vatPence,
      gross_pence: totals.grossPence,
      updated_at: new Date(),
    })
    .where("id", "=", invoiceId)
    .execute();
}

/** The lines of a draft as inputs, locked with the draft; null when it is not a draft. */
async function lockedDraftLines(
  trx: Transaction<Database>,
  invoiceId: string,
): Promise<DraftLineInput[] | null> {
  const invoice = await trx
    .selectFrom("invoices")
    .select("status")
    .where("id", "=", invoiceId)
    .forUpdate()
    .executeTakeFirst();
  if (!invoice || invoice.status !== "draft") return null;
  const rows = await trx
    .selectFrom("invoice_lines")
    .select(["price_key", "description", "quantity_hundredths", "unit_price_pence", "vat_rate"])
    .where("invoice_id", "=", invoiceId)
    .orderBy("position")
    .execute();
  return rows.map(lineInput);
}

export type DraftEdit =
  | { kind: "add"; line: DraftLineInput }
  | { kind: "change"; position: number; line: DraftLineInput }
  | { kind: "remove"; position: number };

/** Adds, changes or removes one line of a draft; an issued invoice is refused. */
export async function editDraftLine(
  db: Kysely<Database>,
  invoiceId: string,
  edit: DraftEdit,
  actor: StaffActor,
): Promise<{ ok: true } | Refusal> {
  return db.transaction().execute(async (trx) => {
    const lines = await lockedDraftLines(trx, invoiceId);
    if (!lines) return refused(DRAFT_MESSAGES.notDraft);
    if (edit.kind !== "add" && !lines[edit.position]) return refused(DRAFT_MESSAGES.noLine);
    const next =
      edit.kind === "add"
        ? [...lines, edit.line]
        : edit.kind === "change"
          ? lines.map((line, position) => (position === edit.position ? edit.line : line))
          : lines.filter((_, position) => position !== edit.position);
    await writeLines(trx, invoiceId, next, await vatRegistered(trx));
    await logChange(trx, {
      actor,
      entity: "invoice",
      entityId: invoiceId,
      action: `line-${edit.kind}`,
      before: edit.kind === "add" ? undefined : lines[edit.position],
      after: edit.kind === "remove" ? undefined : edit.line,
    });
    return { ok: true };
  });
}
