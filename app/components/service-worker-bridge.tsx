import { useEffect } from "react";
import { registerServiceWorker, tellWorker } from "~/lib/offline/this-phone";

/**
 * Registers the service worker and tells it who is signed in (null: nobody), so an engineer's
 * saved day is never shown to another account. Offline the page may be an old copy: it says
 * nothing then.
 */
export function ServiceWorkerBridge({ accountId }: { accountId: string | null }) {
  useEffect(() => {
    registerServiceWorker();
  }, []);
  useEffect(() => {
    if (!navigator.onLine) return;
    void tellWorker({ type: "account", accountId }).catch(() => undefined);
  }, [accountId]);
  return null;
}
