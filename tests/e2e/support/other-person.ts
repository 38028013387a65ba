import { randomBytes } from "node:crypto";
import type { Browser, Page } from "@playwright/test";
import { signedInState, type DemoRole } from "./roles";

/**
 * Another person on another device, in the same test: a browser context of their own, signed
 * in as a demo account from its saved state (or not signed in at all), with an address of its
 * own for the per-IP limits. `browser.newContext()` in a test inherits the test's options,
 * its saved sign-in and its X-Forwarded-For among them, so both are set here on purpose.
 * Close it with `page.context().close()`.
 */
export async function otherPerson(browser: Browser, role?: DemoRole): Promise<Page> {
  const [a, b] = [randomBytes(2).toString("hex"), randomBytes(2).toString("hex")];
  const context = await browser.newContext({
    storageState: role ? signedInState(role) : { cookies: [], origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8:1::${a}:${b}` },
  });
  return context.newPage();
}
