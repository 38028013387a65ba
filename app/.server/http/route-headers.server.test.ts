import { describe, expect, it } from "vitest";
import { routeHeaders } from "./route-headers.server";

describe("routeHeaders", () => {
  it("passes an action's Retry-After and the loader's headers on, later sources winning", () => {
    const headers = new Headers(
      routeHeaders({
        parentHeaders: new Headers({ "X-From": "parent", Vary: "Cookie" }),
        loaderHeaders: new Headers({ "X-From": "loader", "Cache-Control": "private, no-store" }),
        actionHeaders: new Headers({ "X-From": "action", "Retry-After": "120" }),
        errorHeaders: undefined,
      }),
    );
    expect(headers.get("Retry-After")).toBe("120");
    expect(headers.get("Cache-Control")).toBe("private, no-store");
    expect(headers.get("Vary")).toBe("Cookie");
    expect(headers.get("X-From")).toBe("action");
  });

  it("leaves cookies, the body's type and length and redirects to Remix", () => {
    const headers = new Headers(
      routeHeaders({
        parentHeaders: new Headers(),
        loaderHeaders: new Headers({ "Content-Type": "application/json", "Content-Length": "9" }),
        actionHeaders: new Headers({ "Set-Cookie": "a=1", Location: "/elsewhere" }),
        errorHeaders: new Headers({ "Retry-After": "60" }),
      }),
    );
    expect([...headers.keys()]).toEqual(["retry-after"]);
  });
});
