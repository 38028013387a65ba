import { useEffect, useRef } from "react";
import { useRevalidator } from "@remix-run/react";
import { useEventSource } from "remix-utils/sse/react";

/**
 * Whether the page should fetch its data again: the stream reports a version the page does
 * not show and has not already asked for (so a failed reload does not loop).
 */
export function needsRevalidation(
  streamed: string | null,
  shown: string,
  alreadyRequested: string | null,
): boolean {
  return streamed !== null && streamed !== shown && streamed !== alreadyRequested;
}

/**
 * Subscribes to /track/{token}/events and reloads the page's data when the job changes.
 * The stream announces only a version; the data itself comes through the loader, so the
 * page shows exactly what a fresh visit would.
 */
export function useLiveJobUpdates(token: string, shownVersion: string, enabled: boolean): void {
  const streamed = useEventSource(`/track/${encodeURIComponent(token)}/events`, {
    event: "job",
    enabled,
  });
  const revalidator = useRevalidator();
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (revalidator.state !== "idle") return;
    if (!needsRevalidation(streamed, shownVersion, requested.current)) return;
    requested.current = streamed;
    revalidator.revalidate();
  }, [streamed, shownVersion, revalidator]);
}
