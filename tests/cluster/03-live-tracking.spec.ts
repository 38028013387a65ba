import { expect, test } from "@playwright/test";
import { uniqueEmail, waitForMail } from "../e2e/support/fixtures";
import {
  ADMIN,
  ENGINEER,
  cluster,
  londonDate,
  pinnedTo,
  poll,
  signedInPage,
} from "./support/cluster";

const CUSTOMER_MOBILE = "+447400123456";

test("the office assigns on a, the engineer sets off through b, and tracking connected to a shows it live", async ({
  browser,
}) => {
  // A visitor books one of tomorrow's windows (the engineer's day lists today and tomorrow).
  const date = londonDate(1);
  const email = uniqueEmail("cluster-live");
  const visitor = await browser.newContext();
  const booking = await visitor.newPage();
  await booking.goto("/book?service=plumbing-repairs");
  await booking.getByLabel("What needs doing?").fill("Kitchen tap drips all night.");
  await booking.getByLabel("Postcode of the job").fill("CV5 6AA");
  await booking.getByRole("button", { name: "Next: choose a time" }).click();
  await booking.getByLabel("Day", { exact: true }).fill(date);
  const free = booking.locator(`input[type=radio][value^="${date}"]:not([disabled])`).last();
  await free.check();
  await booking.getByRole("button", { name: "Next: your details" }).click();
  await booking.getByLabel("Address of the job").fill("14 Earlsdon Avenue North, Coventry");
  await booking.getByLabel("Your name").fill("Live Customer");
  await booking.getByLabel("E-mail address").fill(email);
  await booking.getByLabel("Phone number").fill("07400 123456");
  await booking.getByRole("button", { name: "Next: check and book" }).click();
  await booking.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(booking.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  const reference = (await booking.locator("dd").first().textContent()) ?? "";
  await visitor.close();

  const confirmation = await waitForMail(email, /^Booking confirmed/, 30_000);
  const trackingPath = /\/track\/[A-Za-z0-9_-]{43}/.exec(confirmation.text)?.[0] ?? "";
  expect(trackingPath).not.toBe("");

  const office = await signedInPage(browser, "a", ADMIN, `/admin?day=${date}`);
  await expect(office.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
  const card = office.getByRole("article", { name: reference, exact: true });
  await card.getByRole("link", { name: /^Assign…/ }).click();
  await card.getByLabel("Engineer").selectOption({ label: "Dan Fletcher" });
  await card.getByRole("button", { name: "Save" }).click();
  await expect(office.getByText(`${reference} assigned to Dan Fletcher.`)).toBeVisible();

  const customer = await browser.newContext({ extraHTTPHeaders: pinnedTo("a") });
  const tracking = await customer.newPage();
  await tracking.goto(trackingPath);
  await expect(tracking.getByText("Engineer scheduled", { exact: true }).first()).toBeVisible();
  const logBefore = (await cluster.proxyLog()).length;

  const engineer = await signedInPage(browser, "b", ENGINEER, "/engineer");
  await expect(engineer.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  const job = engineer.getByRole("article").filter({ hasText: "Live Customer" });
  await job.getByText("Set off for this job now").click();
  // Tomorrow's job: setting off today asks first (decision 0087).
  await job.getByLabel("The customer agreed to an earlier visit").check();
  await job.getByRole("button", { name: "On my way", exact: true }).click();
  await expect(engineer.getByText("On your way").first()).toBeVisible();

  // No reload: the page hears it from its event stream on process a.
  await expect(tracking.getByText("Engineer on the way", { exact: true }).first()).toBeVisible({
    timeout: 20_000,
  });
  const log = (await cluster.proxyLog()).slice(logBefore);
  expect(
    log.filter((entry) => entry.method === "POST" && entry.path.startsWith("/engineer")),
  ).toEqual(expect.arrayContaining([expect.objectContaining({ backend: "b" })]));

  // The customer hears it once by e-mail and once by text, whichever process sent them.
  await waitForMail(email, /is on the way/, 30_000);
  const texts = await poll(
    () => cluster.texts(),
    (received) =>
      received.some(
        (text) => text.to === CUSTOMER_MOBILE && /on (the|his|her|their) way/i.test(text.body),
      ),
    { timeoutMs: 30_000 },
  );
  expect(texts.met).toBe(true);
  await Promise.all([customer.close(), engineer.context().close(), office.context().close()]);

  // HAProxy logs a request when it ends: the page's event streams, now closed, were all a's.
  const streams = await poll(
    async () =>
      (await cluster.proxyLog()).filter((entry) => entry.path.startsWith(`${trackingPath}/events`)),
    (found) => found.length > 0,
    { timeoutMs: 5_000 },
  );
  expect(streams.value.length).toBeGreaterThan(0);
  expect(streams.value.every((entry) => entry.backend === "a")).toBe(true);
});
