const RELOAD_FLAG = "wfc:chunk-reload";

/** A route module that failed to download (a deploy replaced it, or the signal dropped). */
export function isModuleLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : typeof error === "string" ? error : "";
  return /dynamically imported module|Importing a module script failed|error loading dynamically imported|Failed to fetch/i.test(
    message,
  );
}

/** Reloads the page, but only once per browser session, so a broken deploy cannot loop. */
export function reloadOncePerSession(): boolean {
  try {
    if (sessionStorage.getItem(RELOAD_FLAG)) return false;
    sessionStorage.setItem(RELOAD_FLAG, String(Date.now()));
  } catch {
    return false;
  }
  window.location.reload();
  return true;
}
