// The HTTP layer of the forms on /org/{slug}/properties/{id}: parses a post with its intent's
// schema, asks the one domain function for that change, and answers with a toast or with the
// refusal next to the form it came from. No rule about properties lives here.
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import type { Kysely } from "kysely";
import { organisationPath } from "~/lib/organisations";
import {
  addPlannedSchema,
  archivePlannedSchema,
  editPlannedSchema,
  editPropertySchema,
} from "~/lib/schemas/organisations-write";
import type { Database } from "~/.server/db/schema.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  addPlanned,
  archivePlanned,
  updatePlanned,
} from "~/.server/orgs/planned-maintenance.server";
import { setPropertyArchived, updateProperty } from "~/.server/orgs/properties.server";
import type { OrgScope } from "~/.server/orgs/scope.server";

/** Every schema the page's forms post, for the form reader. */
export const PROPERTY_PAGE_SCHEMAS = [
  editPropertySchema,
  addPlannedSchema,
  editPlannedSchema,
  archivePlannedSchema,
];

export interface PropertyFormReply {
  form: string;
  plannedId?: string;
  result: SubmissionResult<string[]>;
}

/**
 * Answers one post of the property page: edit, archive or restore the property; add, change
 * or stop planned work. A property or planned item of another organisation, or none, is the
 * site's 404; bad input comes back to its form (400) with everything typed.
 */
export async function answerPropertyForm(
  db: Kysely<Database>,
  scope: OrgScope,
  propertyId: string,
  formData: FormData,
  headers: Headers,
) {
  const intent = String(formData.get("intent") ?? "");
  const page = organisationPath(scope.slug, `/properties/${propertyId}`);
  const done = (title: string, description: string) =>
    redirectWithToast(page, { type: "success", title, description }, { headers });
  const refuse = (reply: PropertyFormReply) => data(reply, { status: 400, headers });

  if (intent === "archive" || intent === "restore") {
    const changed = await setPropertyArchived(db, scope, propertyId, intent === "archive");
    if (!changed.ok) notFound();
    return done(
      intent === "archive" ? "Property archived" : "Property restored",
      intent === "archive"
        ? `${changed.label} is off the report form; its jobs and history stay.`
        : `${changed.label} is back on the report form.`,
    );
  }
  if (intent === "edit") {
    const submission = parseWithZod(formData, { schema: editPropertySchema });
    if (submission.status !== "success")
      return refuse({ form: intent, result: submission.reply() });
    const updated = await updateProperty(db, scope, propertyId, submission.value);
    if (!updated.ok && updated.reason === "not-found") notFound();
    if (!updated.ok) {
      return refuse({
        form: intent,
        result: submission.reply({ fieldErrors: { [updated.field]: [updated.message] } }),
      });
    }
    return done("Property saved", `${submission.value.label} is up to date.`);
  }
  if (intent === "add-planned" || intent === "edit-planned") {
    const schema = intent === "add-planned" ? addPlannedSchema : editPlannedSchema;
    const submission = parseWithZod(formData, { schema });
    const plannedId = String(formData.get("plannedId") ?? "") || undefined;
    if (submission.status !== "success") {
      return refuse({ form: intent, plannedId, result: submission.reply() });
    }
    const saved =
      intent === "add-planned"
        ? await addPlanned(db, scope, propertyId, submission.value)
        : await updatePlanned(db, scope, propertyId, plannedId ?? "", submission.value);
    if (!saved.ok && saved.reason === "not-found") notFound();
    if (!saved.ok) {
      return refuse({
        form: intent,
        plannedId,
        result: submission.reply({ fieldErrors: { [saved.field]: [saved.message] } }),
      });
    }
    return done(
      intent === "add-planned" ? "Planned work added" : "Planned work saved",
      "We make the request when it falls due.",
    );
  }
  if (intent === "archive-planned") {
    const submission = parseWithZod(formData, { schema: archivePlannedSchema });
    if (submission.status !== "success") notFound();
    const stopped = await archivePlanned(db, scope, propertyId, submission.value.plannedId);
    if (!stopped.ok) notFound();
    return done("Planned work stopped", "No more requests will be made for it.");
  }
  return data(
    { message: "This form could not be understood. Please reload the page and try again." },
    { status: 400, headers },
  );
}
