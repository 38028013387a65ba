import { describe, expect, it } from "vitest";
import { requestCookieJar } from "./supabase-cookies.server";

const flags = { httpOnly: true, sameSite: "lax", path: "/", secure: true } as const;
const keep = { ...flags, maxAge: 400 * 24 * 60 * 60 };
const drop = { ...flags, maxAge: 0 };

describe("requestCookieJar", () => {
  it("hands the server client the request's cookies, decoded", () => {
    const jar = requestCookieJar("wfc_token.0=base64-abc; wfc_toast=%7B%22a%22%3A1%7D; empty=");
    expect(jar.methods.getAll()).toEqual([
      { name: "wfc_token.0", value: "base64-abc" },
      { name: "wfc_toast", value: '{"a":1}' },
      { name: "empty", value: "" },
    ]);
    expect(requestCookieJar(null).methods.getAll()).toEqual([]);
  });

  it("writes each cookie as a Set-Cookie header with the flags it was given", async () => {
    const jar = requestCookieJar(null);
    await jar.methods.setAll([{ name: "wfc_token", value: "base64-xyz", options: keep }], {});
    expect(jar.setCookieHeaders().getSetCookie()).toEqual([
      "wfc_token=base64-xyz; Max-Age=34560000; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
  });

  it("lets later reads see what was written, and removals take the cookie away", async () => {
    const jar = requestCookieJar("wfc_token=base64-old; other=1");
    await jar.methods.setAll(
      [
        { name: "wfc_token", value: "", options: drop },
        { name: "wfc_token.0", value: "base64-new-", options: keep },
        { name: "wfc_token.1", value: "part", options: keep },
      ],
      {},
    );
    expect(jar.methods.getAll()).toEqual([
      { name: "other", value: "1" },
      { name: "wfc_token.0", value: "base64-new-" },
      { name: "wfc_token.1", value: "part" },
    ]);
  });

  it("sends a cookie written twice once, in its last state", async () => {
    const jar = requestCookieJar("wfc_token=base64-old");
    await jar.methods.setAll([{ name: "wfc_token", value: "base64-refreshed", options: keep }], {});
    await jar.methods.setAll([{ name: "wfc_token", value: "", options: drop }], {});
    expect(jar.setCookieHeaders().getSetCookie()).toEqual([
      "wfc_token=; Max-Age=0; Path=/; HttpOnly; Secure; SameSite=Lax",
    ]);
  });

  it("knows a session by its name or its chunks, and whether one was written", async () => {
    expect(requestCookieJar("wfc_token=a").holds("wfc_token")).toBe(true);
    expect(requestCookieJar("wfc_token.0=a; wfc_token.1=b").holds("wfc_token")).toBe(true);
    expect(requestCookieJar("wfc_token-code-verifier=a").holds("wfc_token")).toBe(false);
    expect(requestCookieJar("wfc_toast=a").holds("wfc_token")).toBe(false);

    const jar = requestCookieJar("wfc_token.0=a");
    await jar.methods.setAll([{ name: "wfc_token.0", value: "", options: drop }], {});
    expect(jar.holds("wfc_token")).toBe(false);
    expect(jar.wrote("wfc_token")).toBe(false);
    await jar.methods.setAll([{ name: "wfc_token", value: "base64-b", options: keep }], {});
    expect(jar.wrote("wfc_token")).toBe(true);
  });
});
