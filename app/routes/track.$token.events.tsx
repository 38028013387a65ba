import type { LoaderFunctionArgs } from "@remix-run/node";
import { trackingEventStream } from "~/.server/tracking/live.server";

/** Server-sent events for /track/{token}: a "job" event whenever the job changes. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  return trackingEventStream(request, params.token ?? "");
}
