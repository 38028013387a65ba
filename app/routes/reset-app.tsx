import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { forgetSession } from "~/.server/auth/session.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";
import { redirectWithToast } from "~/.server/http/toast.server";

export async function loader() {
  return redirect("/");
}

/** Drops the session cookie and asks the browser to clear this site's caches and storage. */
export async function action({ request, context }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  const headers = await forgetSession(context.services, request);
  headers.set("Clear-Site-Data", '"cache", "storage"');
  return redirectWithToast(
    "/",
    {
      type: "info",
      title: "App reset",
      description: "Everything this site stored on this device has been cleared.",
    },
    { headers },
  );
}
