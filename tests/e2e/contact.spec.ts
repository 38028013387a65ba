import {
  expect,
  expectAccessible,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { CONTROL_CHARACTER_MESSAGE } from "../../app/lib/schemas/text";

// The contact form and the property enquiry post natively without JavaScript: tested once each
// in the no-js project (decision 0054).
test(
  "the contact form keeps what was typed on bad input, then sends and acknowledges by e-mail",
  { tag: "@no-js" },
  async ({ page }) => {
    const email = uniqueEmail("contact");
    await page.goto("/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Your name").fill("Priya Patel");
    await page.getByLabel("E-mail address").fill("priya@");
    await page.getByLabel("Phone number").fill("12");
    await page.getByLabel("Postcode").fill("nowhere");
    await page.getByLabel("Your message").fill("Short");
    await page.getByRole("button", { name: "Send the message" }).click();
    await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
    await expect(
      page.getByText("Start the number with 0, or with +44 instead of the 0"),
    ).toBeVisible();
    await expect(page.getByText("Enter a full UK postcode, like CV1 5DZ")).toBeVisible();
    // The summary at the top lists every message as a link to its field, and has the focus.
    const summary = page.getByRole("alert").filter({ hasText: "Check these answers" });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole("link")).toHaveText([
      "E-mail address",
      "Phone number",
      "Postcode",
      "Your message",
    ]);
    await summary.getByRole("link", { name: "Phone number" }).click();
    await expect(page.getByLabel("Phone number")).toBeFocused();
    await page.setViewportSize({ width: 390, height: 844 });
    await page.screenshot({ path: "test-results/contact-error-summary-390.png" });
    await expect(page.getByLabel("Your name")).toHaveValue("Priya Patel");
    await expect(page.getByLabel("Your message")).toHaveValue("Short");
    await expectAccessible(page);

    await page.getByLabel("E-mail address").fill(email);
    await page.getByLabel("Phone number").fill("024 7699 0123");
    await page.getByLabel("Postcode").fill("cv5 6aa");
    await page
      .getByLabel("Your message")
      .fill("The back gate in Earlsdon has dropped and will not latch. Mornings suit best.");
    await page.getByRole("button", { name: "Send the message" }).click();
    await expect(toasts(page)).toContainText("Message sent");
    await expect(page.getByLabel("Your name")).toHaveValue("");

    const mail = await waitForMail(email, /We have your message/);
    expect(mail.text).toContain("The back gate in Earlsdon has dropped");
  },
);

test("a letting agent sends a property-services enquiry", { tag: "@no-js" }, async ({ page }) => {
  const email = uniqueEmail("agent");
  await page.goto("/property-services");
  await expectAccessible(page);
  await page.getByLabel("Your name").fill("Tom Walsh");
  await page.getByLabel("Company or letting agency").fill("Walsh Lettings");
  await page.getByLabel("How many properties do you manage?").fill("many");
  await page.getByLabel("E-mail address").fill(email);
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByLabel("Postcode of your office").fill("CV32 4AB");
  await page
    .getByLabel("What do you need help with?")
    .fill("Void turnarounds and EICRs across 40 student lets in Leamington.");
  await page.getByRole("button", { name: "Send the enquiry" }).click();
  await expect(page.locator("#property-enquiry-propertiesCount-error")).not.toBeEmpty();
  await expect(page.getByLabel("Company or letting agency")).toHaveValue("Walsh Lettings");

  await page.getByLabel("How many properties do you manage?").fill("40");
  await page.getByRole("button", { name: "Send the enquiry" }).click();
  await expect(toasts(page)).toContainText("Enquiry sent");
  const mail = await waitForMail(email, /property maintenance enquiry/i);
  expect(mail.text).toContain("Void turnarounds");
});

test("a control character in the contact or enquiry form is refused next to its field, keeping what was typed", async ({
  page,
}) => {
  await page.goto("/contact");
  const name = "Priya\u0007 Patel";
  const message = "The back gate has dropped\u0000 and will not latch.";
  await page.getByLabel("Your name").fill(name);
  await page.getByLabel("E-mail address").fill(uniqueEmail("control"));
  await page.getByLabel("Phone number").fill("024 7699 0123");
  await page.getByLabel("Postcode").fill("CV5 6AA");
  await page.getByLabel("Your message").fill(message);
  await page.getByRole("button", { name: "Send the message" }).click();
  await expect(page.locator("#contact-name-error")).toHaveText(CONTROL_CHARACTER_MESSAGE);
  await expect(page.locator("#contact-message-error")).toHaveText(CONTROL_CHARACTER_MESSAGE);
  await expect(page.getByLabel("Your name")).toHaveValue(name);
  await expect(page.getByLabel("Your name")).toHaveAttribute("aria-invalid", "true");
  await expect(toasts(page)).not.toContainText("Message sent");
  await expectAccessible(page);

  await page.goto("/property-services");
  const company = "Walsh\u001b Lettings";
  await page.getByLabel("Your name").fill("Tom Walsh");
  await page.getByLabel("Company or letting agency").fill(company);
  await page.getByLabel("How many properties do you manage?").fill("40");
  await page.getByLabel("E-mail address").fill(uniqueEmail("control-agent"));
  await page.getByLabel("Phone number").fill("07400 123456");
  await page.getByLabel("Postcode of your office").fill("CV32 4AB");
  await page
    .getByLabel("What do you need help with?")
    .fill("Void turnarounds across 40 student lets in Leamington.");
  await page.getByRole("button", { name: "Send the enquiry" }).click();
  await expect(page.locator("#property-enquiry-companyName-error")).toHaveText(
    CONTROL_CHARACTER_MESSAGE,
  );
  await expect(page.getByLabel("Company or letting agency")).toHaveValue(company);
  await expect(toasts(page)).not.toContainText("Enquiry sent");
});

// One test per page type, so each gets its own time budget on a busy machine.
for (const path of [
  "/",
  "/services",
  "/services/electrical-services",
  "/services/security/emergency-lockout",
  "/prices",
  "/locations/kenilworth-handyman",
  "/guides/how-to-fix-leaky-tap-coventry",
  "/faq",
  "/reviews",
  "/portfolio",
  "/blog",
]) {
  test(`axe finds nothing serious on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expectAccessible(page);
  });
}
