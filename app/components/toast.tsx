import { useLocation } from "@remix-run/react";
import { useEffect, useState } from "react";

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

/** Server-rendered, so it shows with JavaScript off; with JavaScript it can be dismissed. */
export function Toast({ toast }: { toast: ToastMessage }) {
  const [open, setOpen] = useState(true);
  useEffect(() => setOpen(true), [toast]);
  if (!open) return null;
  return (
    <div
      className={`pointer-events-auto flex items-start gap-3 rounded-lg border-l-4 p-4 shadow-lg ${STYLES[toast.type]}`}
    >
      <div className="flex-1">
        <p className="font-semibold">{toast.title}</p>
        <p className="mt-1 text-sm">{toast.description}</p>
      </div>
      <button
        type="button"
        onClick={() => setOpen(false)}
        className="rounded px-2 text-lg leading-none"
        aria-label={`Dismiss: ${toast.title}`}
      >
        ×
      </button>
    </div>
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
