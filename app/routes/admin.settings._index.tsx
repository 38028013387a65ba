import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import {
  AreasFields,
  BookingFields,
  HoursFields,
  ProfileFields,
  RatingFields,
  SocialFields,
  TargetsFields,
} from "~/components/admin/settings-sections";
import { MoneyFields } from "~/components/admin/money-settings-fields";
import { SettingsForm } from "~/components/admin/settings-form";
import { SubmitButton } from "~/components/ui/fields";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import {
  loadSettingsPage,
  saveSettings,
  SECTION_NAMES,
  undoSettingsChange,
} from "~/.server/settings/settings.server";
import {
  parseWithZod,
  isSettingsSection,
  SETTINGS_SCHEMAS,
  undoSchema,
} from "~/lib/schemas/validation.server";
import { SETTINGS_SECTIONS, type SettingsSection } from "~/lib/settings-fields";

export const meta: MetaFunction = () => [
  { title: "Settings | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const { forms, history, windowsOffered } = await loadSettingsPage(db);
  return data({ forms, history, windowsOffered }, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const actor = { id: account.user.id, role: "admin" as const };
  const { formData } = await readForm(request, {
    schema: [...Object.values(SETTINGS_SCHEMAS), undoSchema],
  });
  const intent = formData.get("intent");
  const { db } = context.services;

  if (intent === "undo") {
    const submission = parseWithZod(formData, { schema: undoSchema });
    if (submission.status !== "success") {
      return data(
        { section: "undo", result: null, message: "Choose a change to undo." },
        { status: 400, headers },
      );
    }
    const undone = await undoSettingsChange(db, actor, submission.value.changeId);
    if (!undone.ok && undone.reason === "not-found") throw notFound();
    if (!undone.ok) {
      return data(
        { section: "undo", result: null, message: undone.message },
        { status: 409, headers },
      );
    }
    return redirectWithToast(
      "/admin/settings",
      {
        type: "success",
        title: "Change undone",
        description: undone.changed
          ? `The ${SECTION_NAMES[undone.section]} are back as they were.`
          : `The ${SECTION_NAMES[undone.section]} already held those values.`,
      },
      { headers },
    );
  }

  if (!isSettingsSection(intent)) {
    return data(
      { section: "undo", result: null, message: "Use one of the forms on the page." },
      { status: 400, headers },
    );
  }
  const submission = parseWithZod(formData, { schema: SETTINGS_SCHEMAS[intent] });
  if (submission.status !== "success") {
    return data(
      { section: intent, result: submission.reply(), message: null },
      { status: 400, headers },
    );
  }
  const saved = await saveSettings(db, actor, intent, submission.value);
  return redirectWithToast(
    "/admin/settings",
    {
      type: "success",
      title: saved.changed ? "Settings saved" : "Nothing changed",
      description: saved.changed
        ? `The ${SECTION_NAMES[intent]} are updated on every page.`
        : `The ${SECTION_NAMES[intent]} already held those values.`,
    },
    { headers },
  );
}

const FIELDS: Record<SettingsSection, typeof ProfileFields> = {
  profile: ProfileFields,
  hours: HoursFields,
  areas: AreasFields,
  rating: RatingFields,
  social: SocialFields,
  booking: BookingFields,
  targets: TargetsFields,
  money: MoneyFields,
};

const TITLES: Record<SettingsSection, { title: string; description: string }> = {
  profile: {
    title: "Business profile",
    description: "Shown in every page's footer, in e-mails and in the structured data.",
  },
  hours: {
    title: "Opening hours",
    description:
      "Shown in the footer, on the home, contact and booking pages, by the assistant and in the structured data; days with the same times together. Tick closed for a day off: no window is offered that day.",
  },
  areas: {
    title: "Service areas",
    description:
      "The towns in the footer and the structured data's areaServed, with their coordinates. Clear a row to remove a town.",
  },
  rating: {
    title: "Rating",
    description:
      "A rating kept elsewhere, shown on the home page and on /reviews only with its source's name and a link there. The site's own rating, and the structured data's, is computed from the approved reviews.",
  },
  social: {
    title: "Social links",
    description: "The business's pages elsewhere (the structured data's sameAs).",
  },
  booking: {
    title: "Booking rules",
    description:
      "The booking form, the free windows and capacity follow these at once. Windows stay inside each day's opening hours: the first starts at the later of the day's opening and “First window starts”, the last ends by the earlier of its closing and “Last window ends by”.",
  },
  targets: {
    title: "Organisation response targets",
    description:
      "What a new organisation starts with; each organisation keeps its own on its page.",
  },
  money: {
    title: "Money settings",
    description:
      "VAT, payment terms, how long a quote stays open, the deposit asked when a quote is accepted, and the bank details on invoices.",
  },
};

export default function SettingsPage() {
  const { forms, history, windowsOffered } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <h1 className="text-3xl font-extrabold text-slate-900">Settings</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        What the public pages, the booking form and the office read. A change shows at once here and
        within seconds on every server. Prices are on the{" "}
        <Link to="/admin/settings/prices">Price list</Link> page.
      </p>
      <nav aria-label="Sections" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-2 text-sm font-semibold">
          {SETTINGS_SECTIONS.map((section) => (
            <li key={section}>
              <a href={`#${section}-heading`}>{TITLES[section].title}</a>
            </li>
          ))}
          <li>
            <Link to="/admin/settings/prices">Price list</Link>
          </li>
          <li>
            <a href="#history-heading">History</a>
          </li>
        </ul>
      </nav>
      {SETTINGS_SECTIONS.map((section) => {
        const Fields = FIELDS[section];
        return (
          <SettingsForm
            key={section}
            id={section}
            title={TITLES[section].title}
            description={
              section === "booking"
                ? `${TITLES.booking.description} Windows offered now: ${windowsOffered}.`
                : TITLES[section].description
            }
            defaultValue={forms[section] ?? {}}
            lastResult={answer?.section === section ? answer.result : null}
          >
            {(field) => <Fields field={field} />}
          </SettingsForm>
        );
      })}
      {answer?.section === "undo" && answer.message ? (
        <p role="alert" className="mt-8 rounded-lg border-l-4 border-red-700 bg-red-50 p-4">
          {answer.message}
        </p>
      ) : null}
      <ChangeHistory
        entries={history}
        heading="History"
        renderAction={(entry) => (
          <Form method="post" className="mt-2">
            <input type="hidden" name="intent" value="undo" />
            <input type="hidden" name="changeId" value={entry.id} />
            <SubmitButton intent="undo" pendingLabel="Undoing…" className="btn-secondary">
              Undo
              <span className="sr-only">
                : {entry.action}, {entry.atLabel}
              </span>
            </SubmitButton>
          </Form>
        )}
      />
    </div>
  );
}
