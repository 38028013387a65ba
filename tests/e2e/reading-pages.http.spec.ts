import { expect, test } from "@playwright/test";
import { NEVER_PREFETCH, READING_PAGE_SPECULATION_RULES } from "../../app/lib/speculation-rules";
import { newVisitor, signIn } from "./support/http-session";
import { ROLE_ACCOUNTS, ROUTE_ACCESS } from "./support/route-access";

/**
 * The route modules whose pages are for reading only (decision 0050): they send no JavaScript
 * to a signed-out visitor. Every other page that answers a visitor with HTML hydrates, so a
 * route that changes side fails here until this list says so.
 */
const READING_ROUTES = [
  "$.tsx",
  "_index.tsx",
  "about.tsx",
  "areas-we-cover.tsx",
  "blog.$slug.tsx",
  "blog._index.tsx",
  "booking-system.tsx",
  "emergency-callout.tsx",
  "engineer-mobile.tsx",
  "faq.tsx",
  "guides.$slug.tsx",
  "guides._index.tsx",
  "invoice.$token.tsx",
  "locations.$slug.tsx",
  "mobile.tsx",
  "pay.done.tsx",
  "portfolio.tsx",
  "prices.tsx",
  "reset-app.tsx",
  "reviews.tsx",
  "services.$category.$slug.tsx",
  "services.$slug.tsx",
  "services._index.tsx",
];

interface PageScripts {
  /** Classic scripts with code in the page: a reading page has one, the installed app's worker. */
  inlineScripts: number[];
  moduleScripts: number;
  modulePreloads: number;
  remixContext: boolean;
  speculationRules: number;
}

function scriptsOf(html: string): PageScripts {
  const inline = [...html.matchAll(/<script( nonce="[^"]*")?>([^<]*)<\/script>/g)];
  return {
    inlineScripts: inline.map((match) => match[2]!.length),
    moduleScripts: html.match(/<script\b[^>]*\btype="module"/g)?.length ?? 0,
    modulePreloads: html.match(/<link\b[^>]*\brel="modulepreload"/g)?.length ?? 0,
    remixContext: html.includes("__remixContext"),
    speculationRules: html.match(/<script\b[^>]*\btype="speculationrules"/g)?.length ?? 0,
  };
}

const NO_SCRIPTS: Omit<PageScripts, "inlineScripts"> = {
  moduleScripts: 0,
  modulePreloads: 0,
  remixContext: false,
  speculationRules: 1,
};

const INLINE_SCRIPT_LIMIT = 300;

function readsWithoutApp(scripts: PageScripts): boolean {
  const { inlineScripts, ...rest } = scripts;
  return (
    inlineScripts.length === 1 &&
    inlineScripts[0]! <= INLINE_SCRIPT_LIMIT &&
    JSON.stringify(rest) === JSON.stringify(NO_SCRIPTS)
  );
}

function isHydrated(scripts: PageScripts): boolean {
  return (
    scripts.moduleScripts > 0 &&
    scripts.modulePreloads > 0 &&
    scripts.remixContext &&
    scripts.speculationRules === 0
  );
}

test("every reading page a visitor opens ships no script but the prefetch rules and the installed app's worker line; every other page hydrates", async ({
  request,
}) => {
  const sitemap = await (await request.get("/sitemap.xml")).text();
  const sitemapPaths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
    (match) => new URL(match[1]!).pathname,
  );
  const pagesOfForms = new Set(["/book", "/contact", "/property-services"]);
  const wrong: string[] = [];
  for (const path of [...sitemapPaths, "/no-such-page"]) {
    const scripts = scriptsOf(await (await request.get(path)).text());
    const reading = !pagesOfForms.has(path);
    if (reading && !readsWithoutApp(scripts)) {
      wrong.push(`${path} should ship no JavaScript: ${JSON.stringify(scripts)}`);
    }
    if (!reading && !isHydrated(scripts)) {
      wrong.push(`${path} should hydrate: ${JSON.stringify(scripts)}`);
    }
  }
  for (const [file, row] of Object.entries(ROUTE_ACCESS)) {
    if (row.expect.anonymous !== 200) continue;
    const response = await request.get(row.path);
    if (!(response.headers()["content-type"] ?? "").startsWith("text/html")) continue;
    const scripts = scriptsOf(await response.text());
    const reading = READING_ROUTES.includes(file);
    if (reading ? !readsWithoutApp(scripts) : !isHydrated(scripts)) {
      wrong.push(`${file} (${row.path}) should ${reading ? "not " : ""}hydrate`);
    }
  }
  expect(wrong).toEqual([]);
  expect(sitemapPaths.length).toBeGreaterThan(60);
});

test("a signed-in visitor gets the app on reading pages too, so signing out runs on the phone", async ({
  baseURL,
}) => {
  if (!baseURL) throw new Error("playwright.config.ts sets baseURL");
  const visitor = await newVisitor(baseURL);
  try {
    await signIn(visitor, baseURL, ROLE_ACCOUNTS.engineer);
    for (const path of ["/", "/services/plumbing-repairs", "/no-such-page"]) {
      const scripts = scriptsOf(await (await visitor.get(path)).text());
      expect(isHydrated(scripts), `${path}: ${JSON.stringify(scripts)}`).toBe(true);
    }
  } finally {
    await visitor.dispose();
  }
});

test("the prefetch rules in a reading page are our JSON, same-site, moderate, and never name a sign-out, reset or POST-only address", async ({
  request,
}) => {
  const html = await (await request.get("/")).text();
  const block = /<script type="speculationrules" nonce="[^"]+">([^<]*)<\/script>/.exec(html);
  expect(block, "one speculation rules block carrying the page's CSP nonce").not.toBeNull();
  const rules: unknown = JSON.parse(block![1]!);
  expect(rules).toEqual(READING_PAGE_SPECULATION_RULES);
  expect(Object.keys(READING_PAGE_SPECULATION_RULES)).toEqual(["prefetch"]);
  for (const rule of READING_PAGE_SPECULATION_RULES.prefetch) {
    expect(rule.eagerness).toBe("moderate");
    expect(rule.where.and[0]).toEqual({ href_matches: "/*" });
  }
  // Patterns are paths of this site: no scheme, host or protocol-relative address.
  for (const pattern of NEVER_PREFETCH) expect(pattern).toMatch(/^\/[^/]/);
  expect(NEVER_PREFETCH).toEqual(expect.arrayContaining(["/auth/sign-out", "/engineer/sync"]));
});
