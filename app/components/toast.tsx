import { useLocation } from "@remix-run/react";
import { useEffect, useId, useRef, useState } from "react";

interface ToastMessage {
  type: "success" | "error" | "info";
  title: string;
  description: string;
}

const STYLES: Record<ToastMessage["type"], string> = {
  success: "border-green-700 bg-green-50 text-green-950",
  error: "border-red-700 bg-red-50 text-red-950",
  info: "border-brand-700 bg-brand-50 text-brand-900",
};

/**
 * Server-rendered, so it shows with JavaScript off. It is an open non-modal `<dialog>` so
 * that its close button, a `method="dialog"` form, closes it with no script at all; with
 * JavaScript the button closes it through state instead, so a repeat of the same toast shows.
 */
export function Toast({ toast }: { toast: ToastMessage }) {
  const [open, setOpen] = useState(true);
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => setOpen(true), [toast]);
  useEffect(() => {
    // Closed by the browser before the app took over (a tap while the page was loading).
    if (dialog.current && !dialog.current.open) setOpen(false);
  }, []);
  if (!open) return null;
  return (
    <dialog
      ref={dialog}
      open
      onClose={() => setOpen(false)}
      aria-labelledby={titleId}
      className={`pointer-events-auto static m-0 w-full max-w-none rounded-lg border-0 border-l-4 p-4 shadow-lg ${STYLES[toast.type]}`}
    >
      {/* The layout sits inside: a display on the dialog itself would keep it shown when closed. */}
      <div className="flex items-start gap-3">
        <div className="flex-1">
          <p id={titleId} className="font-semibold">
            {toast.title}
          </p>
          <p className="mt-1 text-sm">{toast.description}</p>
        </div>
        <form method="dialog">
          <button
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              setOpen(false);
            }}
            className="rounded px-2 text-lg leading-none"
            aria-label={`Dismiss: ${toast.title}`}
          >
            ×
          </button>
        </form>
      </div>
    </dialog>
  );
}

export function ToastRegion({ toasts }: { toasts: ToastMessage[] }) {
  return (
    <div
      role="status"
      aria-live="polite"
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-2 z-50 mx-auto flex max-w-md flex-col gap-2 px-4"
    >
      {toasts.map((toast) => (
        <Toast key={`${toast.title}:${toast.description}`} toast={toast} />
      ))}
    </div>
  );
}

/**
 * The toast to show: the one the page's data carries, kept while the same page reloads its
 * data without one (the dispatch board and the tracking page reload when their stream says
 * something changed, and the flash was read by the load before), and dropped on moving on.
 */
export function useShownToast(toast: ToastMessage | null): ToastMessage | null {
  const { key } = useLocation();
  const [shown, setShown] = useState({ toast, key });
  if (toast && toast !== shown.toast) {
    setShown({ toast, key });
  } else if (!toast && shown.toast && key !== shown.key) {
    setShown({ toast: null, key });
  }
  return toast ?? (key === shown.key ? shown.toast : null);
}
