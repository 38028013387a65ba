import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { REDACTED, TOKEN_PATH_PREFIXES, redactUrl, scrubText } from "./log-redaction.server";

const TOKEN = "q3Z9xK2mW7vR4tY8uP1sL6nB0cD5fG3hJ9kA2eQ7wE4";

describe("redactUrl", () => {
  it.each([
    [`/track/${TOKEN}`, `/track/${REDACTED}`],
    [`/track/${TOKEN}/events`, `/track/${REDACTED}/events`],
    [`/track/${TOKEN}/photos/42`, `/track/${REDACTED}/photos/42`],
    [`/quote/${TOKEN}`, `/quote/${REDACTED}`],
    [`/invoice/${TOKEN}`, `/invoice/${REDACTED}`],
    [`/invoice/${TOKEN}.pdf`, `/invoice/${REDACTED}.pdf`],
    [`/pay/invoice/${TOKEN}`, `/pay/invoice/${REDACTED}`],
    [`/pay/quote/${TOKEN}`, `/pay/quote/${REDACTED}`],
    [`/portal/${TOKEN}`, `/portal/${REDACTED}`],
    [`/portal/${TOKEN}/photos/7`, `/portal/${REDACTED}/photos/7`],
    [`/approval/${TOKEN}`, `/approval/${REDACTED}`],
    [`/org-invite/${TOKEN}`, `/org-invite/${REDACTED}`],
    [`/staff-invite/${TOKEN}`, `/staff-invite/${REDACTED}`],
    [`/review/${TOKEN}`, `/review/${REDACTED}`],
    // A short or mistyped token is still somebody's link.
    ["/track/abc", `/track/${REDACTED}`],
    // Single fetch asks for a page's data at {path}.data.
    [`/portal/${TOKEN}.data`, `/portal/${REDACTED}.data`],
  ])("hides the token of %s", (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it("keeps addresses without secrets as they are", () => {
    for (const url of [
      "/",
      "/services/plumbing/tap-repairs",
      "/admin/jobs/WFC-1234",
      "/portal/new-link",
      "/blog/emergency-plumbing-repairs-in-coventry-on-a-sunday-night",
      "/assets/entry.client-ABCD1234.js",
    ]) {
      expect(redactUrl(url)).toBe(url);
    }
  });

  it("hides every query value and keeps the names", () => {
    expect(redactUrl("/admin/clients?q=jane%40example.com&page=2")).toBe(
      `/admin/clients?q=${REDACTED}&page=${REDACTED}`,
    );
    expect(redactUrl(`/auth/reset-password?token_hash=${TOKEN}&type=recovery`)).toBe(
      `/auth/reset-password?token_hash=${REDACTED}&type=${REDACTED}`,
    );
    expect(redactUrl("/book?index")).toBe("/book?index");
  });

  it("hides a token-like segment under any address", () => {
    expect(redactUrl(`/some/new/page/${TOKEN}`)).toBe(`/some/new/page/${REDACTED}`);
  });
});

describe("scrubText", () => {
  it("hides e-mail addresses, phone numbers and postcodes", () => {
    const scrubbed = scrubText(
      "Booking for Jane.Doe+home@example.co.uk, 07400 123456 / +44 7400 123456 / (024) 7612 3456 at 14 Earlsdon Avenue, CV5 6AA",
    );
    expect(scrubbed).toBe(
      "Booking for [email], [phone] / [phone] / [phone] at 14 Earlsdon Avenue, [postcode]",
    );
  });

  it("hides link tokens in URLs and query values, whatever the host", () => {
    expect(
      scrubText(
        `Verification link: https://wefix.example/auth/verify?token_hash=${TOKEN}&type=email then https://wefix.example/track/${TOKEN}/events`,
      ),
    ).toBe(
      `Verification link: https://wefix.example/auth/verify?token_hash=${REDACTED}&type=${REDACTED} then https://wefix.example/track/${REDACTED}/events`,
    );
    expect(scrubText(`a token ${TOKEN} on its own`)).toBe(`a token ${REDACTED} on its own`);
  });

  it("leaves what operators need: times, durations, ids, stacks, constraint names", () => {
    const text = [
      "2026-11-27T17:45:00.123Z sweep took 1234 ms for 50 rows",
      'duplicate key value violates unique constraint "organisation_members_organisation_id_fkey"',
      "    at sendDueReminders (/srv/wefix/build/index.js:12345:17)",
      "job 3f2b9c1e-4d5a-4e6f-8a7b-9c0d1e2f3a4b, outbox 812, port 6432",
    ].join("\n");
    expect(scrubText(text)).toBe(text);
  });
});

describe("the token addresses", () => {
  it("cover every route that takes a $token", () => {
    const routes = fs.readdirSync(path.resolve("app/routes"));
    const tokenRoutes = routes.filter((file) => /(^|\.)\$token/.test(file));
    expect(tokenRoutes.length).toBeGreaterThan(5);
    for (const file of tokenRoutes) {
      const segments = file.replace(/\[\.\]/g, "").split(".");
      const before = segments.slice(
        0,
        segments.findIndex((s) => s.startsWith("$token")),
      );
      const prefix = `/${before.map((segment) => segment.replace(/_$/, "")).join("/")}/`;
      expect(TOKEN_PATH_PREFIXES, file).toContain(prefix);
    }
  });
});
