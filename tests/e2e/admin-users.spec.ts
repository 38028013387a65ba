import { randomBytes } from "node:crypto";
import { request, type APIRequestContext, type Browser } from "@playwright/test";
import {
  expect,
  expectAccessible,
  linkIn,
  test,
  toasts,
  uniqueEmail,
  waitForMail,
} from "./support/fixtures";
import { signIn as signInOverHttp, signUpNewClient, visitorAddress } from "./support/http-session";
import { ORIGIN } from "./support/in-process-app";
import {
  accountOnApp,
  assignedJob,
  inProcessApp,
  PASSWORD,
  signIn,
} from "./support/in-process-accounts";
import { signedInState } from "./support/roles";

/*
 * The office's accounts. Making someone an engineer changes every window's capacity, so that
 * flow runs on the build answering in this process, on a database of its own (see
 * support/in-process-app.ts). Invitations (to the admin role, which no capacity counts) and
 * disabling an account this spec made run on the shared server, whose SMTP test server
 * catches the e-mails.
 */

const ADMIN_EMAIL = "admin@example.com";

// On the shared server the office is the demo admin, signed in once by the setup project (it
// neither signs out nor changes its own account here); the in-process flow signs in its own.
test.use({ storageState: signedInState("admin") });

test("the office makes someone an engineer, sees them on the board, and takes the role back", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const app = await inProcessApp();
  await app.serve(context);
  const suffix = randomBytes(3).toString("hex");
  const office = await accountOnApp(app, `Olga Office ${suffix}`, ["admin"]);
  const dan = await accountOnApp(app, `Dan Newman ${suffix}`, ["client"]);

  await signIn(page, office, "/admin/users", ORIGIN);
  await expect(page.getByRole("heading", { level: 1, name: "Accounts" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Search").fill(`newman ${suffix}`);
  await page.getByRole("button", { name: "Show accounts" }).click();
  await expect(page).toHaveURL(/q=newman/);
  await page.getByRole("link", { name: dan.fullName }).click();
  await expect(page.getByRole("heading", { level: 1, name: dan.fullName })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Make them an engineer" }).click();
  await expect(toasts(page)).toContainText("Role given");
  await page.goto(`${ORIGIN}/admin`);
  await expect(page.getByText(dan.fullName).first()).toBeVisible();

  const job = await assignedJob(app, dan.id, office.id);
  await page.goto(`${ORIGIN}/admin/users/${dan.id}`);
  await expect(page.getByText("1 future job assigned")).toBeVisible();
  await page.getByRole("button", { name: "Take the engineer role away" }).click();
  await expect(
    page.getByRole("heading", {
      name: "Take the engineer role away? Their 1 future job goes back to the unassigned queue.",
    }),
  ).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Take the role away and unassign 1 job" }).click();
  await expect(toasts(page)).toContainText("Role taken away");
  await expect(
    page.getByText("Took the engineer role away; 1 future job back in the queue"),
  ).toBeVisible();

  const row = await app.db
    .selectFrom("jobs")
    .select(["engineer_id", "status"])
    .where("reference", "=", job.reference)
    .executeTakeFirstOrThrow();
  expect(row).toEqual({ engineer_id: null, status: "confirmed" });

  // An admin cannot take their own admin role away: the page does not offer it.
  await page.goto(`${ORIGIN}/admin/users/${office.id}`);
  await expect(
    page.getByText("Your own admin role: another administrator can take it away."),
  ).toBeVisible();
  await expect(page.getByRole("button", { name: "Take the administrator role away" })).toHaveCount(
    0,
  );
});

/**
 * Another person on another device: own cookies (none: a new context inherits the test's
 * saved sign-in unless told otherwise), own address for the rate limits.
 */
async function newPerson(browser: Browser) {
  const context = await browser.newContext({
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": `2001:db8::a1:${randomBytes(2).toString("hex")}` },
  });
  return { context, page: await context.newPage() };
}

function invitationPath(text: string): string {
  const match = /https?:\/\/\S+(\/staff-invite\/[A-Za-z0-9_-]{43})/.exec(text);
  if (!match?.[1]) throw new Error(`No invitation link in ${text}`);
  return match[1];
}

test("the office invites a new administrator, who signs up through the link and accepts once", async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const email = uniqueEmail("staff");
  const name = `Ivy ${randomBytes(3).toString("hex")}`;
  await page.goto("/admin/users");
  const invite = page.locator("form", {
    has: page.getByRole("button", { name: "Send the invitation" }),
  });
  await invite.getByLabel("Full name").fill(name);
  await invite.getByLabel("E-mail address").fill("not-an-address");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(page.getByText("Enter an e-mail address like name@example.com")).toBeVisible();
  await expect(invite.getByLabel("Full name")).toHaveValue(name);
  await expectAccessible(page);
  await invite.getByLabel("E-mail address").fill(email);
  await invite.getByLabel("Role").selectOption("admin");
  await invite.getByRole("button", { name: "Send the invitation" }).click();
  await expect(toasts(page)).toContainText("Invitation sent");
  const waiting = page.getByRole("region", { name: /Invitations waiting/ });
  await expect(waiting.getByText(email, { exact: true })).toBeVisible();

  const mail = await waitForMail(email, /Invitation to join .* as an administrator/);
  const link = invitationPath(mail.text);
  const invitee = await newPerson(browser);
  const other = invitee.page;
  try {
    await other.goto(link);
    await expect(
      other.getByRole("heading", { level: 1, name: "Join the We Fix Coventry team" }),
    ).toBeVisible();
    await expectAccessible(other);
    await other.getByRole("link", { name: `Create an account with ${email}` }).click();
    await expect(other.getByLabel("E-mail address")).toHaveValue(email);
    await other.getByLabel("Full name").fill(name);
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("button", { name: "Create account" }).click();
    await expect(toasts(other)).toContainText("Account created");
    const verification = await waitForMail(email, /Confirm your e-mail address/);
    await other.goto(linkIn(verification, "/auth/verify"));
    await other.getByLabel("E-mail address").fill(email);
    await other.getByLabel("Password", { exact: true }).fill(PASSWORD);
    await other.getByRole("button", { name: "Sign in" }).click();
    await expect(other).toHaveURL(link);
    await expectAccessible(other);
    await other.getByRole("button", { name: "Accept the invitation" }).click();
    await expect(other).toHaveURL("/admin");
    await expect(toasts(other)).toContainText("Welcome to the team");

    const used = await other.goto(link);
    expect(used?.status()).toBe(410);
    await expect(other.getByText("This invitation has already been used.")).toBeVisible();
    await expectAccessible(other);
  } finally {
    await invitee.context.close();
  }
  await page.goto(`/admin/users?${new URLSearchParams({ q: email, role: "admin" })}`);
  await expect(page.getByRole("link", { name })).toBeVisible();
  await expect(waiting.getByText(email, { exact: true })).toHaveCount(0);
});

test("the office disables an account: its session ends and sign-in is refused; enabling lets it back", async ({
  page,
  baseURL,
}) => {
  const origin = baseURL ?? "";
  // A new visitor of their own: a request context made in a test inherits its saved sign-in
  // (the office's) unless told otherwise.
  const person: APIRequestContext = await request.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [] },
    extraHTTPHeaders: { "X-Forwarded-For": visitorAddress() },
  });
  try {
    const account = await signUpNewClient(person, origin, "disable-me");
    expect((await person.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);

    await page.goto(`/admin/users?${new URLSearchParams({ q: account.email })}`);
    await page.getByRole("link", { name: "Fuzz Tester" }).click();
    await page.getByRole("button", { name: "Disable the account" }).click();
    await expect(toasts(page)).toContainText("Account disabled");
    await expect(page.getByText("Disabled", { exact: true })).toBeVisible();
    await expectAccessible(page);

    const after = await person.get("/dashboard", { maxRedirects: 0 });
    expect(after.status()).toBe(302);
    expect(after.headers()["location"]).toMatch(/^\/auth/);
    await expect(signInOverHttp(person, origin, account)).rejects.toThrow(/HTTP 400/);

    await page.getByRole("button", { name: "Enable the account" }).click();
    await expect(toasts(page)).toContainText("Account enabled");
    await signInOverHttp(person, origin, account);
    expect((await person.get("/dashboard", { maxRedirects: 0 })).status()).toBe(200);
    await expect(page.getByText("Disabled the account")).toBeVisible();
  } finally {
    await person.dispose();
  }
});

test("hostile input to the office's account forms is refused with a 4xx, never a 5xx", async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? "").origin;
  // The demo admin's own account: the rules refuse its own demotion and disabling.
  const me = await page.request.get(`/admin/users?${new URLSearchParams({ q: ADMIN_EMAIL })}`);
  expect(me.status()).toBe(200);
  const ownId = /\/admin\/users\/([0-9a-f-]{36})/.exec(await me.text())?.[1];
  if (!ownId) throw new Error("No account link on the list");
  const post = (to: string, form: Record<string, string>) =>
    page.request.post(to, { form, headers: { Origin: origin }, maxRedirects: 0 });
  const long = "x".repeat(5000);
  const control = "Ivy\u0000\u0007";
  const bodies: [string, Record<string, string>][] = [
    ["/admin/users?index", { intent: "invite", email: long, fullName: long, role: "admin" }],
    [
      "/admin/users?index",
      { intent: "invite", email: "a@example.com", fullName: control, role: "admin" },
    ],
    [
      "/admin/users?index",
      { intent: "invite", email: "a@example.com", fullName: "Ivy", role: "owner" },
    ],
    ["/admin/users?index", { intent: "invite" }],
    ["/admin/users?index", { intent: "resend", invitationId: "not-a-uuid" }],
    [
      "/admin/users?index",
      { intent: "revoke", invitationId: "00000000-0000-4000-8000-000000000000" },
    ],
    ["/admin/users?index", { intent: "explode" }],
    ["/admin/users?index", {}],
    [`/admin/users/${ownId}`, { intent: "take-role", role: "admin" }],
    [`/admin/users/${ownId}`, { intent: "disable" }],
    [`/admin/users/${ownId}`, { intent: "give-role", role: "superuser" }],
    [`/admin/users/${ownId}`, { intent: "take-role", role: "engineer", confirmedJobs: "-5" }],
    [`/admin/users/${ownId}`, { intent: "take-role", role: control }],
    [`/admin/users/${ownId}`, { intent: "explode" }],
    [`/admin/users/${ownId}`, {}],
    ["/admin/users/not-a-uuid", { intent: "disable" }],
    ["/admin/users/00000000-0000-4000-8000-000000000000", { intent: "give-role", role: "admin" }],
    [`/staff-invite/${"A".repeat(43)}`, { intent: "accept" }],
    ["/staff-invite/short", { intent: "explode" }],
  ];
  for (const [to, form] of bodies) {
    const response = await post(to, form);
    expect(response.status(), `${to} ${JSON.stringify(form).slice(0, 120)}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(response.status(), `${to} ${JSON.stringify(form).slice(0, 120)}`).toBeLessThan(500);
  }
  // The refusals changed nothing: the admin is still one.
  await page.goto(`/admin/users/${ownId}`);
  await expect(
    page.getByText("Your own admin role: another administrator can take it away."),
  ).toBeVisible();
});
