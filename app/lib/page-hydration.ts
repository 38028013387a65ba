import { useMatches } from "@remix-run/react";

/**
 * The handle of a page that is for reading only: shared caching (signed-out renders) and no
 * JavaScript (decision 0050). Its links, the mobile menu and the toasts work without scripts.
 */
export const READING_PAGE_HANDLE = { cache: "public", hydrate: false } as const;

function hydrateFlagOf(handle: unknown): boolean | null {
  if (typeof handle !== "object" || handle === null || !("hydrate" in handle)) return null;
  return typeof handle.hydrate === "boolean" ? handle.hydrate : null;
}

/**
 * Whether this page loads the app's JavaScript. The deepest route that says decides, and a
 * route that says nothing hydrates, so only the pages marked for reading go without. A
 * signed-in visitor always hydrates: signing out must run on the phone (unsent updates are
 * asked about, the saved day is forgotten) and the service worker must be told who is here.
 */
export function usePageHydrates(signedIn: boolean): boolean {
  const matches = useMatches();
  if (signedIn) return true;
  for (const match of [...matches].reverse()) {
    const flag = hydrateFlagOf(match.handle);
    if (flag !== null) return flag;
  }
  return true;
}
