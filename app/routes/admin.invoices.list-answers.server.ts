import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { notFound } from "~/.server/http/not-found.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { makeDraftInvoice } from "~/.server/invoices/draft.server";
import {
  recordRefundByHand,
  refundThroughStripe,
  type RefundResult,
} from "~/.server/payments/refund-actions.server";
import type { StripePayments } from "~/.server/payments/stripe.server";
import { formatPence } from "~/lib/money";
import type { SubmissionResult } from "~/lib/submission-result";
import type { InvoiceFormReply } from "~/lib/views/invoices";
import {
  makeDraftSchema,
  parseWithZod,
  refundByHandSchema,
  stripeRefundSchema,
} from "~/lib/schemas/validation.server";

interface Context {
  actor: StaffActor;
  stripe: StripePayments | null;
  headers: Headers;
  now: Date;
}

const LIST = "/admin/invoices";

/** The toast of a refund the domain took, in the office's words. */
function toastOf(result: Extract<RefundResult, { ok: true }>) {
  switch (result.status) {
    case "recorded":
      return {
        title: "Refund recorded",
        description:
          result.leftPence > 0
            ? `${formatPence(result.leftPence)} is still to be sent back of that payment.`
            : "Nothing is left to send back of that payment.",
      };
    case "already-refunded":
      return {
        title: "Already refunded",
        description: "Nothing was left to send back of that payment, so nothing was recorded.",
      };
    case "asked-of-stripe":
      return {
        title: "Refund asked of Stripe",
        description: `Stripe is sending ${formatPence(result.amountPence)} back to the customer's card or account; the list changes once Stripe confirms it.`,
      };
    case "waiting-for-stripe":
      return {
        title: "Already asked of Stripe",
        description: `${formatPence(result.amountPence)} was asked of Stripe before; nothing was asked again. The list changes once Stripe confirms it.`,
      };
  }
}

/**
 * The forms of /admin/invoices: a refund of a flagged payment by hand or through Stripe, and
 * "Make the invoice" from a job's page. One domain call each, then a toast; bad input or a
 * refusal comes back to the refund's own form.
 */
export async function answerInvoiceListForm(
  db: Kysely<Database>,
  formData: FormData,
  context: Context,
) {
  const { actor, headers, now } = context;
  const intent = String(formData.get("intent") ?? "");
  const paymentId = String(formData.get("paymentId") ?? "").slice(0, 40);
  const answer = (form: string, result: SubmissionResult<string[]>, init: ResponseInit) =>
    data({ form, result } satisfies InvoiceFormReply, init);
  const settle = async (
    form: string,
    reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]>,
    result: RefundResult,
  ) => {
    if (!result.ok && result.reason === "not-found") notFound();
    if (!result.ok) {
      return answer(form, reply({ formErrors: [result.message] }), refusalInit(result, headers));
    }
    return redirectWithToast(LIST, { type: "success", ...toastOf(result) }, { headers });
  };

  if (intent === "refund-by-hand") {
    const form = `refund-${paymentId}`;
    const submission = parseWithZod(formData, { schema: refundByHandSchema });
    if (submission.status !== "success") {
      return answer(form, submission.reply(), { status: 400, headers });
    }
    const { amount, method, receivedOn, reference } = submission.value;
    const result = await recordRefundByHand(
      db,
      submission.value.paymentId,
      { amountPence: amount, method, refundedOn: receivedOn, reference: reference || null },
      { now, actor },
    );
    return settle(form, submission.reply, result);
  }

  if (intent === "refund-stripe") {
    const form = `stripe-${paymentId}`;
    const submission = parseWithZod(formData, { schema: stripeRefundSchema });
    if (submission.status !== "success") {
      return answer(form, submission.reply(), { status: 400, headers });
    }
    const result = await refundThroughStripe(db, context.stripe, submission.value.paymentId, {
      now,
      actor,
    });
    return settle(form, submission.reply, result);
  }

  const submission = parseWithZod(formData, { schema: makeDraftSchema });
  if (submission.status !== "success") {
    return answer("make-draft", submission.reply({ formErrors: ["This form names no job."] }), {
      status: 400,
      headers,
    });
  }
  const draft = await makeDraftInvoice(db, submission.value.reference, actor);
  if (!draft.ok && draft.reason === "not-found") notFound();
  if (!draft.ok) {
    return answer(
      "make-draft",
      submission.reply({ formErrors: [draft.message] }),
      refusalInit(draft, headers),
    );
  }
  return redirectWithToast(
    `/admin/invoices/${draft.invoiceId}`,
    {
      type: "success",
      title: draft.created ? "Draft invoice made" : "The job's draft invoice",
      description: draft.created
        ? "Check the lines, then issue it."
        : "The job already had this draft; nothing new was made.",
    },
    { headers },
  );
}
