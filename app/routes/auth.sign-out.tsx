import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/.server/auth/auth.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  return signOut(request);
}
