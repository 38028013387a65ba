import type { Page } from "@playwright/test";
import { expect, test } from "./support/fixtures";
import { LAYOUT_WIDTHS, layoutFaults } from "./support/layout-faults";
import { ROUTE_ACCESS, type Role } from "./support/route-access";
import { signedInState, type DemoRole } from "./support/roles";

/** The saved sign-in (setup project) each role of the route table is seen through. */
const STATES: Record<Role, DemoRole | null> = {
  anonymous: null,
  client: "client",
  engineer: "engineer",
  admin: "admin",
  organisationMember: "moathouse",
};

// Files, feeds and streams are not pages anyone looks at.
const NOT_A_PAGE =
  /\.(csv|json|pdf|xml|txt)(\?|$)|\/events(\?|$)|\/sync(\?|$)|\/media\/|\/photos\//;

/** A list page, and the pattern of its rows' links: the first row's page is checked too. */
const FIRST_ROW: Partial<Record<Role, [list: string, row: RegExp][]>> = {
  admin: [
    ["/admin/jobs", /^\/admin\/jobs\/CV-\d{4}-\d+$/],
    ["/admin/clients", /^\/admin\/clients\/[0-9a-f-]{36}$/],
    ["/admin/users", /^\/admin\/users\/[0-9a-f-]{36}$/],
    ["/admin/invoices", /^\/admin\/invoices\/[0-9a-f-]{36}$/],
    ["/admin/contacts", /^\/admin\/contacts\/\d+$/],
    ["/admin/testimonials", /^\/admin\/testimonials\/\d+$/],
    ["/admin/portfolio", /^\/admin\/portfolio\/\d+$/],
  ],
  engineer: [["/engineer", /^\/engineer\/jobs\/CV-\d{4}-\d+$/]],
  organisationMember: [
    ["/org/moathouse/jobs", /^\/org\/moathouse\/jobs\/CV-\d{4}-\d+$/],
    ["/org/moathouse/invoices", /^\/org\/moathouse\/invoices\/[\w-]+$/],
    ["/org/moathouse/properties", /^\/org\/moathouse\/properties\/[0-9a-f-]{36}$/],
  ],
  client: [["/client", /^\/track\/[\w-]+$/]],
};

function pagesOf(role: Role): string[] {
  return Object.values(ROUTE_ACCESS)
    .filter((row) => row.expect[role] === 200 && !NOT_A_PAGE.test(row.path))
    .map((row) => row.path);
}

async function firstRowLink(page: Page, row: RegExp): Promise<string | null> {
  const hrefs = await page
    .locator("main a[href]")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return hrefs.find((href) => row.test(href)) ?? null;
}

/** Every fault of one page at both widths; the page is loaded once and resized. */
async function faultsOf(page: Page, path: string): Promise<string[]> {
  const response = await page.goto(path).catch(() => null);
  if (!response?.headers()["content-type"]?.includes("text/html")) return [];
  const faults: string[] = [];
  for (const width of LAYOUT_WIDTHS) {
    await page.setViewportSize({ width, height: 900 });
    for (const fault of await layoutFaults(page)) faults.push(`${path} at ${width} px: ${fault}`);
  }
  return faults;
}

test.describe.configure({ mode: "parallel" });

// One test per role, each one page reused for every path (a navigation and two layouts per
// page): the whole site at both widths in about a minute on two workers.
for (const [role, state] of Object.entries(STATES) as [Role, DemoRole | null][]) {
  test.describe(`as ${role}`, () => {
    if (state) test.use({ storageState: signedInState(state) });

    test(`no page scrolls sideways or overlaps its controls at 390 and 1280 px, as ${role}`, async ({
      page,
    }) => {
      test.setTimeout(180_000);
      const faults: string[] = [];
      const checked = new Set<string>();
      for (const path of pagesOf(role)) {
        checked.add(path);
        faults.push(...(await faultsOf(page, path)));
      }
      for (const [list, row] of FIRST_ROW[role] ?? []) {
        await page.goto(list);
        const detail = await firstRowLink(page, row);
        if (!detail || checked.has(detail)) continue;
        checked.add(detail);
        faults.push(...(await faultsOf(page, detail)));
      }
      expect(checked.size).toBeGreaterThan(5);
      expect(faults).toEqual([]);
    });
  });
}
