import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { signOut } from "~/.server/auth/auth.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";
import { redirectWithToast } from "~/.server/http/toast.server";

export async function loader() {
  return redirect("/dashboard");
}

export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  const signedOut = await signOut(context.services, request);
  if (!signedOut.ok) {
    return redirectWithToast("/dashboard", {
      type: "error",
      title: "Sign out failed",
      description: signedOut.message,
    });
  }
  return redirectWithToast(
    "/",
    { type: "success", title: "Signed out", description: "You have been signed out." },
    { headers: signedOut.headers },
  );
}
