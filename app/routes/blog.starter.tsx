import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import { ContentHtml } from "~/components/content-html";
import { FormError } from "~/components/ui/form-messages";
import { loadAdminNavCounts } from "~/.server/admin/nav.server";
import { requireRole } from "~/.server/http/guards.server";
import {
  loadStarterLibrary,
  makeDraftFromStarter,
  type StarterDraft,
} from "~/.server/blog/starters.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import {
  parseWithZod,
  makeStarterDraftSchema,
  UNKNOWN_STARTER_MESSAGE,
} from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "Starter articles | Blog | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const { db } = context.services;
  const [counts, themes] = await Promise.all([loadAdminNavCounts(db), loadStarterLibrary(db)]);
  return data({ counts, themes }, { headers });
}

interface Refused {
  starter: string | null;
  message: string;
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: makeStarterDraftSchema });
  const submission = parseWithZod(formData, { schema: makeStarterDraftSchema });
  if (submission.status !== "success") {
    const answer: Refused = { starter: null, message: UNKNOWN_STARTER_MESSAGE };
    return data(answer, { status: 400, headers });
  }
  const { db } = context.services;
  const made = await makeDraftFromStarter(
    db,
    { id: account.user.id, role: "admin" },
    submission.value.starter,
  );
  if (!made.ok) {
    const answer: Refused = { starter: submission.value.starter, message: made.message };
    return data(answer, { status: 400, headers });
  }
  return redirectWithToast(
    `/blog/admin/${made.postId}`,
    {
      type: "success",
      title: "Draft made",
      description: `Saved as a draft at /blog/${made.slug}. Make it your own, run the checks and publish when it is ready.`,
    },
    { headers },
  );
}

/**
 * The read-through's headings are two levels down (see loadStarterLibrary); the site's prose
 * styles only h2 and h3, so h4 and h5 get the look the post page gives h2 and h3.
 */
const READ_THROUGH_CLASSES =
  "mt-3 max-w-3xl border-l-4 border-slate-200 pl-4 [&_h4]:mt-8 [&_h4]:text-xl [&_h4]:font-bold [&_h4]:text-slate-900 [&_h5]:mt-6 [&_h5]:text-lg [&_h5]:font-semibold [&_h5]:text-slate-900";

function MakeDraftButton({ starter, again }: { starter: string; again: boolean }) {
  const navigation = useNavigation();
  const pending =
    navigation.state === "submitting" && navigation.formData?.get("starter") === starter;
  return (
    <Form method="post">
      <input type="hidden" name="starter" value={starter} />
      <button
        type="submit"
        className={again ? "btn-secondary" : "btn-primary"}
        disabled={pending}
        aria-disabled={pending}
      >
        {pending ? "Making the draft…" : again ? "Make another draft" : "Make a draft"}
      </button>
    </Form>
  );
}

function DraftsMade({ drafts }: { drafts: StarterDraft[] }) {
  if (drafts.length === 0) return null;
  return (
    <ul className="space-y-1 text-sm">
      {drafts.map((draft) => (
        <li key={draft.postId}>
          <span className="font-medium text-emerald-800">Draft made</span> —{" "}
          <Link to={`/blog/admin/${draft.postId}`} className="link">
            open it
            <span className="sr-only"> ({draft.slug})</span>
          </Link>{" "}
          <span className="break-all text-slate-600">/blog/{draft.slug}</span>
        </li>
      ))}
    </ul>
  );
}

export default function BlogStarterPage() {
  const { counts, themes } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const knownStarter =
    answer?.starter !== null &&
    themes.some((theme) => theme.articles.some((article) => article.slug === answer?.starter));

  return (
    <>
      <AdminNav counts={counts} />
      <div className="container-page py-8">
        <h1 className="text-2xl font-bold text-slate-900 sm:text-3xl">Starter articles</h1>
        <p className="mt-2 max-w-prose text-slate-700">
          Ready-written articles about our work and our towns. Read one through, then make a draft
          of it: the draft opens in the <Link to="/blog/admin">blog editor</Link>, where you can
          make it your own, run the checks and publish it.
        </p>
        {answer && !knownStarter ? (
          <div className="mt-4">
            <FormError title="No draft made" message={answer.message} />
          </div>
        ) : null}

        {themes.map((theme) => (
          <section key={theme.id} aria-labelledby={`theme-${theme.id}`} className="mt-10">
            <h2 id={`theme-${theme.id}`} className="text-xl font-semibold text-slate-900">
              {theme.label}
            </h2>
            <ul className="mt-4 space-y-4">
              {theme.articles.map((article) => (
                <li
                  key={article.slug}
                  className="rounded-lg border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
                >
                  <article aria-labelledby={`starter-${article.slug}`}>
                    <h3
                      id={`starter-${article.slug}`}
                      className="text-lg font-semibold text-slate-900"
                    >
                      {article.title}
                    </h3>
                    <p className="mt-1 text-slate-700">{article.description}</p>
                    <p className="mt-2 text-sm text-slate-600">
                      {article.wordCount} words · Tags: {article.tags.join(", ")} · Slug:{" "}
                      <span className="break-all">{article.slug}</span>
                    </p>
                    {answer?.starter === article.slug ? (
                      <div className="mt-3">
                        <FormError title="No draft made" message={answer.message} />
                      </div>
                    ) : null}
                    <details className="mt-3">
                      <summary className="cursor-pointer font-medium text-brand-700">
                        Read it through
                        <span className="sr-only">: {article.title}</span>
                      </summary>
                      <ContentHtml html={article.html} className={READ_THROUGH_CLASSES} />
                    </details>
                    <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
                      <MakeDraftButton starter={article.slug} again={article.drafts.length > 0} />
                      <DraftsMade drafts={article.drafts} />
                    </div>
                  </article>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
