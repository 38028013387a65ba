import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { resetApp } from "~/.server/auth/reset-app.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";

export async function loader() {
  return redirect("/");
}

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  return resetApp();
}
