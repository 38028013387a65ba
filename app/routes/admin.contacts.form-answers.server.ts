// The HTTP side of the forms on /admin/contacts/{id}: parses a post with its intent's schema,
// asks the one domain function for that change, and answers with a toast or with the refusal
// next to the form it came from. No rule about enquiries lives here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import {
  enquiryIntent,
  enquiryNoteSchema,
  enquiryQuoteSchema,
  enquiryReplySchema,
  enquiryStatusSchema,
  type EnquiryIntent,
} from "~/lib/schemas/enquiries";
import type { Database } from "~/.server/db/schema.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  addEnquiryNote,
  changeEnquiryStatus,
  replyToEnquiry,
  type EnquiryAuthor,
  type EnquiryChangeResult,
} from "~/.server/contacts/enquiry-changes.server";
import { startQuoteFromEnquiry } from "~/.server/contacts/enquiry-quote.server";
import { isEnquiryId } from "~/.server/contacts/inbox-list.server";
import type { EnquiryFormReply } from "~/lib/views/contacts";
export type { EnquiryFormReply } from "~/lib/views/contacts";

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

const TITLES: Record<EnquiryIntent, string> = {
  reply: "Reply sent",
  note: "Note added",
  status: "Enquiry updated",
  quote: "Quote started",
};

/**
 * Answers one post of the enquiry page's forms: a reply, a note, a change of status. Success
 * goes back to the enquiry with a toast; bad input or a refusal comes back to its form (4xx)
 * with everything typed. An unknown or malformed id is the site's 404.
 */
export async function answerEnquiryForm(
  db: Kysely<Database>,
  formData: FormData,
  page: { id: string; author: EnquiryAuthor; headers: Headers; now: Date },
) {
  const { id, author, headers } = page;
  if (!isEnquiryId(id)) notFound();
  const intent = enquiryIntent(formData);
  if (!intent) throw data({ message: UNKNOWN_FORM }, { status: 400, headers });
  const answer = (
    result: SubmissionResult<string[]>,
    init: ResponseInit = { status: 400, headers },
  ) => data({ form: intent, result } satisfies EnquiryFormReply, init);

  const settle = async (
    submission: { reply: (options?: { formErrors?: string[] }) => SubmissionResult<string[]> },
    outcome: EnquiryChangeResult,
  ) => {
    if (!outcome.ok && outcome.reason === "not-found") notFound();
    if (!outcome.ok) {
      return answer(
        submission.reply({ formErrors: [outcome.message] }),
        refusalInit(outcome, headers),
      );
    }
    throw await redirectWithToast(
      `/admin/contacts/${id}`,
      { type: "success", title: TITLES[intent], description: outcome.summary },
      { headers },
    );
  };

  switch (intent) {
    case "reply": {
      const submission = parseWithZod(formData, { schema: enquiryReplySchema });
      if (submission.status !== "success") return answer(submission.reply());
      return settle(submission, await replyToEnquiry(db, author, id, submission.value.reply));
    }
    case "note": {
      const submission = parseWithZod(formData, { schema: enquiryNoteSchema });
      if (submission.status !== "success") return answer(submission.reply());
      return settle(submission, await addEnquiryNote(db, author, id, submission.value.note));
    }
    case "status": {
      const submission = parseWithZod(formData, { schema: enquiryStatusSchema });
      if (submission.status !== "success") return answer(submission.reply());
      return settle(submission, await changeEnquiryStatus(db, author, id, submission.value.change));
    }
    case "quote": {
      const submission = parseWithZod(formData, { schema: enquiryQuoteSchema });
      if (submission.status !== "success") return answer(submission.reply());
      const { intent: _quote, ...job } = submission.value;
      const started = await startQuoteFromEnquiry(db, author, id, job, page.now);
      if (!started.ok) notFound();
      throw await redirectWithToast(
        `/admin/jobs/${started.jobReference}/quote`,
        {
          type: "success",
          title: TITLES.quote,
          description: started.createdJob
            ? `Job ${started.jobReference} holds the work until the customer accepts; add the quote's lines, then send it.`
            : `The enquiry's job ${started.jobReference} holds the quote.`,
        },
        { headers },
      );
    }
  }
}
