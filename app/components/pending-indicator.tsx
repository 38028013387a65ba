import { useNavigation } from "@remix-run/react";
import { useEffect, useState } from "react";

/** A thin bar while a page or a form is on its way; only after 150 ms, so fast loads do not flicker. */
export function PendingIndicator() {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle";
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    if (!busy) {
      setVisible(false);
      return;
    }
    const timer = setTimeout(() => setVisible(true), 150);
    return () => clearTimeout(timer);
  }, [busy]);
  return (
    <div aria-hidden={!visible} className="fixed inset-x-0 top-0 z-50 h-1">
      {visible ? (
        <>
          <div className="h-full w-full origin-left animate-pulse bg-accent-500" />
          <span className="sr-only" role="status">
            {navigation.state === "submitting" ? "Sending…" : "Loading…"}
          </span>
        </>
      ) : null}
    </div>
  );
}
