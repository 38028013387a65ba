import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { SubmitButton } from "~/components/ui/fields";
import { FieldError } from "~/components/ui/form-messages";
import { requireRole } from "~/.server/http/guards.server";
import { listLeave } from "~/.server/dispatch/leave.server";
import { listEngineerWeeks, saveWorkingWeek } from "~/.server/dispatch/working-hours.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import { parseWithZod, workingDaysOf, workingWeekSchema } from "~/lib/schemas/validation.server";
import { WEEKDAYS } from "~/lib/weekdays";

export const meta: MetaFunction = () => [
  { title: "Engineers' hours | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const [engineers, leave] = await Promise.all([
    listEngineerWeeks(db),
    listLeave(db, {
      statuses: ["approved", "requested"],
      fromDay: new Date().toISOString().slice(0, 10),
    }),
  ]);
  return data({ engineers, leave }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: workingWeekSchema });
  const submission = parseWithZod(formData, { schema: workingWeekSchema });
  if (submission.status !== "success") {
    const engineerId = formData.get("engineerId");
    return data(
      {
        engineerId: typeof engineerId === "string" ? engineerId : null,
        result: submission.reply(),
      },
      { status: 400, headers },
    );
  }
  const { db } = context.services;
  const saved = await saveWorkingWeek(
    db,
    { id: account.user.id, role: "admin" },
    {
      engineerId: submission.value.engineerId,
      days: workingDaysOf(submission.value),
    },
  );
  if (!saved.ok) throw notFound();
  const clashes = saved.clashes.length;
  return redirectWithToast(
    "/admin/engineers",
    {
      type: clashes ? "info" : "success",
      title: `${saved.name}'s hours saved`,
      description: clashes
        ? `${clashes} job${clashes === 1 ? " falls" : "s fall"} outside the new hours (${saved.clashes
            .map((clash) => clash.reference)
            .join(", ")}): move or reassign ${clashes === 1 ? "it" : "them"} on the board.`
        : "Capacity follows the new hours at once.",
    },
    { headers },
  );
}

export default function EngineersPage() {
  const { engineers, leave } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <p>
        <Link to="/admin">← Dispatch board</Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Engineers&rsquo; hours</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Each window takes as many jobs as there are engineers working through it. Untick a day for a
        day off. Leave is asked for by engineers on their page and approved on the board.
      </p>
      {engineers.length === 0 ? (
        <p className="card mt-6">
          No engineer accounts yet: every window takes one job until there are.
        </p>
      ) : null}
      <ul className="mt-6 space-y-6">
        {engineers.map((engineer) => {
          const mine = answer?.engineerId === engineer.engineerId ? answer.result : null;
          const errors = mine?.error ?? {};
          // After a refusal, the values as typed, not the stored ones.
          const typed = (name: string): string | undefined => {
            const value = mine?.initialValue?.[name];
            return typeof value === "string" ? value : undefined;
          };
          const upcoming = leave.filter((entry) => entry.engineerId === engineer.engineerId);
          return (
            <li key={engineer.engineerId} className="card">
              <h2 className="text-xl font-bold text-slate-900">{engineer.name}</h2>
              <p className="text-sm text-slate-700">{engineer.email}</p>
              {upcoming.length ? (
                <p className="mt-2 text-sm">
                  Leave:{" "}
                  {upcoming
                    .map(
                      (entry) =>
                        `${entry.firstDay}${entry.lastDay === entry.firstDay ? "" : ` to ${entry.lastDay}`} (${entry.status})`,
                    )
                    .join(", ")}
                </p>
              ) : null}
              <Form method="post" className="mt-4" aria-label={`${engineer.name}'s week`}>
                <input type="hidden" name="engineerId" value={engineer.engineerId} />
                <fieldset>
                  <legend className="sr-only">{engineer.name}&rsquo;s working days</legend>
                  {/* As many days to a row as fit two time inputs side by side, never squeezed over. */}
                  <div className="grid gap-3 [grid-template-columns:repeat(auto-fill,minmax(17rem,1fr))]">
                    {WEEKDAYS.map((weekday) => {
                      const day = engineer.days.find((entry) => entry.iso === weekday.iso);
                      const id = `${engineer.engineerId}-${weekday.iso}`;
                      const dayErrors = [
                        ...(errors[`start${weekday.iso}`] ?? []),
                        ...(errors[`end${weekday.iso}`] ?? []),
                      ];
                      return (
                        <div key={weekday.iso} className="rounded-lg border border-slate-200 p-3">
                          <label className="flex min-h-11 items-center gap-2 font-semibold">
                            <input
                              type="checkbox"
                              name={`works${weekday.iso}`}
                              defaultChecked={
                                mine ? typed(`works${weekday.iso}`) === "on" : (day?.works ?? true)
                              }
                              className="h-5 w-5"
                            />
                            {weekday.name}
                          </label>
                          <div className="mt-2 grid grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-center gap-2">
                            <label htmlFor={`${id}-start`} className="sr-only">
                              {weekday.name} starts
                            </label>
                            <input
                              id={`${id}-start`}
                              type="time"
                              name={`start${weekday.iso}`}
                              defaultValue={typed(`start${weekday.iso}`) ?? day?.start ?? "06:00"}
                              className="field-input mt-0 min-w-0"
                              aria-invalid={dayErrors.length ? true : undefined}
                              aria-describedby={dayErrors.length ? `${id}-error` : undefined}
                            />
                            <span aria-hidden="true">–</span>
                            <label htmlFor={`${id}-end`} className="sr-only">
                              {weekday.name} ends
                            </label>
                            <input
                              id={`${id}-end`}
                              type="time"
                              name={`end${weekday.iso}`}
                              defaultValue={typed(`end${weekday.iso}`) ?? day?.end ?? "22:00"}
                              className="field-input mt-0 min-w-0"
                              aria-invalid={dayErrors.length ? true : undefined}
                              aria-describedby={dayErrors.length ? `${id}-error` : undefined}
                            />
                          </div>
                          <FieldError id={`${id}-error`} errors={dayErrors} />
                        </div>
                      );
                    })}
                  </div>
                </fieldset>
                <div className="mt-4">
                  <SubmitButton pendingLabel="Saving…">
                    Save {engineer.name}&rsquo;s hours
                  </SubmitButton>
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
