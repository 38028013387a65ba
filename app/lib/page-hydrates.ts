import { useMatches } from "@remix-run/react";
import { useSyncExternalStore } from "react";

// Only the root asks whether a page hydrates; kept apart from the reading pages' handle
// (page-hydration.ts), this code joins the root's own file instead of a chunk of its own.

function hydrateFlagOf(handle: unknown): boolean | null {
  if (typeof handle !== "object" || handle === null || !("hydrate" in handle)) return null;
  return typeof handle.hydrate === "boolean" ? handle.hydrate : null;
}

/**
 * Whether a page loads the app's JavaScript, from its routes' handles (root first). The
 * deepest route that says decides, and a route that says nothing hydrates, so only the pages
 * marked for reading go without. `always` is for a signed-in visitor, whose every page
 * hydrates: signing out must run on the phone (unsent updates are asked about, the saved day
 * is forgotten) and the service worker must be told who is here; and for HYDRATE_EVERY_PAGE.
 */
export function pageHydrates(handles: readonly unknown[], always: boolean): boolean {
  if (always) return true;
  for (const handle of [...handles].reverse()) {
    const flag = hydrateFlagOf(handle);
    if (flag !== null) return flag;
  }
  return true;
}

export function usePageHydrates(always: boolean): boolean {
  return pageHydrates(
    useMatches().map((match) => match.handle),
    always,
  );
}

function subscribeToNothing() {
  return () => {};
}

/** False on the server and in the first render in the browser, true once the app runs. */
export function useAppRunning(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
