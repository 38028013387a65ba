import { beforeAll, describe, expect, it } from "vitest";
import { OFFLINE_SAVE_HEADER } from "~/lib/offline/worker-protocol";
import { readToast, toastHeaders } from "./toast.server";

beforeAll(() => {
  process.env.SESSION_SECRET ??= "toast-test-secret-0123456789";
});

async function cookieWithToast(): Promise<string> {
  const headers = await toastHeaders({
    type: "success",
    title: "Leave requested",
    description: "The office will approve or decline it.",
  });
  return (headers.get("Set-Cookie") ?? "").split(";")[0] ?? "";
}

describe("readToast", () => {
  it("gives the page its toast once, and clears the cookie", async () => {
    const cookie = await cookieWithToast();
    const read = await readToast(
      new Request("http://localhost/engineer", { headers: { Cookie: cookie } }),
    );
    expect(read.toast).toMatchObject({ type: "success", title: "Leave requested" });
    expect(read.headers?.get("Set-Cookie")).toContain("Expires=Thu, 01 Jan 1970");
  });

  it("leaves the toast for the page when the service worker saves the day in the background", async () => {
    const cookie = await cookieWithToast();
    const read = await readToast(
      new Request("http://localhost/engineer", {
        headers: { Cookie: cookie, [OFFLINE_SAVE_HEADER]: "1" },
      }),
    );
    expect(read).toEqual({ toast: null, headers: null });
  });

  it.each(["prefetch", "prefetch;prerender"])(
    "leaves the toast for the page when the browser prefetches a link (Sec-Purpose: %s)",
    async (purpose) => {
      const cookie = await cookieWithToast();
      const read = await readToast(
        new Request("http://localhost/services", {
          headers: { Cookie: cookie, "Sec-Purpose": purpose },
        }),
      );
      expect(read).toEqual({ toast: null, headers: null });
    },
  );
});
