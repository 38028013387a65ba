import type { LoaderFunctionArgs } from "@remix-run/node";
import { freeWindowsFor } from "~/.server/jobs/availability.server";

/**
 * The windows of one day (and the next free ones when it is full), for the date pickers of
 * the booking and reschedule forms with JavaScript.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const { db } = context.services;
  const day = await freeWindowsFor(
    db,
    url.searchParams.get("date") ?? "",
    url.searchParams.get("emergency") === "1",
  );
  // A resource route answers with a Response of its own: it is fetched by the date pickers
  // and may be opened directly.
  const headers = { "Cache-Control": "no-store" };
  if (!day) return Response.json({ message: "Choose a date" }, { status: 400, headers });
  return Response.json(day, { headers });
}
