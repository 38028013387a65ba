import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/.server/http/client-ip.server";
import { refusalInit } from "~/.server/http/refusal.server";
import { jobVersionEvents } from "~/.server/tracking/live.server";
import { visitTrackedJobId } from "~/.server/tracking/tracking.server";

/**
 * Server-sent events for /track/{token}: a "job" event whenever the job changes. Counted
 * against the same limit as the page. Misses and refusals are plain text: EventSource gives up
 * on any status but 200, and there is no page to show.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitTrackedJobId(db, params.token ?? "", { ip: clientAddress(request) });
  if (visit.ok) return jobVersionEvents(request.signal, db, visit.found);
  const plain = { "Content-Type": "text/plain; charset=utf-8" };
  if (visit.reason === "not-found")
    return new Response("Not found", { status: 404, headers: plain });
  return new Response(visit.message, refusalInit(visit, plain));
}
