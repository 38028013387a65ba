import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import {
  expect,
  expectAccessible,
  linkIn,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { otherPerson } from "./support/other-person";
import { signedInState } from "./support/roles";

// The demo accounts act from saved state: nothing here signs them out or changes them (the
// newcomer is an account of its own, signed up through the invitation).
const PASSWORD = "a-good-password-1";

function invitationPath(text: string): string {
  const match = /https?:\/\/\S+(\/org-invite\/[A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`No invitation link in ${text}`);
  return match[1];
}

test.describe("as the office", () => {
  test.use({ storageState: signedInState("admin") });

  test("the office creates an organisation, is refused a reserved or taken slug, and edits it", async ({
    page,
  }) => {
    const slug = `e2e-${randomBytes(4).toString("hex")}`;
    await page.goto("/admin");
    await page
      .getByRole("navigation", { name: "Back office" })
      .getByRole("link", { name: "Organisations" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Organisations" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Moat House Lettings" })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole("link", { name: "New organisation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "New organisation" })).toBeVisible();
    await expect(page.getByLabel("Spend limit (£)")).toHaveValue("250");
    await expect(page.getByLabel("Emergency: hours")).toHaveValue("4");
    await expect(page.getByLabel("Urgent: days")).toHaveValue("2");
    await expect(page.getByLabel("Routine: working days")).toHaveValue("10");
    await expectAccessible(page);

    await page.getByLabel("Name", { exact: true }).fill("Earlsdon Estates");
    await page.getByLabel("Address (slug)").fill("admin");
    await page.getByLabel("Spend limit (£)").fill("lots");
    await page.getByLabel("Urgent: days").fill("0");
    await page.getByRole("button", { name: "Create the organisation" }).click();
    await expect(page.getByText("That address is one of the site's own pages")).toBeVisible();
    await expect(page.getByText("Enter an amount in pounds, like 250 or 250.00")).toBeVisible();
    await expect(page.getByText("Enter a number from 1 to 60")).toBeVisible();
    await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Earlsdon Estates");
    await expectAccessible(page);

    await page.getByLabel("Address (slug)").fill("moathouse");
    await page.getByLabel("Spend limit (£)").fill("300");
    await page.getByLabel("Urgent: days").fill("3");
    await page.getByRole("button", { name: "Create the organisation" }).click();
    await expect(page.getByText("Another organisation already has that address")).toBeVisible();

    await page.getByLabel("Address (slug)").fill(slug);
    await page.getByLabel("Contact e-mail").fill("office@earlsdon.example.com");
    await page.getByLabel("Contact phone").fill("07400 123456");
    await page.getByRole("button", { name: "Create the organisation" }).click();
    await expect(page).toHaveURL(`/admin/organizations/${slug}`);
    await expect(toasts(page)).toContainText("Organisation created");
    await expect(page.getByRole("heading", { level: 1, name: "Earlsdon Estates" })).toBeVisible();
    await expect(page.getByText("No members yet.")).toBeVisible();
    await expectAccessible(page);

    await page.getByLabel("Name", { exact: true }).fill("Earlsdon Estates Ltd");
    await page.getByLabel("Spend limit (£)").fill("450.50");
    await page.getByRole("button", { name: "Save the organisation" }).click();
    await expect(toasts(page)).toContainText("Organisation saved");
    await expect(
      page.getByRole("heading", { level: 1, name: "Earlsdon Estates Ltd" }),
    ).toBeVisible();
    await expect(page.getByLabel("Spend limit (£)")).toHaveValue("450.50");

    // The fixed addresses keep their slug; their members and properties are listed for the office.
    await page.goto("/admin/organizations/moathouse");
    await expect(
      page.getByText("Fixed: /moathouse is one of the site's own addresses."),
    ).toBeVisible();
    await expect(page.getByText("moathouse@example.com", { exact: true })).toBeVisible();
    await expect(page.getByText("Flat 3, 12 Moat Street")).toBeVisible();
    await expect(page.getByRole("link", { name: "Members and invitations" })).toHaveAttribute(
      "href",
      "/org/moathouse/members",
    );
    await expectAccessible(page);

    await page.goto(`/admin/organizations?${new URLSearchParams({ q: "earlsdon estates" })}`);
    await expect(page.getByRole("link", { name: "Earlsdon Estates Ltd" }).first()).toBeVisible();
    await expect(page.getByRole("link", { name: "Moat House Lettings" })).toHaveCount(0);

    // The office works the organisation's members page like an owner.
    await page.goto("/org/moathouse/members");
    await expect(page.getByText("Office view")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Invite someone" })).toBeVisible();
  });
});

test.describe("as the moathouse owner", () => {
  test.use({ storageState: signedInState("moathouse") });

  test(
    "an owner invites a new person, who signs up through the link, accepts and is managed",
    { tag: "@no-js" },
    async ({ page, browser }) => {
      const email = uniqueEmail("invitee");
      const name = `Nina ${randomBytes(3).toString("hex")}`;
      await page.goto("/org/moathouse/members");
      await expect(page.getByRole("heading", { level: 1, name: "Members" })).toBeVisible();
      await expect(page.getByText("The only owner")).toBeVisible();
      await expectAccessible(page);

      const invite = page.locator("form", {
        has: page.getByRole("button", { name: "Send the invitation" }),
      });
      await invite.getByLabel("E-mail address").fill("not-an-address");
      await invite.getByRole("button", { name: "Send the invitation" }).click();
      await expect(page.getByText("Enter an e-mail address like office@example.com")).toBeVisible();
      await invite.getByLabel("E-mail address").fill(email);
      await invite.getByLabel("Role").selectOption("manager");
      await invite.getByRole("button", { name: "Send the invitation" }).click();
      await expect(toasts(page)).toContainText("Invitation sent");
      const waiting = page.getByRole("region", { name: /Invitations waiting/ });
      await expect(waiting.getByText(email, { exact: true })).toBeVisible();

      const mail = await waitForMail(email, /Invitation to join Moat House Lettings/);
      const link = invitationPath(mail.text);
      expect(mail.text).toContain("as a manager");

      // The newcomer, on a device of their own.
      const other = await otherPerson(browser);
      try {
        await other.goto(link);
        await expect(
          other.getByRole("heading", { level: 1, name: "Join Moat House Lettings" }),
        ).toBeVisible();
        await expect(other.getByText("Manager", { exact: true })).toBeVisible();
        await expectAccessible(other);
        await other.getByRole("link", { name: `Create an account with ${email}` }).click();
        await other.getByLabel("Full name").fill(name);
        // The invited address comes filled in and fixed.
        await expect(other.getByLabel("E-mail address")).toHaveValue(email);
        await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await other.getByRole("button", { name: "Create account" }).click();
        await expect(toasts(other)).toContainText("Account created");

        const verification = await waitForMail(email, /Confirm your e-mail address/);
        await other.goto(linkIn(verification, "/auth/verify"));
        await expect(toasts(other)).toContainText("E-mail confirmed");
        await other.getByLabel("E-mail address").fill(email);
        await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
        await other.getByRole("button", { name: "Sign in" }).click();
        await expect(other).toHaveURL(link);
        await expect(other.getByRole("button", { name: "Accept the invitation" })).toBeVisible();
        await expectAccessible(other);
        await other.getByRole("button", { name: "Accept the invitation" }).click();
        await expect(other).toHaveURL("/org/moathouse");

        // The used link is dead, with a page that says so.
        const used = await other.goto(link);
        expect(used?.status()).toBe(410);
        await expect(other.getByText("This invitation has already been used.")).toBeVisible();
        await expectAccessible(other);

        // The newcomer manages their own e-mails; a manager cannot manage members.
        await other.goto("/org/moathouse/members");
        await expect(other.getByRole("heading", { name: "Invite someone" })).toHaveCount(0);
        await other.getByRole("button", { name: "Stop my organisation e-mails" }).click();
        await expect(toasts(other)).toContainText("E-mails off");
        await other.getByRole("button", { name: "Send me the organisation's e-mails" }).click();
        await expect(toasts(other)).toContainText("E-mails on");
        await expectAccessible(other);
      } finally {
        await other.context().close();
      }

      // The owner sees the newcomer, changes their role, and cannot demote the only owner.
      await page.goto("/org/moathouse/members");
      await expect(page.getByLabel(`Role for ${name}`)).toBeVisible();
      await page.getByLabel(`Role for ${name}`).selectOption("member");
      await page
        .getByRole("button", { name: "Change role" })
        .nth(await roleButtonIndex(page, name))
        .click();
      await expect(toasts(page)).toContainText("Role changed");
      await page.getByLabel("Role for yourself").selectOption("manager");
      await page.getByRole("button", { name: "Change role" }).first().click();
      await expect(
        page.getByText(
          "The organisation needs at least one owner: make another member an owner first.",
        ),
      ).toBeVisible();
      await expectAccessible(page);
      await page.getByRole("button", { name: `Remove ${name}` }).click();
      await expect(toasts(page)).toContainText("Member removed");
      await expect(page.getByLabel(`Role for ${name}`)).toHaveCount(0);
    },
  );
});

/** The index of a member's "Change role" button among the page's (one per member, in order). */
async function roleButtonIndex(page: Page, name: string): Promise<number> {
  const labels = await page
    .getByLabel(/^Role for /)
    .evaluateAll((selects) => selects.map((select) => select.id));
  const target = await page.getByLabel(`Role for ${name}`).getAttribute("id");
  return labels.indexOf(target ?? "");
}

test.describe("as the empire owner", () => {
  test.use({ storageState: signedInState("empire") });

  test("another organisation's member gets 404s, hostile posts get 4xx", async ({
    page,
    baseURL,
  }) => {
    const foreign = await page.goto("/org/moathouse/members");
    expect(foreign?.status()).toBe(404);
    const origin = baseURL ?? "";
    const post = (form: Record<string, string>) =>
      page.request.post("/org/moathouse/members", {
        form,
        headers: { Origin: origin },
        maxRedirects: 0,
      });
    expect(
      (await post({ intent: "remove", memberId: "00000000-0000-4000-8000-000000000000" })).status(),
    ).toBe(404);

    // The empire owner's own page: junk never makes a 500.
    const own = (form: Record<string, string>) =>
      page.request.post("/org/empire/members", {
        form,
        headers: { Origin: origin },
        maxRedirects: 0,
      });
    const cases: Record<string, string>[] = [
      { intent: "invite", email: `${"a".repeat(300)}@example.com`, role: "manager" },
      { intent: "invite", email: "ctrl\u0000@example.com", role: "owner" },
      { intent: "invite", email: "x@example.com", role: "emperor" },
      { intent: "invite" },
      { intent: "change-role", memberId: "not-a-uuid", role: "member" },
      { intent: "change-role", memberId: "00000000-0000-4000-8000-000000000000", role: "member" },
      { intent: "remove", memberId: "' or 1=1 --" },
      { intent: "resend", invitationId: "00000000-0000-4000-8000-000000000000" },
      { intent: "revoke", invitationId: "x".repeat(5000) },
      { intent: "spend-limit", spendLimit: "-1" },
      { intent: "spend-limit", spendLimit: "9".repeat(30) },
      { intent: "notify", notify: "maybe" },
      { intent: "self-destruct" },
      {},
    ];
    for (const form of cases) {
      const response = await own(form);
      expect(response.status(), JSON.stringify(form).slice(0, 80)).toBeGreaterThanOrEqual(400);
      expect(response.status(), JSON.stringify(form).slice(0, 80)).toBeLessThan(500);
    }
    const invitation = await page.goto(`/org-invite/${"A".repeat(43)}`);
    expect(invitation?.status()).toBe(404);
    await page.goto("/org/empire/members");
    await expect(page.getByText("empire@example.com").first()).toBeVisible();
    await expectAccessible(page);
  });
});
