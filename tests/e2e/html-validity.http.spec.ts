import path from "node:path";
import { expect, test, type APIRequestContext, type APIResponse } from "@playwright/test";
import { z } from "zod";
import { fromHtml } from "hast-util-from-html";
import { select } from "hast-util-select";
import { FileSystemConfigLoader, HtmlValidate } from "html-validate";
import { BASE_URL } from "../../playwright.config";
import { defaultValues, formWith, harvestForms } from "./support/form-harvest";
import { newVisitor, signIn } from "./support/http-session";
import { seededQuoteToken } from "./support/seeded-quote-token";
import { seeded } from "./support/seeded";

// Every page's HTML against html-validate (rules in .htmlvalidate.json): every URL of the
// sitemap, the pages a search engine is not sent to, and the main pages of each signed-in
// role. One request per page, no browser.
test.describe.configure({ timeout: 180_000 });

const ORIGIN = new URL(BASE_URL).origin;
const validator = new HtmlValidate(new FileSystemConfigLoader());
// The configuration is found from this (never read) file's directory: the repository root.
const CONFIG_ANCHOR = path.resolve("page.html");

/** Public pages that are not in the sitemap (kept out of search, or forms). */
const UNLISTED_PUBLIC_PATHS = [
  "/auth",
  "/auth?mode=sign-up",
  "/auth/forgot-password",
  "/offline",
  "/reset-app",
  "/ai-assistant",
  "/portal/new-link",
  "/no-such-page",
  // A quote's page with its accept and decline forms (tests/e2e/seed/quotes.seed.ts).
  `/quote/${seededQuoteToken("http#0")}`,
];

const ACCOUNTS = {
  admin: { email: "admin@example.com", password: "demo-admin-2026" },
  engineer: { email: "engineer@example.com", password: "demo-engineer-2026" },
  client: { email: "client@example.com", password: "demo-client-2026" },
  moathouse: { email: "moathouse@example.com", password: "demo-moathouse-2026" },
};

const SIGNED_IN_PATHS: Record<keyof typeof ACCOUNTS, string[]> = {
  admin: [
    "/admin",
    "/admin/jobs",
    "/admin/jobs/new",
    "/admin/settings",
    "/admin/settings/prices",
    "/admin/clients",
    "/admin/contacts",
    "/admin/users",
    "/admin/engineers",
    "/admin/organizations",
    "/admin/portfolio",
    "/admin/testimonials",
    "/admin/reports",
    "/blog/admin",
    "/dashboard",
  ],
  engineer: ["/engineer", "/dashboard"],
  client: ["/client", "/dashboard"],
  moathouse: [
    "/moathouse/jobs",
    "/org/moathouse",
    "/org/moathouse/properties",
    "/org/moathouse/report",
    "/org/moathouse/members",
    "/org/moathouse/approvals",
    "/org/moathouse/invoices",
    "/dashboard",
  ],
};

/**
 * Code points HTML forbids anywhere in a document (the W3C checker's "Forbidden code point"):
 * controls other than whitespace, and noncharacters. html-validate does not look for them.
 */
function forbiddenCodePoints(where: string, html: string): string[] {
  const problems: string[] = [];
  let [line, column, offset] = [1, 1, 0];
  for (const character of html) {
    const code = character.codePointAt(0) ?? 0;
    const control =
      (code < 0x20 && ![0x09, 0x0a, 0x0c, 0x0d].includes(code)) || (code >= 0x7f && code <= 0x9f);
    const nonCharacter = (code >= 0xfdd0 && code <= 0xfdef) || (code & 0xfffe) === 0xfffe;
    if (control || nonCharacter) {
      const name = `U+${code.toString(16).toUpperCase().padStart(4, "0")}`;
      const near = JSON.stringify(html.slice(Math.max(0, offset - 40), offset + 10));
      problems.push(`${where}:${line}:${column} forbidden-code-point ${name} near ${near}`);
    }
    if (character === "\n") [line, column] = [line + 1, 1];
    else column += 1;
    offset += character.length;
  }
  return problems;
}

/** Each error as "<url>:<line>:<column> <rule> <message>", or none. */
async function problemsOf(where: string, response: APIResponse): Promise<string[]> {
  if (!response.headers()["content-type"]?.startsWith("text/html")) {
    return [`${where}: HTTP ${response.status()} ${response.headers()["content-type"]}, not HTML`];
  }
  const html = await response.text();
  const report = await validator.validateString(html, CONFIG_ANCHOR);
  return [
    ...report.results.flatMap((result) =>
      result.messages.map(
        (message) =>
          `${where}:${message.line}:${message.column} ${message.ruleId} ${message.message}`,
      ),
    ),
    ...forbiddenCodePoints(where, html),
  ];
}

async function problemsAt(visitor: APIRequestContext, pathOrQuery: string): Promise<string[]> {
  const response = await visitor.get(pathOrQuery);
  const wanted = pathOrQuery === "/no-such-page" ? 404 : 200;
  if (response.status() !== wanted) return [`${pathOrQuery}: HTTP ${response.status()}`];
  return problemsOf(pathOrQuery, response);
}

/** Prints every error (so one run shows them all) and fails when there is any. */
function expectNoErrors(problems: string[]) {
  if (problems.length > 0) console.log(problems.join("\n"));
  expect(problems, `${problems.length} HTML errors`).toEqual([]);
}

test("every page of the sitemap, and the public pages left out of it, is valid HTML", async () => {
  const visitor = await newVisitor(BASE_URL);
  const sitemap = await (await visitor.get("/sitemap.xml")).text();
  const listed = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const url = new URL(match[1]!);
    return `${url.pathname}${url.search}`;
  });
  expect(listed.length).toBeGreaterThan(50);
  const problems: string[] = [];
  for (const path of [...listed, ...UNLISTED_PUBLIC_PATHS]) {
    problems.push(...(await problemsAt(visitor, path)));
  }
  expectNoErrors(problems);
});

for (const [role, paths] of Object.entries(SIGNED_IN_PATHS)) {
  test(`the main pages of the ${role} account are valid HTML`, async () => {
    const visitor = await newVisitor(BASE_URL);
    await signIn(visitor, BASE_URL, ACCOUNTS[role as keyof typeof ACCOUNTS]);
    const problems: string[] = [];
    for (const path of paths) problems.push(...(await problemsAt(visitor, path)));
    expectNoErrors(problems);
  });
}

test("the engineer's finish form with its materials, its messages, and Take payment are valid HTML", async () => {
  const { reference, invoicedReference } = seeded(
    "engineer-money",
    z.object({ reference: z.string(), invoicedReference: z.string() }),
  );
  const visitor = await newVisitor(BASE_URL);
  await signIn(visitor, BASE_URL, ACCOUNTS.engineer);
  const problems: string[] = [];
  const onSite = `/engineer/jobs/${reference}`;
  const page = await visitor.get(onSite);
  const html = await page.text();
  problems.push(...(await problemsOf(onSite, page)));
  // Refused: every material field with a message, a row behind "Add more" shown open.
  const form = formWith(harvestForms(html, `${BASE_URL}${onSite}`), "intent", "finished");
  const refused = await visitor.post(form.action, {
    multipart: {
      ...defaultValues(form),
      intent: "finished",
      summary: "",
      timeOnSiteHours: "x",
      material1Item: "sub.security.key-cutting",
      material1Price: "4",
      material5Description: "Oil",
      material5Quantity: "0",
    },
    headers: { Origin: ORIGIN },
    maxRedirects: 0,
  });
  expect(refused.status()).toBe(400);
  problems.push(...(await problemsOf(`${onSite} (refused)`, refused)));
  const invoiced = `/engineer/jobs/${invoicedReference}`;
  problems.push(...(await problemsAt(visitor, invoiced)));
  const shown = await visitor.post(invoiced, {
    form: { intent: "take-payment", jobId: await jobIdOn(visitor, invoiced) },
    headers: { Origin: ORIGIN },
  });
  expect(await shown.text()).toContain('aria-label="Scan to pay');
  problems.push(...(await problemsOf(`${invoiced} (code)`, shown)));
  expectNoErrors(problems);
});

async function jobIdOn(visitor: APIRequestContext, path: string): Promise<string> {
  const html = await (await visitor.get(path)).text();
  const form = formWith(harvestForms(html, `${BASE_URL}${path}`), "intent", "take-payment");
  return defaultValues(form)["jobId"] ?? "";
}

/** Posts one step of the booking form as a browser without JavaScript would. */
async function postStep(
  visitor: APIRequestContext,
  html: string,
  intent: string,
  values: Record<string, string>,
  unticked: string[] = [],
): Promise<APIResponse> {
  const form = formWith(harvestForms(html, `${BASE_URL}/book`), "intent", intent);
  const body: Record<string, string> = { ...defaultValues(form), intent, ...values };
  for (const name of unticked) delete body[name];
  return visitor.post(form.action, { form: body, headers: { Origin: ORIGIN }, maxRedirects: 0 });
}

test("every step of the booking form, with and without field messages, is valid HTML", async () => {
  const visitor = await newVisitor(BASE_URL);
  await signIn(visitor, BASE_URL, ACCOUNTS.client);
  const problems: string[] = [];

  const start = "/book?service=plumbing-repairs&postcode=CV5%206AA";
  const details = await visitor.get(start);
  expect(details.status()).toBe(200);
  problems.push(...(await problemsOf(`${start} (details)`, details)));
  const detailsHtml = await details.text();
  const job = {
    service: "plumbing-repairs",
    description: "The kitchen tap drips all night and the seal looks worn.",
    postcode: "CV5 6AA",
  };

  const refused = await postStep(visitor, detailsHtml, "details", { ...job, description: "" }, [
    "emergency",
  ]);
  expect(refused.status()).toBe(400);
  problems.push(...(await problemsOf("POST /book (details refused)", refused)));

  const slot = await postStep(visitor, detailsHtml, "details", job, ["emergency"]);
  expect(slot.status()).toBe(200);
  problems.push(...(await problemsOf("POST /book (slot)", slot)));
  const slotHtml = await slot.text();
  const freeWindow = select(
    'input[type="radio"][name="windowStart"]:not([disabled])',
    fromHtml(slotHtml),
  );
  const windowStart = String(freeWindow?.properties["value"] ?? "");
  expect(windowStart, "a free window on the slot step").not.toBe("");

  const contact = await postStep(visitor, slotHtml, "slot", { windowStart });
  expect(contact.status()).toBe(200);
  problems.push(...(await problemsOf("POST /book (contact)", contact)));

  const review = await postStep(visitor, await contact.text(), "contact", {
    address: "12 Spon Street, Coventry",
    phone: "07400 123456",
  });
  expect(review.status()).toBe(200);
  problems.push(...(await problemsOf("POST /book (review)", review)));
  expectNoErrors(problems);
});
