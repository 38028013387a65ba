import fs from "node:fs/promises";
import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { signedInState } from "./support/roles";

/*
 * The office finds a client it booked itself, changes their details, sends them a portal
 * link, downloads everything held about them and erases them. Everything destructive is done
 * to the spec's own customer (a unique e-mail), so the shared server's demo data is untouched.
 */

/** A London calendar date some days ahead. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

/** Books a job for a caller through the office's form; returns its reference. */
async function bookForCaller(page: Page, caller: { name: string; email: string; street: string }) {
  await page.goto("/admin/jobs/new");
  await page.getByLabel("Service").selectOption("gutter-cleaning");
  await page
    .getByLabel("What needs doing?")
    .fill("The back gutter overflows onto the patio whenever it rains.");
  await page.getByLabel("Postcode of the job").fill("CV32 4AA");
  // Day 23: no other spec books it.
  await page.getByLabel("Day", { exact: true }).fill(dayAhead(23));
  await page.getByLabel("Arrival window").selectOption("18:00");
  await page.getByLabel("Name").fill(caller.name);
  await page.getByLabel("Phone number").fill("07400 765432");
  await page.getByLabel("E-mail address").fill(caller.email);
  await page.getByLabel("Address of the job").fill(caller.street);
  await page.getByRole("button", { name: "Book the job" }).click();
  await expect(toasts(page)).toContainText("Booked CV-");
  return page.url().split("/").pop() ?? "";
}

async function download(page: Page, linkName: string): Promise<string> {
  const [file] = await Promise.all([
    page.waitForEvent("download"),
    page.getByRole("link", { name: linkName }).click(),
  ]);
  const saved = await file.path();
  return fs.readFile(saved, "utf8");
}

test("the office finds, changes, exports and erases a client", async ({ page, baseURL }) => {
  const suffix = randomBytes(3).toString("hex");
  const caller = {
    name: `Rhiannon Clientcase ${suffix}`,
    email: uniqueEmail("client-case"),
    street: `${suffix} Erasure Terrace, Leamington Spa`,
  };

  await page.goto("/admin/clients");
  await expect(page.getByRole("heading", { level: 1, name: "Clients" })).toBeVisible();
  await expectAccessible(page);

  const reference = await bookForCaller(page, caller);

  // The list finds the caller by e-mail; the row shows the job and no account.
  await page.goto("/admin/clients");
  await page.getByRole("searchbox", { name: "Search" }).fill(caller.email);
  await page.getByRole("button", { name: "Search", exact: true }).click();
  const rows = page.getByRole("row").filter({ has: page.getByRole("rowheader") });
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(caller.email);
  await expect(rows.first()).toContainText("07400 765432");
  await expectAccessible(page);
  await rows.first().getByRole("link", { name: caller.name }).click();
  await expect(page.getByRole("heading", { level: 1, name: caller.name })).toBeVisible();
  await expect(page.getByRole("link", { name: reference })).toBeVisible();
  await expectAccessible(page);
  const clientPath = new URL(page.url()).pathname;

  // Hostile posts as the office: a 4xx with a message, never a 5xx, and nothing changed.
  const origin = baseURL ?? "";
  const hostile: [string, Record<string, string>][] = [
    [
      clientPath,
      { intent: "contact", name: "x".repeat(5000), email: "not-an-address", phone: "\u0001" },
    ],
    [clientPath, { intent: "notes", notes: "n".repeat(6000) }],
    [clientPath, { intent: "notes", notes: "bad \u0000 byte" }],
    [clientPath, { intent: "erase" }],
    [clientPath, { intent: "erase", confirmation: "\u0007" }],
    [clientPath, { intent: "launch-missiles" }],
    [clientPath, {}],
    ["/admin/clients/not-a-uuid", { intent: "notes", notes: "hello" }],
    [
      "/admin/clients/00000000-0000-4000-8000-000000000000",
      { intent: "erase", confirmation: "a@b.c" },
    ],
  ];
  for (const [target, form] of hostile) {
    const answer = await page.request.post(target, { form, headers: { Origin: origin } });
    expect(
      answer.status(),
      `${target} ${JSON.stringify(form).slice(0, 80)}`,
    ).toBeGreaterThanOrEqual(400);
    expect(answer.status()).toBeLessThan(500);
  }
  for (const query of ["?q=%00", `?q=${"q".repeat(500)}`, "?after=%%%", "?after=AAAA&q=%27"]) {
    expect((await page.request.get(`/admin/clients${query}`)).status()).toBe(200);
  }
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: caller.name })).toBeVisible();

  // A new name for the client; the job keeps the one it was booked with.
  const newName = `Rhiannon Renamed ${suffix}`;
  await page.getByLabel("Name", { exact: true }).fill(newName);
  await page.getByRole("button", { name: "Save the contact details" }).click();
  await expect(toasts(page)).toContainText("Contact details saved");
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  const history = page.getByRole("region", { name: "History" });
  await expect(history).toContainText("Changed the contact details");
  await expect(history).toContainText(caller.name);

  await page.getByLabel("Notes for the office").fill("Prefers an afternoon visit; two dogs.");
  await page.getByRole("button", { name: "Save the notes" }).click();
  await expect(toasts(page)).toContainText("Notes saved");
  await expect(page.getByLabel("Notes for the office")).toHaveValue(
    "Prefers an afternoon visit; two dogs.",
  );

  // A new portal link reaches the client's inbox.
  await page.getByRole("button", { name: "Send a new portal link" }).click();
  await expect(toasts(page)).toContainText("Portal link sent");
  const mail = await waitForMail(caller.email, /Your link to your .* bookings/);
  expect(mail.text).toMatch(/\/portal\/[A-Za-z0-9_-]{43}/);

  // Everything held about them, as JSON and as CSV.
  const json = JSON.parse(await download(page, "Download as JSON"));
  expect(json.customer.email).toBe(caller.email);
  expect(json.jobs[0].reference).toBe(reference);
  expect(json.jobs[0].address).toBe(caller.street);
  expect(json.officeNotes.body).toBe("Prefers an afternoon visit; two dogs.");
  const csv = await download(page, "Download as CSV");
  expect(csv).toContain(`customer,email,${caller.email}`);
  expect(csv).toContain(`jobs,1.reference,${reference}`);

  // Erasure waits for the open job, and for the address typed exactly.
  await page.getByLabel("Type their e-mail address to confirm").fill(caller.email);
  await page.getByRole("button", { name: "Erase this client's personal data" }).click();
  await expect(page.getByText("1 of their jobs is still to be done")).toBeVisible();
  await page.goto(`/admin/jobs/${reference}`);
  await page.getByText("Cancel this job", { exact: true }).click();
  await page.getByLabel("Reason", { exact: true }).fill("The client asked us to forget them.");
  await page.getByRole("button", { name: "Cancel the job and tell the customer" }).click();
  await expect(toasts(page)).toContainText(`${reference} is cancelled`);

  await page.goto(clientPath);
  await page.getByLabel("Type their e-mail address to confirm").fill("someone-else@example.com");
  await page.getByRole("button", { name: "Erase this client's personal data" }).click();
  await expect(page.getByText("Type the client's e-mail address exactly as shown")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: newName })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Type their e-mail address to confirm").fill(caller.email.toUpperCase());
  await page.getByRole("button", { name: "Erase this client's personal data" }).click();
  await expect(toasts(page)).toContainText("Client erased");
  await expect(page.getByText(/Personal data erased at the client's request/)).toBeVisible();
  const clientPage = page.locator("main");
  for (const gone of [newName, caller.name, caller.email, "07400 765432", caller.street]) {
    await expect(clientPage).not.toContainText(gone);
  }
  await expect(page.getByRole("region", { name: "History" })).toContainText(
    "Erased the client's personal data at their request",
  );
  await expectAccessible(page);

  await page.getByRole("link", { name: reference }).click();
  await expect(page.getByRole("heading", { level: 1, name: reference })).toBeVisible();
  for (const gone of [caller.name, caller.email, "07400 765432", caller.street, "CV32 4AA"]) {
    await expect(page.locator("main")).not.toContainText(gone);
  }
  await expect(page.locator("main")).toContainText("CV32");

  // The list no longer has them.
  await page.goto(`/admin/clients?q=${encodeURIComponent(caller.email)}`);
  await expect(page.getByText("No clients match this search.")).toBeVisible();
});
