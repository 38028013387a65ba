import { randomBytes } from "node:crypto";
import type { Browser } from "@playwright/test";
import { BASE_URL } from "../../playwright.config";
import {
  expect,
  expectAccessible,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { png } from "./support/images";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";

// The moathouse owner, signed in from saved state: nothing here signs out or changes the
// account. The property and report forms are the organisation portal's, so their journey runs
// without JavaScript too (@no-js, decision 0054); the hand-made posts and 404s run once.
test.use({ storageState: signedInState("moathouse") });

/** A London calendar date some days ahead. */
function dayAhead(days: number): string {
  const date = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(date);
}

function noJs(): boolean {
  return test.info().project.name === "no-js";
}

/** The id of a property of another organisation, as the office sees it. */
async function empirePropertyId(browser: Browser): Promise<string> {
  const office = await otherPerson(browser, "admin");
  await office.goto("/org/empire/properties");
  const href = await office
    .getByRole("region", { name: "Active properties" })
    .getByRole("link")
    .first()
    .getAttribute("href");
  await office.context().close();
  const id = href?.split("/").pop() ?? "";
  expect(id).toMatch(/^[0-9a-f-]{36}$/);
  return id;
}

test(
  "the owner adds a property, keeps its key-safe code secret, plans work and reports repairs",
  { tag: "@no-js" },
  async ({ page }) => {
    const label = `Flat ${randomBytes(3).toString("hex")}, 5 Spon End`;
    const tenantEmail = uniqueEmail("tenant");

    await page.goto("/org/moathouse/properties");
    await expect(page.getByRole("heading", { level: 1, name: "Properties" })).toBeVisible();
    await expectAccessible(page);

    // A postcode outside the area is refused next to its field; what was typed stays.
    const add = page.getByRole("region", { name: "Add a property" });
    await add.getByLabel("Name of the property").fill(label);
    await add.getByLabel("Address", { exact: true }).fill("5 Spon End, Coventry");
    await add.getByLabel("Postcode").fill("B1 1AA");
    await add.getByLabel("Key-safe code").fill("7319");
    await add.getByLabel("Tenant's name").fill("Tess Tenant");
    await add.getByLabel("Tenant's phone").fill("07400 123456");
    await add.getByLabel("Tenant's e-mail").fill(tenantEmail);
    await add.getByRole("button", { name: "Add the property" }).click();
    await expect(add.getByText("We do not cover B1 1AA")).toBeVisible();
    await expect(add.getByLabel("Name of the property")).toHaveValue(label);
    await expect(add.getByLabel("Tenant's e-mail")).toHaveValue(tenantEmail);
    await add.getByLabel("Postcode").fill("CV1 3BA");
    if (noJs()) await add.getByLabel("Key-safe code").fill("7319");
    await add.getByRole("button", { name: "Add the property" }).click();
    await expect(toasts(page)).toContainText("Property added");
    await expect(page.getByRole("heading", { level: 1, name: label })).toBeVisible();
    const propertyUrl = new URL(page.url()).pathname;
    expect(propertyUrl).toMatch(/^\/org\/moathouse\/properties\/[0-9a-f-]{36}$/);
    await expect(page.getByText("A key-safe code is saved").first()).toBeVisible();
    expect(await page.content()).not.toContain("7319");
    await expectAccessible(page);

    // Edit: the saved code is kept (never sent back), then replaced.
    const edit = page.getByRole("region", { name: "Change the details" });
    await expect(edit.getByRole("textbox", { name: /^Key-safe code/ })).toHaveValue("");
    await edit.getByLabel("Access notes (optional)").fill("Blue door at the side.");
    await edit.getByRole("button", { name: "Save the property" }).click();
    await expect(toasts(page)).toContainText("Property saved");
    await expect(page.getByText("Blue door at the side.").first()).toBeVisible();
    await expect(page.getByText("A key-safe code is saved").first()).toBeVisible();
    await edit.getByRole("textbox", { name: /^Key-safe code/ }).fill("8642");
    await edit.getByRole("button", { name: "Save the property" }).click();
    await expect(toasts(page)).toContainText("Property saved");
    expect(await page.content()).not.toContain("8642");

    // Planned maintenance.
    const planned = page.getByRole("region", { name: "Planned maintenance" });
    await planned.getByText("Add planned maintenance").click();
    await planned.getByLabel("Service").selectOption("gutter-cleaning");
    await planned.getByLabel("What the work is").fill("Clear the gutters front and back.");
    await planned.getByLabel("Every how many months").fill("12");
    await planned.getByLabel("Next due").fill(dayAhead(90));
    await planned.getByRole("button", { name: "Add the planned work" }).click();
    await expect(toasts(page)).toContainText("Planned work added");
    await expect(planned.getByText(/Every year · next due/)).toBeVisible();

    // Report a repair here, with a photo, leaving the time to the office.
    await page.getByRole("link", { name: "Report a repair here" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Report a repair" })).toBeVisible();
    await expect(page.getByLabel("Property", { exact: true })).toHaveValue(
      propertyUrl.split("/").pop() ?? "",
    );
    await expect(page.getByLabel("Phone number the engineer rings on the day")).toHaveValue(
      "07400 123456",
    );
    await expectAccessible(page);
    await page.getByLabel("Service").selectOption("plumbing-repairs");
    await page.getByLabel("What is wrong?").fill("The kitchen tap drips all night long.");
    await page.getByRole("radio", { name: /Urgent/ }).check();
    await page.getByLabel(/^Photos/).setInputFiles(await png("tap.png", 40, 30));
    await page.getByLabel("When can the tenant let us in? (optional)").fill("Weekdays after 3pm");
    await page.getByRole("button", { name: "Report the repair" }).click();
    await expect(page).toHaveURL(/\/org\/moathouse\/jobs\/CV-\d{4}-\d{6}$/);
    await expect(toasts(page)).toContainText("Repair reported");

    // The property's history lists it.
    await page.goto(propertyUrl);
    const history = page.getByRole("region", { name: "Job history" });
    await expect(history.getByRole("link", { name: /^CV-/ })).toHaveCount(1);

    // Another, in a free window, telling the tenant: the tenant's confirmation arrives.
    await page.goto(`/org/moathouse/report?property=${propertyUrl.split("/").pop()}`);
    await page.getByLabel("Service").selectOption("electrical-services");
    await page.getByLabel("What is wrong?").fill("The hall light flickers and buzzes.");
    await page.getByLabel("Tell the tenant").check();
    await page.getByLabel("Day", { exact: true }).fill(dayAhead(noJs() ? 48 : 42));
    if (noJs()) await page.getByRole("button", { name: "Show free times" }).click();
    const window = page
      .getByRole("group", { name: "Or choose a free arrival window (two hours)" })
      .getByRole("radio")
      .first();
    await window.check();
    await page.getByRole("button", { name: "Report the repair" }).click();
    await expect(page).toHaveURL(/\/org\/moathouse\/jobs\/CV-\d{4}-\d{6}$/);
    await waitForMail(tenantEmail, /^Booking confirmed: Electrical/);
  },
);

test("bad input to the report form answers with messages and keeps what was typed", async ({
  page,
  browser,
}) => {
  const otherOrganisationsProperty = await empirePropertyId(browser);
  await page.goto("/org/moathouse/report");
  await expect(page.getByRole("heading", { level: 1, name: "Report a repair" })).toBeVisible();

  // A new property outside the area.
  await page.getByLabel("Property", { exact: true }).selectOption("new");
  await page.getByLabel("Name of the property").fill("Far away flat");
  await page.getByLabel("Address", { exact: true }).fill("1 Broad Street, Birmingham");
  await page.getByLabel("Postcode").fill("B1 1AA");
  await page.getByLabel("Service").selectOption("general-repairs");
  await page.getByLabel("What is wrong?").fill("The bedroom door will not close.");
  await page.getByLabel("Phone number the engineer rings on the day").fill("07400 123456");
  await page.getByRole("button", { name: "Report the repair" }).click();
  await expect(page.getByText("We do not cover B1 1AA")).toBeVisible();
  await expect(page.getByLabel("What is wrong?")).toHaveValue("The bedroom door will not close.");
  await expect(page.getByLabel("Name of the property")).toHaveValue("Far away flat");
  await expectAccessible(page);

  // Posted by hand: another organisation's property, an empty description, hostile text.
  const post = (fields: Record<string, string>) =>
    page.request.post("/org/moathouse/report", {
      form: fields,
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
  const valid = {
    propertyId: otherOrganisationsProperty,
    service: "general-repairs",
    description: "The bedroom door will not close.",
    priority: "routine",
    contactPhone: "07400 123456",
    intent: "report",
  };
  const foreign = await post(valid);
  expect(foreign.status()).toBe(400);
  expect(await foreign.text()).toContain("Choose one of your organisation");
  for (const fields of [
    { ...valid, propertyId: "new", description: "" },
    { ...valid, description: "x".repeat(5000) },
    { ...valid, description: "Bell \u0007 rings" },
    { ...valid, propertyId: "'; drop table jobs; --" },
    { ...valid, priority: "yesterday", windowStart: "soon" },
    { intent: "report" },
  ]) {
    const answer = await post(fields);
    expect(answer.status(), JSON.stringify(fields).slice(0, 80)).toBe(400);
  }
  const property = await post({
    ...valid,
    propertyId: otherOrganisationsProperty,
    intent: "archive",
  });
  expect(property.status()).toBe(400);
  // The add-property form: long text, control characters, missing fields.
  const hostileProperties: Record<string, string>[] = [
    { label: "x".repeat(500), address: "1 Spon Street, Coventry", postcode: "CV1 3BA" },
    { label: "Flat\u0000", address: "1 Spon Street, Coventry", postcode: "CV1 3BA" },
    {
      label: "Flat 1",
      address: "1 Spon Street, Coventry",
      postcode: "CV1 3BA",
      tenantPhone: "999",
    },
    { address: "1 Spon Street, Coventry" },
  ];
  for (const fields of hostileProperties) {
    const answer = await page.request.post("/org/moathouse/properties?index", {
      form: { ...fields, intent: "add" },
      headers: { Origin: BASE_URL },
      maxRedirects: 0,
    });
    expect(answer.status(), JSON.stringify(fields).slice(0, 60)).toBe(400);
  }
  // The other organisation's property page, as this owner: the one 404.
  for (const action of ["archive", "edit", "add-planned"]) {
    const answer = await page.request.post(
      `/org/moathouse/properties/${otherOrganisationsProperty}`,
      { form: { intent: action, label: "Mine now" }, headers: { Origin: BASE_URL } },
    );
    expect([400, 404]).toContain(answer.status());
  }
  const archive = await page.request.post(
    `/org/moathouse/properties/${otherOrganisationsProperty}`,
    { form: { intent: "archive" }, headers: { Origin: BASE_URL } },
  );
  expect(archive.status()).toBe(404);
  expect(
    (await page.goto(`/org/moathouse/properties/${otherOrganisationsProperty}`))?.status(),
  ).toBe(404);
});

test("a member of another organisation gets the same 404 on the moathouse property pages", async ({
  page,
  browser,
}) => {
  await page.goto("/org/moathouse/properties");
  const href = await page
    .getByRole("region", { name: "Active properties" })
    .getByRole("link")
    .first()
    .getAttribute("href");

  const empire = await otherPerson(browser, "empire");
  for (const path of [href ?? "", "/org/moathouse/properties", "/org/moathouse/report"]) {
    expect((await empire.goto(path))?.status(), path).toBe(404);
  }
  const posted = await empire.request.post(href ?? "", {
    form: { intent: "archive" },
    headers: { Origin: BASE_URL },
  });
  expect(posted.status()).toBe(404);
  await empire.context().close();
});
