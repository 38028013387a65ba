import { useFetchers, useNavigation, useRevalidator } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { useEventSource } from "remix-utils/sse/react";
import { needsRevalidation } from "./tracking/live-job-updates";

/**
 * Subscribes to a stream of versions (server-sent events named `event` at `url`) and reloads
 * the page's data when one differs from the version the page shows. The stream announces only
 * a version; the data comes through the loaders, so the page shows what a fresh visit would.
 * While the page's own post or navigation is on its way it waits: that brings fresh data (and
 * its toast) itself, and a reload racing it could answer first and lose the toast.
 */
export function useLiveVersion(
  url: string,
  event: string,
  shownVersion: string,
  enabled = true,
): void {
  const streamed = useEventSource(url, { event, enabled });
  const revalidator = useRevalidator();
  const navigation = useNavigation();
  const fetchers = useFetchers();
  const busy = navigation.state !== "idle" || fetchers.length > 0;
  const requested = useRef<string | null>(null);
  useEffect(() => {
    if (busy || revalidator.state !== "idle") return;
    if (!needsRevalidation(streamed, shownVersion, requested.current)) return;
    requested.current = streamed;
    revalidator.revalidate();
  }, [busy, streamed, shownVersion, revalidator]);
}
