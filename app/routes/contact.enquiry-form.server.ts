import type { Kysely } from "kysely";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { z } from "zod";
import { clientAddress } from "~/.server/http/client-ip.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import {
  CONTACT_SENT_DESCRIPTION,
  submitContact,
  type ContactSubmission,
} from "~/.server/contacts/contacts.server";
import type { Database } from "~/.server/db/schema.server";

/**
 * The HTTP side of the two public enquiry forms (/contact and /property-services), which differ
 * only in their schema and wording: parse the form the route read, store, then the page again
 * with a toast, or the form with its messages and the refusal's status (429 rate limit, 503 not
 * saved).
 */
export async function answerEnquiryForm<Schema extends z.ZodTypeAny>(
  db: Kysely<Database>,
  request: Request,
  formData: FormData,
  form: {
    schema: Schema;
    submission: (value: z.output<Schema>) => ContactSubmission;
    sentTitle: string;
  },
) {
  const submission = parseWithZod(formData, { schema: form.schema });
  if (submission.status !== "success") {
    return data({ result: submission.reply() }, { status: 400 });
  }
  const outcome = await submitContact(db, form.submission(submission.value), {
    ip: clientAddress(request),
  });
  if (!outcome.ok) {
    return data(
      { result: submission.reply({ formErrors: [outcome.message] }) },
      refusalInit(outcome),
    );
  }
  return redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    title: form.sentTitle,
    description: CONTACT_SENT_DESCRIPTION,
  });
}
