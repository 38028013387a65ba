import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "@playwright/test";
import { newVisitor, signIn } from "./support/http-session";
import {
  ROLE_ACCOUNTS,
  ROLES,
  ROUTE_ACCESS,
  type Expected,
  type Role,
} from "./support/route-access";
import { routeModules } from "./support/route-modules";

function describe(expected: Expected): string {
  return typeof expected === "number" ? String(expected) : `redirect to ${expected.redirect}`;
}

test("every route module has one row in the role × route table, and every row a route module", () => {
  const files = routeModules().map((module) => module.name);
  const rows = Object.keys(ROUTE_ACCESS);
  expect(
    files.filter((file) => !rows.includes(file)),
    "route files without a row in tests/e2e/support/route-access.ts",
  ).toEqual([]);
  expect(
    rows.filter((row) => !files.includes(row)),
    "rows in tests/e2e/support/route-access.ts for route files that no longer exist",
  ).toEqual([]);
});

async function visitorAs(role: Role, baseURL: string): Promise<APIRequestContext> {
  const visitor = await newVisitor(baseURL);
  if (role !== "anonymous") await signIn(visitor, baseURL, ROLE_ACCOUNTS[role]);
  return visitor;
}

// One test per role: each signs in once (four sign-ins in all) and GETs every route in turn.
for (const role of ROLES) {
  test(`GET of every route as ${role} answers as the table says`, async ({ baseURL }) => {
    if (!baseURL) throw new Error("playwright.config.ts sets baseURL");
    const visitor = await visitorAs(role, baseURL);
    const mismatches: string[] = [];
    try {
      for (const [file, row] of Object.entries(ROUTE_ACCESS)) {
        const expected = row.expect[role];
        const response = await visitor.get(row.path, { maxRedirects: 0 });
        const status = response.status();
        const location = response.headers()["location"] ?? "";
        const matches =
          typeof expected === "number"
            ? status === expected
            : [302, 303].includes(status) && location === expected.redirect;
        await response.dispose();
        if (!matches) {
          const got = location ? `${status} to ${location}` : String(status);
          mismatches.push(`${file} (${row.path}): expected ${describe(expected)}, got ${got}`);
        }
      }
    } finally {
      await visitor.dispose();
    }
    expect(mismatches, `routes answering ${role} otherwise than the table says`).toEqual([]);
  });
}
