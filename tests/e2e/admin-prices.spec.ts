import { randomBytes } from "node:crypto";
import path from "node:path";
import type { BrowserContext, Page } from "@playwright/test";
import { createConfirmedUser } from "../../app/.server/auth/local-adapter.server";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { ORIGIN, startInProcessApp, type InProcessApp } from "./support/in-process-app";
import { chooseFirstWindow } from "./support/booking-flow";
import { signIn } from "./support/in-process-accounts";

/*
 * The owner changes prices at /admin/settings/prices and sees them on /prices, the service
 * page, the booking form's price line and the Service offer in structured data, then undoes
 * the changes. Prices are what every other spec on the shared server reads, so all of this
 * runs on the app build in this process with a database of its own (support/in-process-app.ts).
 */

const PAGE = "/admin/settings/prices";
const PASSWORD = "prices-admin-2026";
/** "Price (£, VAT included)" while VAT-registered, else "Price (£)" (decision 0088). */
const PRICE_FIELD = /^Price \(£/;

let app: InProcessApp;
/** The in-process app's socket: signing in and saving answer with redirects (see listen()). */
let origin: string;

test.beforeAll(async () => {
  app = await startInProcessApp(path.resolve(`tests/.tmp/in-process-app-${process.pid}`));
  origin = await app.listen();
});

/** An admin account of the in-process app's own database. */
async function createAdmin(): Promise<string> {
  const email = `prices-admin-${randomBytes(4).toString("hex")}@example.com`;
  const id = await createConfirmedUser(app.db, {
    email,
    password: PASSWORD,
    fullName: "Priya Owner",
    companyName: null,
  });
  await app.db.insertInto("user_roles").values({ user_id: id, role: "admin" }).execute();
  await app.db.insertInto("profiles").values({ id, email, full_name: "Priya Owner" }).execute();
  return email;
}

/** Signs a new admin of this app in at the price list. */
async function signInToPrices(page: Page) {
  await signIn(page, { email: await createAdmin(), password: PASSWORD }, PAGE, origin);
}

function itemForm(page: Page, label: string) {
  return page.getByRole("form", { name: `Edit ${label}` });
}

/** Saves a price and waits until the page shows it stored (`shown` as the item's heading has it). */
async function savePrice(page: Page, label: string, price: string, shown: string) {
  const form = itemForm(page, label);
  await form.getByLabel(PRICE_FIELD).fill(price);
  await form.getByRole("button", { name: /^Save/ }).click();
  await expect(page.getByRole("heading", { level: 3, name: `${label} · ${shown}` })).toBeVisible();
  await expect(toasts(page)).toContainText("Price saved");
}

/** The history entry of one change: its action and a price it moved from or to. */
function historyEntry(page: Page, action: string, price: string) {
  return page
    .getByRole("region", { name: "Price changes" })
    .getByRole("listitem")
    .filter({ hasText: action })
    .filter({ hasText: price });
}

/** Undoes the change of `label` to `price` and waits for the undo's own history entry. */
async function undo(page: Page, label: string, price: string) {
  const change = historyEntry(page, `Changed “${label}” on the price list`, price);
  await change.getByRole("button", { name: /^Undo/ }).click();
  await expect(
    historyEntry(page, `Undid a change to “${label}” on the price list`, price),
  ).toHaveCount(1);
  await expect(toasts(page)).toContainText("Change undone");
  // The change undone is no longer its item's latest: it offers no undo of its own.
  await expect(change.getByText("Changed again later")).toBeVisible();
}

async function structuredData(page: Page, pagePath: string) {
  await page.goto(`${origin}${pagePath}`);
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((block): { "@type": string; [name: string]: unknown } => JSON.parse(block));
}

/** The booking form up to its review step, where the price line is. */
async function bookingPriceLine(page: Page) {
  await page.goto(`${origin}/book?service=plumbing-repairs`);
  await page
    .getByLabel("What needs doing?")
    .fill("Kitchen tap drips all night; the isolating valve is under the sink.");
  await page.getByLabel("Postcode of the job").fill("CV5 6AA");
  await page.getByRole("button", { name: "Next: choose a time" }).click();
  const date = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + 9 * 24 * 60 * 60 * 1000),
  );
  await chooseFirstWindow(page, date, true);
  await page.getByLabel("Address of the job").fill("12 Spon Street, Coventry");
  await page.getByLabel("Your name").fill("Jo Booker");
  await page.getByLabel("E-mail address").fill("jo.booker@example.com");
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByRole("button", { name: "Next: check and book" }).click();
  await expect(page.getByRole("heading", { name: "Check your booking" })).toBeVisible();
  return page.getByText(/^Price:/);
}

test("the owner changes prices, every page shows them at once, and undo puts them back", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const service = "57.25";
  const callout = "49.00";

  await signInToPrices(page);
  await expect(page.getByRole("heading", { level: 1, name: "Price list" })).toBeVisible();
  await expect(page.getByRole("link", { name: "← Settings" })).toHaveAttribute(
    "href",
    "/admin/settings",
  );
  await expect(page.getByRole("heading", { level: 2, name: "Plumbing" })).toBeVisible();
  await expectAccessible(page);

  // A bad value: a message next to the field, what was typed kept, nothing stored.
  const plumbing = itemForm(page, "Plumbing repairs");
  await plumbing.getByLabel(PRICE_FIELD).fill("-5");
  await plumbing.getByRole("button", { name: /^Save/ }).click();
  await expect(plumbing.getByText("A price cannot be below £0.00")).toBeVisible();
  await expect(plumbing.getByLabel(PRICE_FIELD)).toHaveValue("-5");
  await plumbing.getByLabel(PRICE_FIELD).fill("45.001");
  await plumbing.getByRole("button", { name: /^Save/ }).click();
  await expect(plumbing.getByText(/at most two decimal places/)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${origin}/prices`);
  await expect(page.getByRole("row", { name: /^Plumbing repairs .*from £55\.00/ })).toBeVisible();

  await page.goto(`${origin}${PAGE}`);
  await savePrice(page, "Plumbing repairs", service, `from £${service}`);
  await savePrice(page, "Call-out including the first hour", callout, `£${callout}`);
  await expect(
    historyEntry(page, "Changed “Plumbing repairs” on the price list", service).getByRole(
      "button",
      { name: /^Undo/ },
    ),
  ).toBeVisible();

  await page.goto(`${origin}/prices`);
  await expect(
    page.getByRole("row", { name: new RegExp(`^Plumbing repairs .*from £${service}`) }),
  ).toBeVisible();
  await expect(
    page.getByRole("row", { name: new RegExp(`^Call-out including the first hour .*£${callout}`) }),
  ).toBeVisible();

  const objects = await structuredData(page, "/services/plumbing-repairs");
  await expect(page.getByRole("cell", { name: `from £${service}` })).toBeVisible();
  // The Offer carries the page's own price, the service's "from" figure (decision 0077).
  expect(objects.find((object) => object["@type"] === "Service")?.offers).toMatchObject({
    "@type": "Offer",
    price: service,
    priceCurrency: "GBP",
  });
  await expect(await bookingPriceLine(page)).toContainText(`Price: from £${service}`);

  // Undo both, each its item's latest change.
  await page.goto(`${origin}${PAGE}`);
  await undo(page, "Call-out including the first hour", callout);
  await undo(page, "Plumbing repairs", service);
  await expect(itemForm(page, "Plumbing repairs").getByLabel(PRICE_FIELD)).toHaveValue("55.00");
  await expectAccessible(page);

  const after = await structuredData(page, "/services/plumbing-repairs");
  await expect(page.getByRole("cell", { name: "from £55.00" }).first()).toBeVisible();
  expect(after.find((object) => object["@type"] === "Service")?.offers).toMatchObject({
    price: "55.00",
  });
  expect(after.find((object) => object["@type"] === "HomeAndConstructionBusiness")).toMatchObject({
    priceRange: "£45-320",
  });
  await expect(await bookingPriceLine(page)).toContainText("Price: from £55.00");
});

async function adminCookie(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies(origin);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join("; ");
}

test("hostile input to each form of the price list gets a 4xx, never a 5xx", async ({
  page,
  context,
}) => {
  await signInToPrices(page);
  const cookie = await adminCookie(context);
  const post = (body: string) =>
    app.fetch(PAGE, {
      method: "POST",
      headers: {
        cookie,
        origin: ORIGIN,
        "content-type": "application/x-www-form-urlencoded",
      },
      body,
    });
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString();
  const valid = {
    intent: "save",
    key: "labour.hour",
    label: "Each additional hour",
    price: "45.00",
    basis: "per-hour",
  };
  const cases: [string, string, number][] = [
    ["long label", form({ ...valid, label: "x".repeat(5_000) }), 400],
    ["control characters", form({ ...valid, label: "Hour\u0000\u0007" }), 400],
    ["note with a NUL", form({ ...valid, note: "a\u0000b" }), 400],
    ["unknown key", form({ ...valid, key: "no.such-item" }), 404],
    ["malformed key", form({ ...valid, key: "../../etc/passwd" }), 400],
    ["missing key", form({ intent: "save", label: "x", price: "1", basis: "fixed" }), 400],
    ["missing fields", form({ intent: "save", key: "labour.hour" }), 400],
    ["price NaN", form({ ...valid, price: "NaN" }), 400],
    ["price overflow", form({ ...valid, price: "9".repeat(400) }), 400],
    ["negative price", form({ ...valid, price: "-0.01" }), 400],
    ["unknown basis", form({ ...valid, basis: "per-year" }), 400],
    ["unknown intent", form({ ...valid, intent: "delete" }), 400],
    ["no intent", form({ key: "labour.hour", price: "1" }), 400],
    ["undo of a word", form({ intent: "undo", changeId: "abc" }), 400],
    ["undo of a huge id", form({ intent: "undo", changeId: "9".repeat(40) }), 400],
    ["undo of no change", form({ intent: "undo", changeId: "987654321" }), 404],
    ["undo without an id", form({ intent: "undo" }), 400],
    ["structured name", `${form(valid)}&price%5B100000000%5D=1`, 400],
    ["a huge body", form({ ...valid, note: "n".repeat(300_000) }), 413],
  ];
  for (const [name, body, status] of cases) {
    const answer = await post(body);
    expect(answer.status, name).toBe(status);
  }
  // None of it changed the item.
  const row = await app.db
    .selectFrom("price_list")
    .select(["label", "price_pence"])
    .where("key", "=", "labour.hour")
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ label: "Each additional hour", price_pence: 4500 });
});
