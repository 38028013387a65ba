import path from "node:path";
import fc from "fast-check";
import { expect, test } from "@playwright/test";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import { hashToken, newToken } from "../../app/.server/auth/crypto.server";
import { submitContact } from "../../app/.server/contacts/contacts.server";
import { createBooking } from "../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../app/lib/booking-rules";
import { defaultValues, formWith, harvestForms, type HarvestedField } from "./support/form-harvest";
import { knownCases, randomInput, type FuzzInput } from "./support/fuzz-bodies";
import { ORIGIN, startInProcessApp, type InProcessApp } from "./support/in-process-app";
import { ROUTE_ACCESS } from "./support/route-access";
import { actionRouteModules, actionUrl } from "./support/route-modules";

/**
 * The office's forms get the same hostile bodies as fuzz.http.spec.ts, signed in as an admin:
 * that spec signs in as a client, whom every admin action refuses with a 403 before reading
 * a field. Posting as an admin changes data, so this runs on the app build in this process
 * with a database of its own (support/in-process-app.ts), never on the shared demo server.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 11_2026);
const RANDOM_INPUTS_PER_FORM = Number(process.env.FUZZ_RUNS ?? 40);
const MAX_RESPONSE_BYTES = 256 * 1024;
const ADMIN = { email: "fuzz-admin@example.com", password: "fuzz-admin-password-2026" };

/**
 * Bodies from another origin are refused by server.mjs's guard before Remix sees them, and
 * fuzz.http.spec.ts checks that on the real server; this app has no server.mjs in front, so
 * here every body comes from the page's own origin (or names none) and reaches the action.
 */
function originHeaders(input: FuzzInput): Record<string, string> {
  return input.origin === "none" ? {} : { Origin: ORIGIN };
}

let app: InProcessApp;

test.beforeAll(async () => {
  app = await startInProcessApp(path.resolve(`tests/.tmp/in-process-app-${process.pid}`));
});

/** The admin's session cookie, from the real sign-in form. */
async function signInAsAdmin(): Promise<{ cookie: string; userId: string }> {
  const existing = await app.db
    .selectFrom("profiles")
    .select("id")
    .where("email", "=", ADMIN.email)
    .executeTakeFirst();
  const userId =
    existing?.id ??
    (await createConfirmedUser(app.db, { ...ADMIN, fullName: "Fuzz Admin", companyName: null }));
  await app.db
    .insertInto("user_roles")
    .values({ user_id: userId, role: "admin" })
    .onConflict((conflict) => conflict.columns(["user_id", "role"]).doNothing())
    .execute();
  // The sign-in form's own fields, the honeypot's among them, as the page renders them.
  const page = await app.fetch("/auth");
  const form = formWith(harvestForms(await page.text(), `${ORIGIN}/auth`), "intent", "sign-in");
  const response = await app.fetch("/auth", {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: ORIGIN,
      "X-Forwarded-For": "2001:db8:ad::1",
    },
    body: new URLSearchParams({ ...defaultValues(form), intent: "sign-in", ...ADMIN }).toString(),
    redirect: "manual",
  });
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0] ?? "")
    .find((pair) => pair.startsWith("wfc_token="));
  if (!cookie) throw new Error(`Signing in as the fuzz admin failed: HTTP ${response.status}`);
  return { cookie, userId };
}

/**
 * What the office's money forms need to be on their pages at all (decision 0075): a draft
 * invoice (its line forms), an issued one (payment, credit) with a payment flagged to refund
 * (the refund forms of /admin/invoices), and an enquiry ("Write a quote"). Their pages are
 * fuzzed besides the route table's examples, which are unknown ids.
 */
async function seedOfficeMoney(): Promise<Record<string, { post: string; harvest: string[] }>> {
  const document = (status: "draft" | "issued", number: string | null) => ({
    kind: "invoice" as const,
    number,
    status,
    seller_name: "We Fix Coventry",
    seller_address: "1 Spon Street, Coventry CV1 3BA",
    buyer_name: "Fuzz Customer",
    buyer_address: "12 Spon Street, Coventry CV1 5DZ",
    buyer_email: "fuzz-customer@example.com",
    vat_registered: false,
    issue_date: status === "issued" ? "2026-11-20" : null,
    tax_point: status === "issued" ? "2026-11-20" : null,
    due_date: status === "issued" ? "2026-12-04" : null,
    net_pence: 5_000,
    gross_pence: 5_000,
    token_hash: hashToken(newToken()),
  });
  const invoicePages: string[] = [];
  for (const [status, number] of [
    ["draft", null],
    ["issued", `INV-FUZZ-${process.pid}`],
  ] as const) {
    const invoice = await app.db
      .insertInto("invoices")
      .values(document(status, number))
      .returning("id")
      .executeTakeFirstOrThrow();
    if (status === "draft") {
      await app.db
        .insertInto("invoice_lines")
        .values({
          invoice_id: invoice.id,
          position: 0,
          description: "Call-out",
          quantity_hundredths: 100,
          unit_price_pence: 5_000,
          vat_rate: "standard",
          net_pence: 5_000,
          vat_pence: 0,
          gross_pence: 5_000,
        })
        .execute();
    } else {
      await app.db
        .insertInto("payments")
        .values(
          [5_000, 5_000].map((amount_pence, index) => ({
            invoice_id: invoice.id,
            amount_pence,
            method: "bank_transfer" as const,
            received_on: "2026-11-21",
            needs_refund: index === 1,
          })),
        )
        .execute();
    }
    invoicePages.push(`/admin/invoices/${invoice.id}`);
  }
  const enquiry = await submitContact(
    app.db,
    {
      kind: "contact",
      name: "Fuzz Enquirer",
      email: "fuzz-enquirer@example.com",
      phone: "+447400123456",
      postcode: "CV1 5DZ",
      message: "Could you quote for a new fence?",
    },
    { ip: "2001:db8:ad::fe" },
  );
  if (!enquiry.ok) throw new Error(enquiry.message);
  const issued = invoicePages[1] ?? "";
  return {
    "admin.invoices.$invoiceId.tsx": { post: issued, harvest: invoicePages },
    "admin.contacts.$contactId.tsx": {
      post: `/admin/contacts/${enquiry.id}`,
      harvest: [`/admin/contacts/${enquiry.id}`],
    },
  };
}

/**
 * A job on site given to the fuzz admin (the office may work jobs too, decision 0049), so the
 * engineer's job page and its finish form, with the time on site and the materials, are posted
 * past the guard. A body that happens to finish the job leaves the rest to a finished one.
 */
async function seedEngineerJob(adminId: string): Promise<string[]> {
  const date = addCalendarDays(londonDate(new Date()), 3);
  const [window] = windowsForDate(date, await getBookingSettings(app.db));
  if (!window) return [];
  const booked = await createBooking(
    app.db,
    {
      service: "plumbing-repairs",
      description: "A tap to fix, for the fuzz.",
      emergency: false,
      postcode: "CV1 5DZ",
      date,
      windowStart: window.start.toISOString(),
      address: "12 Spon Street, Coventry",
      name: "Fuzz Customer",
      email: "fuzz-engineer-job@example.com",
      phone: "+447400123456",
    },
    { source: "web", siteOrigin: ORIGIN },
  );
  if (!booked.ok) throw new Error(`The fuzz's engineer job was not booked: ${booked.reason}`);
  await app.db
    .updateTable("jobs")
    .set({ engineer_id: adminId, status: "on_site" })
    .where("reference", "=", booked.reference)
    .execute();
  return [`/engineer/jobs/${booked.reference}`];
}

/** Fields of the forms each admin page renders, by the action they post to. */
async function harvestAdminFields(cookie: string, paths: string[]) {
  const byAction = new Map<string, Map<string, HarvestedField>>();
  for (const pagePath of paths) {
    const page = await app.fetch(pagePath, { headers: { Cookie: cookie } });
    if (!(page.headers.get("content-type") ?? "").includes("text/html")) continue;
    for (const form of harvestForms(await page.text(), `${ORIGIN}${pagePath}`)) {
      const url = new URL(form.action, ORIGIN);
      const key = `${url.pathname}${url.searchParams.has("index") ? "?index" : ""}`;
      const fields = byAction.get(key) ?? new Map<string, HarvestedField>();
      for (const field of form.fields) {
        const known = fields.get(field.name);
        fields.set(field.name, {
          name: field.name,
          values: [...new Set([...(known?.values ?? []), ...field.values])],
          file: field.file || Boolean(known?.file),
        });
      }
      byAction.set(key, fields);
    }
  }
  return byAction;
}

test("every office form answers hostile bodies from an admin without a 5xx", async () => {
  // The seeded invoice, enquiry and engineer's job pages add their forms' fields, and so their
  // known cases.
  test.setTimeout(480_000);
  const { cookie, userId } = await signInAsAdmin();
  const targets = actionRouteModules().flatMap((module) => {
    const row = ROUTE_ACCESS[module.name];
    if (!row) throw new Error(`${module.name} has no row in tests/e2e/support/route-access.ts`);
    const officeOnly = row.expect.client === 403 && row.expect.admin !== 403;
    return officeOnly
      ? [{ file: module.name, path: row.path, url: actionUrl(module, row.path) }]
      : [];
  });
  expect(targets.length, "admin-only actions found").toBeGreaterThan(0);
  // The invoice and enquiry pages are posted to at seeded ids instead of unknown ones, so the
  // bodies carry their forms' fields: the draft's and the issued invoice's forms together.
  const seeded = await seedOfficeMoney();
  for (const target of targets) {
    const page = seeded[target.file];
    if (page) Object.assign(target, { path: page.post, url: page.post });
  }
  for (const seededPath of await seedEngineerJob(userId)) {
    targets.push({ file: `${seededPath} (seeded)`, path: seededPath, url: seededPath });
  }
  const fieldsByAction = await harvestAdminFields(cookie, [
    ...targets.map((target) => target.path),
    ...Object.values(seeded).flatMap((page) => page.harvest),
  ]);
  for (const page of Object.values(seeded)) {
    const merged = fieldsByAction.get(page.post) ?? new Map<string, HarvestedField>();
    for (const extra of page.harvest) {
      for (const [name, field] of fieldsByAction.get(extra) ?? []) merged.set(name, field);
    }
    fieldsByAction.set(page.post, merged);
  }
  // The finish form's time and materials are among the fields the bodies are made from.
  const engineerJob = targets.find(
    (target) => target.file.endsWith("(seeded)") && target.path.startsWith("/engineer/jobs/"),
  );
  expect([...(fieldsByAction.get(engineerJob?.path ?? "")?.keys() ?? [])]).toEqual(
    expect.arrayContaining(["timeOnSiteHours", "material1Item", "material8Price"]),
  );

  const failures: string[] = [];
  const statuses = new Map<number, number>();
  let tried = 0;
  for (const [index, target] of targets.entries()) {
    const url = new URL(target.url, ORIGIN);
    const key = `${url.pathname}${url.searchParams.has("index") ? "?index" : ""}`;
    const fields = [...(fieldsByAction.get(key)?.values() ?? [])];
    const inputs = [
      ...knownCases(fields),
      ...fc.sample(randomInput(fields), { seed: SEED + index, numRuns: RANDOM_INPUTS_PER_FORM }),
    ];
    for (const input of inputs) {
      tried += 1;
      const headers: Record<string, string> = {
        Cookie: cookie,
        Accept: "text/html",
        "X-Forwarded-For": `2001:db8:ad::${(tried % 0xffff).toString(16)}`,
        ...originHeaders(input),
        ...(input.contentType === null ? {} : { "Content-Type": input.contentType }),
      };
      const response = await app.fetch(`${url.pathname}${url.search}`, {
        method: "POST",
        headers,
        body: new Uint8Array(input.body),
        redirect: "manual",
      });
      const bytes = (await response.arrayBuffer()).byteLength;
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
      if (response.status >= 500 || bytes > MAX_RESPONSE_BYTES) {
        failures.push(
          `${target.file} POST ${target.url} [${input.kind}, origin ${input.origin}, ${input.body.length} bytes]: ${response.status}, ${bytes} bytes`,
        );
      }
    }
  }
  console.log(
    `Office fuzz: ${tried} bodies to ${targets.length} actions (${targets.map((target) => target.file).join(", ")}); statuses ${JSON.stringify(Object.fromEntries(statuses))}`,
  );
  expect(failures, "answers with a 5xx or over 256 KB").toEqual([]);
  // Still signed in: no body signed the admin out or disabled the account.
  const after = await app.fetch("/admin", { headers: { Cookie: cookie }, redirect: "manual" });
  expect(after.status).toBe(200);
});
