import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link, useActionData } from "@remix-run/react";
import { ProjectForm } from "~/components/admin-portfolio/project-form";
import { requireRole } from "~/.server/http/guards.server";
import { readForm } from "~/.server/http/form.server";
import { routeHeaders } from "~/.server/http/route-headers.server";
import {
  UNKNOWN_PORTFOLIO_FORM,
  answerNewProject,
} from "~/routes/admin.portfolio.form-answers.server";
import { storage } from "~/.server/storage/storage.server";
import { projectFieldsSchema } from "~/lib/schemas/validation.server";

export const meta: MetaFunction = () => [
  { title: "New project | Portfolio | Admin | We Fix Coventry" },
  { name: "robots", content: "noindex" },
];

export const headers = routeHeaders;

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  return data(null, { headers });
}

export async function action({ request, context }: ActionFunctionArgs) {
  const { account, headers } = await requireRole(context.services, request, ["admin"]);
  const { formData } = await readForm(request, { schema: projectFieldsSchema, fields: ["intent"] });
  if (formData.get("intent") !== "create") {
    throw data({ message: UNKNOWN_PORTFOLIO_FORM }, { status: 400, headers });
  }
  const { db } = context.services;
  return answerNewProject(db, formData, {
    actor: { id: account.user.id, role: "admin" },
    headers,
    fileStorage: storage(),
  });
}

export default function NewPortfolioProjectPage() {
  const reply = useActionData<typeof action>();
  return (
    <div className="container-page py-8">
      <p>
        <Link to="/admin/portfolio">← Portfolio</Link>
      </p>
      <h1 className="mt-2 text-3xl font-extrabold text-slate-900">New project</h1>
      <p className="mt-2 max-w-2xl text-slate-700">
        Save it first; then add its before and after photos on the project&rsquo;s page.
      </p>
      <ProjectForm
        intent="create"
        defaultValue={null}
        lastResult={reply?.result}
        submitLabel="Save the project"
      />
    </div>
  );
}
