import type { LoaderFunctionArgs } from "@remix-run/node";
import { requireRole } from "~/.server/http/guards.server";
import { parseBoardDay, readBoardVersion } from "~/.server/dispatch/board.server";
import { versionEvents } from "~/.server/tracking/live.server";

/**
 * Server-sent events for the dispatch board of `?day=`: a "board" event with the day's version
 * on connecting and whenever it changes; the page then reloads its data. Admins only, like
 * the board. A bad day is plain text: EventSource gives up on any status but 200.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const day = parseBoardDay(new URL(request.url).searchParams.get("day"), new Date());
  if (!day) {
    const plain = new Headers(headers);
    plain.set("Content-Type", "text/plain; charset=utf-8");
    return new Response("Choose a day as YYYY-MM-DD.", { status: 400, headers: plain });
  }
  const { db } = context.services;
  return versionEvents(
    request.signal,
    "board",
    () => readBoardVersion(db, day, new Date()),
    headers,
  );
}
