import { redirectWithToast } from "../http/toast.server";
import { clearStoredToken } from "./cookie.server";

/** Drops the session cookie and asks the browser to clear this site's caches and storage. */
export async function resetApp() {
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
