import type { LoaderFunctionArgs } from "@remix-run/node";
import { freeWindowsFor } from "~/.server/booking/windows.server";

/** The free arrival windows of one day, for the booking form's date picker with JavaScript. */
export async function loader({ request }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  return freeWindowsFor(
    url.searchParams.get("date") ?? "",
    url.searchParams.get("emergency") === "1",
  );
}
