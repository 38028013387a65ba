import type { ActionFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { clearStoredToken } from "~/.server/http/auth-cookie.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";
import { redirectWithToast } from "~/.server/http/toast.server";

export async function loader() {
  return redirect("/");
}

/** Drops the session cookie and asks the browser to clear this site's caches and storage. */
export async function action({ request }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  const headers = new Headers({ "Clear-Site-Data": '"cache", "storage"' });
  headers.append("Set-Cookie", await clearStoredToken());
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
