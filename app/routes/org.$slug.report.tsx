import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { OrgShell, orgShellData } from "~/components/org/org-shell";
import { ReportForm, type ReportReply } from "~/components/org/report-form";
import { isCalendarDate } from "~/lib/calendar-date";
import { organisationPath } from "~/lib/organisations";
import { siteOrigin } from "~/.server/auth/auth.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { reportFormFacts, reportRepair, reportWindows } from "~/.server/orgs/report-repair.server";
import { JOB_PHOTO_LIMITS } from "~/.server/storage/photo-uploads.server";
import { WINDOW_JUST_TAKEN_TITLE } from "~/lib/notices";
import { parseWithZod, reportRepairSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction<typeof loader> = ({ data: page }) => [
  { title: `Report a repair | ${page?.org.name ?? "Organisation"} | We Fix Coventry` },
  { name: "robots", content: "noindex" },
];

export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { db } = context.services;
  const url = new URL(request.url);
  return data(
    {
      org: orgShellData(scope),
      facts: await reportFormFacts(db, scope, { propertyId: url.searchParams.get("property") }),
      day: await reportWindows(db, undefined),
    },
    { headers },
  );
}

export const headers = routeHeaders;

export async function action({ request, params, context }: ActionFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug);
  const { formData, refusedFiles } = await readForm(request, {
    schema: reportRepairSchema,
    fields: ["intent", "photos"],
    files: JOB_PHOTO_LIMITS,
  });
  const { db } = context.services;
  const submission = parseWithZod(formData, { schema: reportRepairSchema });
  if (formData.get("intent") === "show-windows") {
    // Without JavaScript: the day's windows, and everything typed so far, without messages.
    const date = String(formData.get("date") ?? "");
    const reply: ReportReply = {
      result: { initialValue: submission.reply().initialValue },
      day: await reportWindows(db, isCalendarDate(date) ? date : undefined),
    };
    return data(reply, { headers });
  }
  if (submission.status !== "success") {
    const reply: ReportReply = { result: submission.reply() };
    return data(reply, { status: 400, headers });
  }
  const reported = await reportRepair(db, scope, submission.value, {
    photos: formData.getAll("photos"),
    refusedFiles,
    siteOrigin: siteOrigin(request),
  });
  if (reported.ok) {
    throw await redirectWithToast(
      organisationPath(scope.slug, `/jobs/${reported.reference}`),
      {
        type: "success",
        title: `Repair reported: ${reported.reference}`,
        description: reported.windowLabel
          ? `Booked for ${reported.windowLabel}.`
          : "It is with our office, who will arrange the visit within the response time.",
      },
      { headers },
    );
  }
  const reply: ReportReply =
    reported.reason === "window-full"
      ? {
          result: submission.reply({ hideFields: ["windowStart"] }),
          alternatives: reported.alternatives,
          notice: {
            title: WINDOW_JUST_TAKEN_TITLE,
            message:
              "Everything you typed is kept (choose the photos again). These are the nearest free windows, or leave the time to our office.",
          },
        }
      : reported.field === "photos"
        ? { result: submission.reply(), photoError: reported.message }
        : {
            result: submission.reply({ fieldErrors: { [reported.field]: [reported.message] } }),
          };
  return data(reply, { status: 400, headers });
}

export default function ReportRepairPage() {
  const { org, facts, day } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  return (
    <OrgShell org={org} title="Report a repair">
      <p className="max-w-3xl text-slate-700">
        Tell us where and what: the job goes to our office straight away, with its response time
        from your agreement. Pick a free arrival window if the tenant has agreed one.
      </p>
      <div className="mt-6 max-w-3xl">
        <ReportForm facts={facts} day={day} reply={reply} />
      </div>
    </OrgShell>
  );
}
