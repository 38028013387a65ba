import { describe, expect, it } from "vitest";
import { combineHeaders } from "./headers.server";

describe("combineHeaders", () => {
  it("keeps every Set-Cookie from every source, in order", () => {
    const first = new Headers();
    first.append("Set-Cookie", "a=1; Path=/");
    first.append("Set-Cookie", "b=2; Path=/; HttpOnly");
    const second = new Headers();
    second.append("Set-Cookie", "c=3; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT");
    const combined = combineHeaders(first, second, [["Set-Cookie", "d=4"]], {
      "Set-Cookie": "e=5",
    });
    expect(combined.getSetCookie()).toEqual([
      "a=1; Path=/",
      "b=2; Path=/; HttpOnly",
      "c=3; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT",
      "d=4",
      "e=5",
    ]);
  });

  it("keeps two cookies of the same name (a clear and a set are both meaningful)", () => {
    const combined = combineHeaders(
      { "Set-Cookie": "session=; Max-Age=0" },
      { "Set-Cookie": "session=new" },
    );
    expect(combined.getSetCookie()).toEqual(["session=; Max-Age=0", "session=new"]);
  });

  it("lets later sources replace other headers", () => {
    const combined = combineHeaders(
      { "Cache-Control": "public, max-age=60", "X-One": "1" },
      new Headers({ "cache-control": "no-store" }),
    );
    expect(combined.get("Cache-Control")).toBe("no-store");
    expect(combined.get("X-One")).toBe("1");
  });

  it("skips null and undefined sources", () => {
    const combined = combineHeaders(null, { Location: "/dashboard" }, undefined);
    expect(combined.get("Location")).toBe("/dashboard");
    expect([...combined.keys()]).toEqual(["location"]);
  });

  it("returns empty headers for no sources", () => {
    expect([...combineHeaders().entries()]).toEqual([]);
    expect(combineHeaders(null, undefined).getSetCookie()).toEqual([]);
  });

  it("does not change the sources", () => {
    const source = new Headers({ "Set-Cookie": "a=1", "X-Test": "yes" });
    const combined = combineHeaders(source, { "X-Test": "no", "Set-Cookie": "b=2" });
    expect(combined.getSetCookie()).toEqual(["a=1", "b=2"]);
    expect(source.getSetCookie()).toEqual(["a=1"]);
    expect(source.get("X-Test")).toBe("yes");
  });
});
