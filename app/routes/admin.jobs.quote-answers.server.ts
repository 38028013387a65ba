// The HTTP layer of the forms on /admin/jobs/{reference}/quote: parses a post with its intent's
// schema, asks the one function of app/.server/quotes for that change, and answers with a toast
// or with the refusal next to the form it came from. No rule about quotes lives here.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { notFound } from "~/.server/http/not-found.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import {
  addQuoteLine,
  removeQuoteLine,
  startQuote,
  updateQuoteDetails,
  type DraftRefusal,
} from "~/.server/quotes/quote-drafts.server";
import { sendQuote, withdrawQuote } from "~/.server/quotes/quote-send.server";
import { QUOTE_OFFICE_SCHEMAS } from "~/lib/schemas/quotes";
import type { SubmissionResult } from "~/lib/submission-result";

export type QuoteOfficeIntent = keyof typeof QUOTE_OFFICE_SCHEMAS;

export interface QuoteOfficeReply {
  form: QuoteOfficeIntent | null;
  result: SubmissionResult<string[]>;
}

function isIntent(value: unknown): value is QuoteOfficeIntent {
  return typeof value === "string" && value in QUOTE_OFFICE_SCHEMAS;
}

export async function answerQuoteOfficeForm(
  db: Kysely<Database>,
  formData: FormData,
  page: { reference: string; actor: StaffActor; siteOrigin: string; headers: Headers },
) {
  const intent = formData.get("intent");
  const back = `/admin/jobs/${encodeURIComponent(page.reference)}/quote`;
  const now = new Date();
  const done = (title: string, description: string) =>
    redirectWithToast(back, { type: "success", title, description }, { headers: page.headers });
  if (!isIntent(intent)) {
    return data(
      {
        form: null,
        result: { status: "error", error: { "": ["Use one of the forms on the page."] } },
      } satisfies QuoteOfficeReply,
      { status: 400, headers: page.headers },
    );
  }
  const submission = parseWithZod(formData, { schema: QUOTE_OFFICE_SCHEMAS[intent] });
  if (submission.status !== "success") {
    return data({ form: intent, result: submission.reply() } satisfies QuoteOfficeReply, {
      status: 400,
      headers: page.headers,
    });
  }
  const refused = (message: string) =>
    data(
      {
        form: intent,
        result: submission.reply({ formErrors: [message] }),
      } satisfies QuoteOfficeReply,
      { status: 409, headers: page.headers },
    );
  const answerDraft = (result: { ok: true } | DraftRefusal, title: string) => {
    if (result.ok) return done(title, "The totals are worked out again from the lines.");
    if (result.reason === "not-found") notFound();
    return refused(result.message);
  };
  const value = submission.value;
  switch (value.intent) {
    case "start": {
      const started = await startQuote(db, page.actor, { jobReference: page.reference, now });
      if (!started.ok) notFound();
      return done("Quote started", "Add its lines, then send it to the customer.");
    }
    case "add-line":
      return answerDraft(
        await addQuoteLine(db, { quoteId: value.quoteId, line: value.line, now }),
        "Line added",
      );
    case "remove-line":
      return answerDraft(
        await removeQuoteLine(db, { quoteId: value.quoteId, lineId: value.lineId, now }),
        "Line removed",
      );
    case "details":
      return answerDraft(
        await updateQuoteDetails(db, {
          quoteId: value.quoteId,
          consumer: value.consumer,
          notes: value.notes,
          now,
        }),
        "Quote details saved",
      );
    case "send": {
      const sent = await sendQuote(db, page.actor, {
        quoteId: value.quoteId,
        now,
        siteOrigin: page.siteOrigin,
      });
      if (sent.ok) return done("Quote sent", "The customer has it by e-mail with its link.");
      if (sent.reason === "not-found") notFound();
      return refused(sent.message);
    }
    case "withdraw": {
      const withdrawn = await withdrawQuote(db, page.actor, { quoteId: value.quoteId, now });
      if (withdrawn.ok) return done("Quote withdrawn", "Its link now says it was withdrawn.");
      if (withdrawn.reason === "not-found") notFound();
      return refused(withdrawn.message);
    }
  }
}
