// The HTTP layer of the forms on /admin/jobs/{reference}: parses a post with its intent's
// schema, asks the one domain function for that change, and answers with a toast or with the
// refusal next to the form it came from. No rule about jobs lives here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import {
  adminJobIntent,
  jobDispatchFormSchema,
  jobNoteSchema,
  officeCancelSchema,
  priceSchema,
} from "~/lib/schemas/admin-jobs";
import { addCalendarDays, londonDate, windowsForDate } from "~/lib/booking-rules";
import type { StaffActor } from "~/.server/audit/change-log.server";
import { formatPence } from "~/lib/money";
import type { Database } from "~/.server/db/schema.server";
import { addJobNote, cancelJobByOffice, dispatchJob } from "~/.server/dispatch/dispatch.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { getBookingSettings } from "~/.server/jobs/settings.server";
import { notFound } from "~/.server/http/not-found.server";
import { formatClockTime } from "~/.server/tracking/timeline.server";
import { estimateSchema, officeCommentSchema } from "~/lib/schemas/approvals";
import { addOfficeJobComment } from "~/.server/orgs/comments.server";
import { recordOfficeEstimate, type EstimateOutcome } from "~/.server/orgs/approvals.server";
import { setJobPrice } from "~/.server/admin-jobs/job-price.server";
import type { AdminJobFormReply } from "~/lib/views/admin-jobs";
export type { AdminJobFormReply } from "~/lib/views/admin-jobs";

export interface AdminJobPage {
  reference: string;
  actor: StaffActor;
  /** The office's name, shown on its comments to the organisation. */
  actorName: string;
  siteOrigin: string;
  headers: Headers;
  now?: Date;
}

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

/** The start (ISO) of the window of `date` that starts at `time` ("08:00"), if the day has one. */
async function windowStartAt(
  db: Kysely<Database>,
  date: string,
  time: string,
): Promise<string | null> {
  const rules = await getBookingSettings(db);
  const window = windowsForDate(date, rules).find((each) => formatClockTime(each.start) === time);
  return window ? window.start.toISOString() : null;
}

/**
 * Answers one post of the job page's forms: assign/move, cancel, a note, the price. Success
 * goes back to the job's page with a toast; bad input or a refusal comes back to the form it
 * came from (400) with everything typed. An unknown reference, or a form for another job, is
 * the site's 404.
 */
export async function answerAdminJobForm(
  db: Kysely<Database>,
  formData: FormData,
  page: AdminJobPage,
) {
  const { headers, actor } = page;
  const intent = adminJobIntent(formData);
  if (!intent) throw data({ message: UNKNOWN_FORM }, { status: 400, headers });
  const job = await db
    .selectFrom("jobs")
    .select(["id", "reference"])
    .where("reference", "=", page.reference)
    .executeTakeFirst();
  if (!job) notFound();
  const back = `/admin/jobs/${job.reference}`;
  const answer = (result: SubmissionResult<string[]>) =>
    data({ form: intent, result } satisfies AdminJobFormReply, { status: 400, headers });
  const options = { now: page.now, siteOrigin: page.siteOrigin };

  switch (intent) {
    case "dispatch": {
      const submission = parseWithZod(formData, { schema: jobDispatchFormSchema });
      if (submission.status !== "success") return answer(submission.reply());
      const value = submission.value;
      if (value.jobId !== job.id) notFound();
      const windowStart =
        value.date && value.windowTime
          ? await windowStartAt(db, value.date, value.windowTime)
          : null;
      if (value.date && value.date > addCalendarDays(londonDate(page.now ?? new Date()), 366)) {
        return answer(
          submission.reply({ fieldErrors: { date: ["Choose a day within the next year"] } }),
        );
      }
      if (value.date && !windowStart) {
        return answer(
          submission.reply({ fieldErrors: { windowTime: ["Choose one of the day's windows"] } }),
        );
      }
      const result = await dispatchJob(
        db,
        actor,
        { jobId: job.id, engineerId: value.engineerId, windowStart, reason: value.reason },
        options,
      );
      if (!result.ok && result.reason === "not-found") notFound();
      if (!result.ok) {
        const field = result.field === "windowStart" ? "windowTime" : result.field;
        return answer(
          field
            ? submission.reply({ fieldErrors: { [field]: [result.message] } })
            : submission.reply({ formErrors: [result.message] }),
        );
      }
      throw await redirectWithToast(
        back,
        { type: "success", title: "Job updated", description: result.summary },
        { headers },
      );
    }
    case "cancel": {
      const submission = parseWithZod(formData, { schema: officeCancelSchema });
      if (submission.status !== "success") return answer(submission.reply());
      if (submission.value.jobId !== job.id) notFound();
      const result = await cancelJobByOffice(
        db,
        actor,
        { jobId: job.id, reason: submission.value.reason },
        options,
      );
      if (!result.ok && result.reason === "not-found") notFound();
      if (!result.ok) return answer(submission.reply({ formErrors: [result.message] }));
      throw await redirectWithToast(
        back,
        {
          type: "success",
          title: "Job cancelled",
          description: `${result.reference} is cancelled; the customer is told why by e-mail.`,
        },
        { headers },
      );
    }
    case "note": {
      const submission = parseWithZod(formData, { schema: jobNoteSchema });
      if (submission.status !== "success") return answer(submission.reply());
      if (submission.value.jobId !== job.id) notFound();
      const { note, audience } = submission.value;
      const result = await addJobNote(db, actor, { jobId: job.id, note, audience }, options);
      if (!result.ok && result.reason === "not-found") notFound();
      if (!result.ok) return answer(submission.reply({ formErrors: [result.message] }));
      throw await redirectWithToast(
        back,
        {
          type: "success",
          title: audience === "internal" ? "Internal note added" : "Message sent",
          description:
            audience === "internal"
              ? `The note is on the timeline of ${result.reference}, for the office and the engineer.`
              : `The customer of ${result.reference} gets the message by e-mail and on the tracking page.`,
        },
        { headers },
      );
    }
    case "estimate": {
      const submission = parseWithZod(formData, { schema: estimateSchema });
      if (submission.status !== "success") return answer(submission.reply());
      if (submission.value.jobId !== job.id) notFound();
      const result = await recordOfficeEstimate(
        db,
        actor,
        { jobId: job.id, estimatePence: submission.value.estimate },
        options,
      );
      if (!result.ok && result.reason === "not-found") notFound();
      if (!result.ok) {
        return answer(submission.reply({ fieldErrors: { estimate: [result.message] } }));
      }
      throw await redirectWithToast(
        back,
        { type: "success", title: "Estimate recorded", description: estimateToast(result.outcome) },
        { headers },
      );
    }
    case "comment": {
      const submission = parseWithZod(formData, { schema: officeCommentSchema });
      if (submission.status !== "success") return answer(submission.reply());
      if (submission.value.jobId !== job.id) notFound();
      const result = await addOfficeJobComment(
        db,
        { ...actor, name: page.actorName },
        { jobId: job.id, body: submission.value.body, now: page.now },
      );
      if (!result.ok) notFound();
      throw await redirectWithToast(
        back,
        {
          type: "success",
          title: "Comment sent",
          description: "The organisation sees it on the job in their portal.",
        },
        { headers },
      );
    }
    case "price": {
      const submission = parseWithZod(formData, { schema: priceSchema });
      if (submission.status !== "success") return answer(submission.reply());
      if (submission.value.jobId !== job.id) notFound();
      const result = await setJobPrice(
        db,
        actor,
        { jobId: job.id, pricePence: submission.value.price },
        { now: page.now },
      );
      if (!result.ok) notFound();
      throw await redirectWithToast(
        back,
        {
          type: "success",
          title: "Price saved",
          description: !result.changed
            ? `The price of ${result.reference} is unchanged.`
            : result.priceLabel
              ? `${result.reference} was charged ${result.priceLabel}.`
              : `The price of ${result.reference} is taken off.`,
        },
        { headers },
      );
    }
  }
}

function estimateToast(outcome: EstimateOutcome): string {
  if (outcome.approval === "not-needed")
    return `${formatPence(outcome.estimatePence)} is on the job.`;
  const asked = `${outcome.recipients} manager${outcome.recipients === 1 ? "" : "s"} or owner${outcome.recipients === 1 ? " was" : "s were"} asked by e-mail`;
  return `Above the organisation's spend limit: the job waits for their approval (${asked}).${outcome.engineerTakenOff ? " Its engineer was taken off; it keeps its window." : ""}`;
}
