import type { FormEvent } from "react";
import { deleteQueueDatabase } from "~/lib/offline/queue-database";

/**
 * Clears what the site stored on this device. The server answers with Clear-Site-Data and
 * drops the session cookie; with JavaScript we also empty storage and caches right away.
 */
export function ResetAppButton() {
  async function clearLocalData(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    try {
      localStorage.clear();
      sessionStorage.clear();
      if ("caches" in window) {
        await Promise.all((await caches.keys()).map((key) => caches.delete(key)));
      }
      if ("indexedDB" in window) await deleteQueueDatabase();
      if ("serviceWorker" in navigator) {
        await Promise.all(
          (await navigator.serviceWorker.getRegistrations()).map((r) => r.unregister()),
        );
      }
    } finally {
      form.submit();
    }
  }
  return (
    <form method="post" action="/reset-app" onSubmit={clearLocalData}>
      <button type="submit" className="btn-secondary min-h-12">
        Reset app on this device
      </button>
    </form>
  );
}
