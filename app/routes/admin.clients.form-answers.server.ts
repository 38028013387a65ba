// The HTTP layer of the forms on /admin/clients/{key}: parses a post with its intent's schema,
// asks the one domain function for that change, and answers with a toast or with the refusal
// next to the form it came from. No rule about clients lives here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import {
  clientContactSchema,
  clientErasureSchema,
  clientIntent,
  clientNotesSchema,
  clientPortalLinkSchema,
  type ClientIntent,
} from "~/lib/schemas/clients";
import type { StaffActor } from "~/.server/audit/change-log.server";
import type { Database } from "~/.server/db/schema.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  saveClientNotes,
  sendClientPortalLink,
  updateClientContact,
  type ClientChangeResult,
} from "~/.server/clients/client-changes.server";
import { eraseClient, type ErasureResult } from "~/.server/clients/client-erasure.server";
import type { ClientFormReply } from "~/lib/views/clients";
export type { ClientFormReply } from "~/lib/views/clients";

export interface ClientFormContext {
  key: string;
  actor: StaffActor;
  siteOrigin: string;
  headers: Headers;
}

const UNKNOWN_FORM = "This form could not be understood. Please reload the page and try again.";

const TOAST_TITLES: Record<ClientIntent, string> = {
  contact: "Contact details saved",
  notes: "Notes saved",
  "portal-link": "Portal link sent",
  erase: "Client erased",
};

/**
 * Answers one post of the client page's forms: contact details, notes, a new portal link,
 * erasure. Success goes back to the page with a toast; bad input or a refusal comes back to
 * its form with everything typed (400, or 503 when the database failed).
 */
export async function answerClientForm(
  db: Kysely<Database>,
  formData: FormData,
  context: ClientFormContext,
) {
  const { headers, actor, key } = context;
  const intent = clientIntent(formData);
  if (!intent) throw data({ message: UNKNOWN_FORM }, { status: 400, headers });
  const answer = (
    result: SubmissionResult<string[]>,
    init: ResponseInit = { status: 400, headers },
  ) => data({ form: intent, result } satisfies ClientFormReply, init);

  let submission;
  let outcome: ClientChangeResult | ErasureResult;
  switch (intent) {
    case "contact": {
      const parsed = parseWithZod(formData, { schema: clientContactSchema });
      if (parsed.status !== "success") return answer(parsed.reply());
      submission = parsed;
      outcome = await updateClientContact(db, actor, key, parsed.value);
      break;
    }
    case "notes": {
      const parsed = parseWithZod(formData, { schema: clientNotesSchema });
      if (parsed.status !== "success") return answer(parsed.reply());
      submission = parsed;
      outcome = await saveClientNotes(db, actor, key, parsed.value.notes);
      break;
    }
    case "portal-link": {
      const parsed = parseWithZod(formData, { schema: clientPortalLinkSchema });
      if (parsed.status !== "success") return answer(parsed.reply());
      submission = parsed;
      outcome = await sendClientPortalLink(db, actor, key, context.siteOrigin);
      break;
    }
    case "erase": {
      const parsed = parseWithZod(formData, { schema: clientErasureSchema });
      if (parsed.status !== "success") return answer(parsed.reply());
      submission = parsed;
      outcome = await eraseClient(db, actor, key, parsed.value.confirmation);
      break;
    }
  }
  if (outcome.ok) {
    throw await redirectWithToast(
      `/admin/clients/${key}`,
      { type: "success", title: TOAST_TITLES[intent], description: outcome.summary },
      { headers },
    );
  }
  if (outcome.reason === "not-found") notFound();
  const field = "field" in outcome ? outcome.field : undefined;
  return answer(
    field
      ? submission.reply({ fieldErrors: { [field]: [outcome.message] } })
      : submission.reply({ formErrors: [outcome.message] }),
    refusalInit(outcome, headers),
  );
}
