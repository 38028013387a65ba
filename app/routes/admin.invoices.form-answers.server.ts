import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { notFound } from "~/.server/http/not-found.server";
import { refusalInit, type Refusal } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { issueCreditNote } from "~/.server/invoices/credit.server";
import { editDraftLine } from "~/.server/invoices/draft.server";
import { issueInvoice } from "~/.server/invoices/issue.server";
import { recordManualPayment } from "~/.server/invoices/payments.server";
import { formatPence } from "~/lib/money";
import {
  invoiceLinePositionSchema,
  invoiceLineSchema,
  manualPaymentSchema,
  parseWithZod,
} from "~/lib/schemas/validation.server";

/** What a refused or invalid form answers: its intent and the message to show beside it. */
export interface InvoiceFormAnswer {
  intent: string;
  message: string;
}

interface Context {
  invoiceId: string;
  actor: StaffActor;
  siteOrigin: string;
  headers: Headers;
  now: Date;
}

function answer(intent: string, message: string, init: ResponseInit) {
  const body: InvoiceFormAnswer = { intent, message };
  return data(body, init);
}

function refusedAnswer(intent: string, result: Refusal, headers: Headers) {
  return answer(intent, result.message, refusalInit(result, headers));
}

function firstError(error: Record<string, string[] | null> | null | undefined): string {
  const messages = Object.values(error ?? {}).flatMap((list) => list ?? []);
  return messages[0] ?? "Please check the form.";
}

/** The forms of /admin/invoices/{id}: one domain call each, then a toast or the refusal. */
export async function answerInvoiceForm(
  db: Kysely<Database>,
  formData: FormData,
  context: Context,
) {
  const { invoiceId, actor, headers, now } = context;
  const intent = String(formData.get("intent") ?? "");
  const page = `/admin/invoices/${invoiceId}`;
  const done = (title: string, description: string) =>
    redirectWithToast(page, { type: "success", title, description }, { headers });

  if (intent === "add-line" || intent === "change-line") {
    const submission = parseWithZod(formData, { schema: invoiceLineSchema });
    if (submission.status !== "success") {
      return answer(intent, firstError(submission.error), { status: 400, headers });
    }
    const { position, quantity, unitPrice, description, vatRate } = submission.value;
    const line = {
      priceKey: null,
      description,
      quantityHundredths: quantity,
      unitPricePence: unitPrice,
      vatRate,
    };
    const edited = await editDraftLine(
      db,
      invoiceId,
      intent === "add-line" || position === undefined
        ? { kind: "add", line }
        : { kind: "change", position, line },
      actor,
    );
    if (!edited.ok) return refusedAnswer(intent, edited, headers);
    return done("Draft saved", `“${description}” is on the draft.`);
  }

  if (intent === "remove-line" || intent === "credit-line") {
    const submission = parseWithZod(formData, { schema: invoiceLinePositionSchema });
    if (submission.status !== "success") {
      return answer(intent, firstError(submission.error), { status: 400, headers });
    }
    if (intent === "remove-line") {
      const removed = await editDraftLine(
        db,
        invoiceId,
        { kind: "remove", position: submission.value.position },
        actor,
      );
      if (!removed.ok) return refusedAnswer(intent, removed, headers);
      return done("Line removed", "The draft's totals are figured again.");
    }
    return credit(db, [submission.value.position], context, intent, done);
  }

  if (intent === "credit-all") return credit(db, "all", context, intent, done);

  if (intent === "issue") {
    const issued = await issueInvoice(db, invoiceId, {
      now,
      actor,
      siteOrigin: context.siteOrigin,
    });
    if (!issued.ok && issued.reason === "not-found") notFound();
    if (!issued.ok) return refusedAnswer(intent, issued, headers);
    return done(
      issued.alreadyIssued ? "Already issued" : "Invoice issued",
      issued.alreadyIssued
        ? `${issued.number} was issued before; nothing changed.`
        : `${issued.number} is issued and on its way to the customer with its PDF.`,
    );
  }

  if (intent === "payment") {
    const submission = parseWithZod(formData, { schema: manualPaymentSchema });
    if (submission.status !== "success") {
      return answer(intent, firstError(submission.error), { status: 400, headers });
    }
    const { amount, method, receivedOn, reference } = submission.value;
    const recorded = await recordManualPayment(
      db,
      invoiceId,
      { amountPence: amount, method, receivedOn, reference: reference || null },
      { now, actor },
    );
    if (!recorded.ok && recorded.reason === "not-found") notFound();
    if (!recorded.ok) return refusedAnswer(intent, recorded, headers);
    return done(
      "Payment recorded",
      recorded.needsRefund
        ? `${formatPence(amount)} is more than was owed: it is flagged to be refunded.`
        : `${formatPence(amount)} received.`,
    );
  }

  return answer(intent, "This form was not recognised. Please use the forms on the page.", {
    status: 400,
    headers,
  });
}

async function credit(
  db: Kysely<Database>,
  positions: number[] | "all",
  context: Context,
  intent: string,
  done: (title: string, description: string) => Promise<Response>,
) {
  const credited = await issueCreditNote(db, context.invoiceId, positions, {
    now: context.now,
    actor: context.actor,
    siteOrigin: context.siteOrigin,
  });
  if (!credited.ok && credited.reason === "not-found") notFound();
  if (!credited.ok) return refusedAnswer(intent, credited, context.headers);
  return done("Credit note issued", `${credited.number} is issued and sent to the customer.`);
}
