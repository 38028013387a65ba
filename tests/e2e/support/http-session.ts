import { randomBytes } from "node:crypto";
import type { APIRequestContext, APIResponse } from "@playwright/test";
import { request as playwrightRequest } from "@playwright/test";
import { linkIn, uniqueEmail, waitForMail } from "./fixtures";
import { defaultValues, formWith, harvestForms } from "./form-harvest";

/**
 * An address in the IPv6 documentation range: each visitor gets its own, so the per-IP rate
 * limits see separate people (the app reads the header; nothing is sent there).
 */
export function visitorAddress(): string {
  const [a, b] = [randomBytes(2).toString("hex"), randomBytes(2).toString("hex")];
  return `2001:db8::${a}:${b}`;
}

/** A fresh HTTP client with its own cookie jar, looking like one new visitor. */
export async function newVisitor(baseURL: string): Promise<APIRequestContext> {
  return playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
    // A new visitor has no cookies, even inside a test that uses a saved sign-in.
    storageState: { cookies: [], origins: [] },
  });
}

async function postForm(
  visitor: APIRequestContext,
  baseURL: string,
  pagePath: string,
  intent: string,
  values: Record<string, string>,
): Promise<APIResponse> {
  const page = await visitor.get(pagePath);
  const form = formWith(
    harvestForms(await page.text(), new URL(pagePath, baseURL).href),
    "intent",
    intent,
  );
  return visitor.post(form.action, {
    form: { ...defaultValues(form), ...values },
    headers: { Origin: new URL(baseURL).origin },
    maxRedirects: 0,
  });
}

function expectRedirectAway(response: APIResponse, what: string) {
  const location = response.headers()["location"] ?? "";
  if (![302, 303].includes(response.status()) || location.startsWith("/auth")) {
    throw new Error(`${what} failed: HTTP ${response.status()} to "${location}"`);
  }
}

/** Signs in through the real /auth form, as a browser without JavaScript would. */
export async function signIn(
  visitor: APIRequestContext,
  baseURL: string,
  account: { email: string; password: string },
): Promise<void> {
  const response = await postForm(visitor, baseURL, "/auth", "sign-in", account);
  expectRedirectAway(response, `Signing in as ${account.email}`);
}

/** A new client account made through the sign-up form and the e-mailed link, signed in. */
export async function signUpNewClient(
  visitor: APIRequestContext,
  baseURL: string,
  label: string,
): Promise<{ email: string; password: string }> {
  const account = { email: uniqueEmail(label), password: `pw-${randomBytes(8).toString("hex")}` };
  const response = await postForm(visitor, baseURL, "/auth?mode=sign-up", "sign-up", {
    ...account,
    fullName: "Fuzz Tester",
  });
  if (![302, 303].includes(response.status())) {
    throw new Error(`Signing up failed: HTTP ${response.status()}`);
  }
  const mail = await waitForMail(account.email, /Confirm your e-mail address/);
  await visitor.get(linkIn(mail, "/auth/verify"), { maxRedirects: 0 });
  await signIn(visitor, baseURL, account);
  return account;
}
