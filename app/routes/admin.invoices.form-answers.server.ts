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
import type { SubmissionResult } from "~/lib/submission-result";
import type { InvoiceFormReply } from "~/lib/views/invoices";
import {
  invoiceLinePositionSchema,
  invoiceLineSchema,
  manualPaymentSchema,
  parseWithZod,
} from "~/lib/schemas/validation.server";

export type { InvoiceFormReply } from "~/lib/views/invoices";

interface Context {
  invoiceId: string;
  actor: StaffActor;
  siteOrigin: string;
  headers: Headers;
  now: Date;
}

type Reply = (options?: { formErrors?: string[] }) => SubmissionResult<string[]>;

/** A form that is only a button (issue, credit the whole) answers with its own message. */
const buttonReply: Reply = (options) => ({ error: { "": options?.formErrors ?? [] } });

/** Which form on the page answers: one line's forms share the line's, the credit buttons one. */
function formOf(intent: string, formData: FormData): string {
  if (intent === "change-line" || intent === "remove-line") {
    return `line-${String(formData.get("position") ?? "").slice(0, 3)}`;
  }
  if (intent === "credit-line" || intent === "credit-all") return "credit";
  return intent;
}

/**
 * The forms of /admin/invoices/{id}: one domain call each, then a toast; bad input or a
 * refusal comes back to the form it came from, with what was typed and the messages by field.
 */
export async function answerInvoiceForm(
  db: Kysely<Database>,
  formData: FormData,
  context: Context,
) {
  const { invoiceId, actor, headers, now } = context;
  const intent = String(formData.get("intent") ?? "");
  const form = formOf(intent, formData);
  const answer = (result: SubmissionResult<string[]>, init: ResponseInit) =>
    data({ form, result } satisfies InvoiceFormReply, init);
  const invalid = (reply: Reply) => answer(reply(), { status: 400, headers });
  const refusedAnswer = (reply: Reply, result: Refusal) =>
    answer(reply({ formErrors: [result.message] }), refusalInit(result, headers));
  const done = (title: string, description: string) =>
    redirectWithToast(
      `/admin/invoices/${invoiceId}`,
      { type: "success", title, description },
      { headers },
    );

  const credit = async (positions: number[] | "all", reply: Reply) => {
    const credited = await issueCreditNote(db, invoiceId, positions, {
      now,
      actor,
      siteOrigin: context.siteOrigin,
    });
    if (!credited.ok && credited.reason === "not-found") notFound();
    if (!credited.ok) return refusedAnswer(reply, credited);
    return done("Credit note issued", `${credited.number} is issued and sent to the customer.`);
  };

  if (intent === "add-line" || intent === "change-line") {
    const submission = parseWithZod(formData, { schema: invoiceLineSchema });
    if (submission.status !== "success") return invalid(submission.reply);
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
    if (!edited.ok) return refusedAnswer(submission.reply, edited);
    return done("Draft saved", `“${description}” is on the draft.`);
  }

  if (intent === "remove-line" || intent === "credit-line") {
    const submission = parseWithZod(formData, { schema: invoiceLinePositionSchema });
    if (submission.status !== "success") return invalid(submission.reply);
    const { position } = submission.value;
    if (intent === "remove-line") {
      const removed = await editDraftLine(db, invoiceId, { kind: "remove", position }, actor);
      if (!removed.ok) return refusedAnswer(submission.reply, removed);
      return done("Line removed", "The draft's totals are figured again.");
    }
    return credit([position], submission.reply);
  }

  if (intent === "credit-all") return credit("all", buttonReply);

  if (intent === "issue") {
    const issued = await issueInvoice(db, invoiceId, {
      now,
      actor,
      siteOrigin: context.siteOrigin,
    });
    if (!issued.ok && issued.reason === "not-found") notFound();
    if (!issued.ok) return refusedAnswer(buttonReply, issued);
    return done(
      issued.alreadyIssued ? "Already issued" : "Invoice issued",
      issued.alreadyIssued
        ? `${issued.number} was issued before; nothing changed.`
        : `${issued.number} is issued and on its way to the customer with its PDF.`,
    );
  }

  if (intent === "payment") {
    const submission = parseWithZod(formData, { schema: manualPaymentSchema });
    if (submission.status !== "success") return invalid(submission.reply);
    const { amount, method, receivedOn, reference } = submission.value;
    const recorded = await recordManualPayment(
      db,
      invoiceId,
      { amountPence: amount, method, receivedOn, reference: reference || null },
      { now, actor },
    );
    if (!recorded.ok && recorded.reason === "not-found") notFound();
    if (!recorded.ok) return refusedAnswer(submission.reply, recorded);
    return done(
      "Payment recorded",
      recorded.needsRefund
        ? `${formatPence(amount)} is more than was owed: it is flagged to be refunded.`
        : `${formatPence(amount)} received.`,
    );
  }

  return answer(
    { error: { "": ["This form was not recognised. Please use the forms on the page."] } },
    { status: 400, headers },
  );
}
