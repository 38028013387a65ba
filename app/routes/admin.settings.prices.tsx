import type { SubmissionResult } from "~/lib/submission-result";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { ChangeHistory } from "~/components/admin/change-history";
import { PriceItemForm, priceItemAnchor } from "~/components/admin/price-item-form";
import { FormError } from "~/components/ui/form-messages";
import { describePrice } from "~/lib/money";
import { useBusiness } from "~/lib/use-business";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { refused, refusalInit } from "~/.server/http/refusal.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import { notFound } from "~/.server/http/not-found.server";
import { savePriceItem, undoPriceChange } from "~/.server/prices/price-edits.server";
import { listPriceHistory, type PriceHistoryEntry } from "~/.server/prices/price-history.server";
import { itemsByCategory, readPriceList } from "~/.server/prices/price-list.server";
import {
  parseWithZod,
  savePriceSchema,
  undoPriceChangeSchema,
} from "~/lib/schemas/validation.server";

const PAGE = "/admin/settings/prices";

export const meta: MetaFunction = () => [
  { title: "Price list | Settings | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const [list, history] = await Promise.all([readPriceList(db), listPriceHistory(db)]);
  return data({ groups: itemsByCategory(list), history }, { headers });
}

type PriceFormAnswer =
  | { form: "save"; key: string | null; result: SubmissionResult<string[]> }
  | { form: "undo"; changeId: string | null; message: string }
  | { form: "unknown"; message: string };

const UNKNOWN_FORM = "This form was not recognised. Please use the forms on the page.";

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, {
    schema: [savePriceSchema, undoPriceChangeSchema],
    fields: ["intent"],
  });
  const actor = { id: account.user.id, role: "admin" as const };
  const intent = formData.get("intent");

  if (intent === "undo") {
    const submission = parseWithZod(formData, { schema: undoPriceChangeSchema });
    const changeId = formData.get("changeId");
    if (submission.status !== "success") {
      const answer: PriceFormAnswer = {
        form: "undo",
        changeId: typeof changeId === "string" ? changeId : null,
        message: "This change could not be found in the history.",
      };
      return data(answer, { status: 400, headers });
    }
    const { db } = context.services;
    const undone = await undoPriceChange(db, actor, submission.value.changeId);
    if (!undone.ok && undone.reason === "not-found") notFound();
    if (!undone.ok) {
      const answer: PriceFormAnswer = {
        form: "undo",
        changeId: submission.value.changeId,
        message: undone.message,
      };
      return data(answer, refusalInit(refused(undone.message), headers));
    }
    return redirectWithToast(
      PAGE,
      {
        type: "success",
        title: "Change undone",
        description: undone.changed
          ? `“${undone.label}” is back as it was; every page shows it now.`
          : `“${undone.label}” already was as before that change.`,
      },
      { headers },
    );
  }

  if (intent !== "save") {
    const answer: PriceFormAnswer = { form: "unknown", message: UNKNOWN_FORM };
    return data(answer, { status: 400, headers });
  }
  const submission = parseWithZod(formData, { schema: savePriceSchema });
  if (submission.status !== "success") {
    const key = formData.get("key");
    const answer: PriceFormAnswer = {
      form: "save",
      key: typeof key === "string" ? key : null,
      result: submission.reply(),
    };
    return data(answer, { status: 400, headers });
  }
  const { db } = context.services;
  const { key, ...fields } = submission.value;
  const saved = await savePriceItem(db, actor, key, fields);
  if (!saved.ok) notFound();
  return redirectWithToast(
    `${PAGE}#${priceItemAnchor(key)}`,
    {
      type: "success",
      title: saved.changed ? "Price saved" : "Nothing to save",
      description: saved.changed
        ? `“${saved.label}” is now ${describePrice({ pricePence: fields.price, basis: fields.basis })} on /prices, the service pages and the booking form.`
        : `“${saved.label}” already had these values.`,
    },
    { headers },
  );
}

function UndoForm({
  entry,
  answer,
}: {
  entry: PriceHistoryEntry;
  answer: PriceFormAnswer | undefined;
}) {
  const refusal = answer?.form === "undo" && answer.changeId === entry.id ? answer.message : null;
  return (
    <div className="mt-2 space-y-2">
      <FormError title="Not undone" message={refusal} />
      {entry.undoable ? (
        <Form method="post">
          <input type="hidden" name="intent" value="undo" />
          <input type="hidden" name="changeId" value={entry.id} />
          <button type="submit" className="btn-secondary min-h-11">
            Undo <span className="sr-only">“{entry.action}”</span>
          </button>
        </Form>
      ) : (
        <p className="text-sm text-slate-700">
          Changed again later: undo the later change of this item first.
        </p>
      )}
    </div>
  );
}

export default function AdminPricesPage() {
  const { groups, history } = useLoaderData<typeof loader>();
  const { vatRegistered } = useBusiness();
  const answer = useActionData<typeof action>();
  const byId = new Map(history.map((entry) => [entry.id, entry]));
  return (
    <div className="container-page py-8">
      <p>
        <Link to="/admin/settings">← Settings</Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">Price list</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Every price the public pages show{vatRegistered ? ", VAT included" : ""}. A saved price
        shows at once on /prices, the service pages, the booking form and in search results&rsquo;
        structured data; the business&rsquo;s price range follows the cheapest and dearest items.
      </p>
      {answer?.form === "unknown" ? (
        <div className="mt-4">
          <FormError title="Not saved" message={answer.message} />
        </div>
      ) : null}
      <nav aria-label="Categories" className="mt-4">
        <ul className="flex flex-wrap gap-x-4 gap-y-1">
          {groups.map((group) => (
            <li key={group.category}>
              <a href={`#category-${group.category}`} className="inline-block py-2">
                {group.heading}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section
          key={group.category}
          id={`category-${group.category}`}
          aria-labelledby={`category-${group.category}-heading`}
          className="mt-8"
        >
          <h2
            id={`category-${group.category}-heading`}
            className="text-2xl font-bold text-slate-900"
          >
            {group.heading}
          </h2>
          <ul className="mt-3 space-y-4">
            {group.items.map((item) => (
              <PriceItemForm
                // Remounted when the stored values change (an undo), so the fields show them.
                key={[item.key, item.label, item.pricePence, item.basis, item.note].join("\u0000")}
                item={item}
                vatIncluded={vatRegistered}
                lastResult={
                  answer?.form === "save" && answer.key === item.key ? answer.result : undefined
                }
              />
            ))}
          </ul>
        </section>
      ))}
      <ChangeHistory
        entries={history}
        heading="Price changes"
        renderAction={(entry) => {
          const priceEntry = byId.get(entry.id);
          return priceEntry ? <UndoForm entry={priceEntry} answer={answer} /> : null;
        }}
      />
    </div>
  );
}
