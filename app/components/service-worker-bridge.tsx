import { useEffect } from "react";

/** Used once the page is up: every page's first load need not carry it (decision 0092). */
const loadThisPhone = () => import("~/lib/offline/this-phone");

/**
 * Registers the service worker and tells it who is signed in (null: nobody), so an engineer's
 * saved day is never shown to another account. Offline the page may be an old copy: it says
 * nothing then.
 */
export function ServiceWorkerBridge({ accountId }: { accountId: string | null }) {
  useEffect(() => {
    void loadThisPhone()
      .then((phone) => phone.registerServiceWorker())
      .catch(() => undefined);
  }, []);
  useEffect(() => {
    if (!navigator.onLine) return;
    void loadThisPhone()
      .then((phone) => phone.tellWorker({ type: "account", accountId }))
      .catch(() => undefined);
  }, [accountId]);
  return null;
}
