import { createCookieSessionStorage, redirect } from "@remix-run/node";
import { z } from "zod";
import { OFFLINE_SAVE_HEADER } from "~/lib/offline/worker-protocol";
import { env } from "../env.server";
import { combineHeaders } from "./headers.server";

const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]).default("info"),
  title: z.string(),
  description: z.string(),
});
export type Toast = z.infer<typeof toastSchema>;
export type ToastInput = z.input<typeof toastSchema>;

const TOAST_KEY = "toast";

let storage:
  | ReturnType<typeof createCookieSessionStorage<Record<string, never>, { toast: Toast }>>
  | undefined;
function toastStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { toast: Toast }>({
    cookie: {
      name: "wfc_toast",
      sameSite: "lax",
      path: "/",
      httpOnly: true,
      secrets: [env().sessionSecret],
      secure: env().https,
    },
  });
  return storage;
}

export async function toastHeaders(toast: ToastInput): Promise<Headers> {
  const session = await toastStorage().getSession();
  session.flash(TOAST_KEY, toastSchema.parse(toast));
  return new Headers({ "Set-Cookie": await toastStorage().commitSession(session) });
}

export async function redirectWithToast(url: string, toast: ToastInput, init?: ResponseInit) {
  return redirect(url, {
    ...init,
    headers: combineHeaders(init?.headers, await toastHeaders(toast)),
  });
}

function isPrefetch(request: Request): boolean {
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return purpose.split(";")[0]?.trim() === "prefetch";
}

/** Reads and consumes the flash toast; the returned header clears it. */
export async function readToast(
  request: Request,
): Promise<{ toast: Toast | null; headers: Headers | null }> {
  // The service worker saving the engineer's day in the background (decision 0049) and the
  // browser prefetching a link a visitor may never open (decision 0050) must not take the
  // toast the page is about to show.
  if (request.headers.has(OFFLINE_SAVE_HEADER) || isPrefetch(request)) {
    return { toast: null, headers: null };
  }
  const session = await toastStorage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(TOAST_KEY));
  if (!parsed.success) return { toast: null, headers: null };
  return {
    toast: parsed.data,
    headers: new Headers({ "Set-Cookie": await toastStorage().destroySession(session) }),
  };
}
