import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import {
  ENGINEER_FORM_FIELDS,
  ENGINEER_FORM_SCHEMAS,
  FINISH_PHOTO_LIMITS,
} from "~/routes/engineer.form-answers.server";
import {
  applyQueuedAction,
  queuedActionSchema,
  type QueuedAnswer,
} from "./engineer.sync.queued-actions.server";
import { staffActor } from "~/.server/engineer/staff.server";
import { readForm } from "~/.server/http/form.server";

const ENGINEER_ROLES = ["engineer", "admin"] as const;

/** Opened directly, the endpoint is the day it sends to. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ENGINEER_ROLES);
  return redirect("/engineer", { headers });
}

function statusOf(answer: QueuedAnswer): number {
  if (answer.status === "applied") return 200;
  if (answer.status === "refused") return 409;
  return answer.reason === "rate-limited" ? 429 : 503;
}

/**
 * The engineer's offline queue sends each step or note here, in order, as the forms would post
 * it plus the id made on the phone and the time of the tap. JSON answers: 200 applied (also for
 * a repeat of an id already applied), 409 refused with the reason, 503/429 try again later.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ENGINEER_ROLES);
  const form = await readForm(request, {
    schema: [...ENGINEER_FORM_SCHEMAS, queuedActionSchema],
    fields: ENGINEER_FORM_FIELDS,
    files: FINISH_PHOTO_LIMITS,
  });
  const { db } = context.services;
  const answer = await applyQueuedAction(db, form, {
    actor: staffActor(account).staff,
    siteOrigin: siteOrigin(request),
  });
  const answerHeaders = new Headers(headers);
  answerHeaders.set("Cache-Control", "no-store");
  if (answer.status === "retry") {
    answerHeaders.set("Retry-After", String(answer.retryAfterSeconds));
  }
  return Response.json(answer, { status: statusOf(answer), headers: answerHeaders });
}
