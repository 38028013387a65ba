import { randomBytes } from "node:crypto";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { signedInState } from "./support/roles";

const FEW_MENTIONS =
  "Bleed your radiators once a year.\n\n## Why\n\nAir stops the water reaching the top.";
const LOCAL_BODY =
  "Bleed your radiators before winter, whether you live in Coventry, Earlsdon or Kenilworth.\n\n## Why\n\nAir stops the water reaching the top.";

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

test("write a post, confirm past the checks' warning, publish, rename: the old URL 301s", async ({
  page,
}) => {
  const unique = `${test.info().project.name}-${randomBytes(4).toString("hex")}`;
  const title = `Bleeding radiators ${unique}`;
  const slug = `bleeding-radiators-${unique}`;

  await page.goto("/blog/admin");
  await expect(page.getByRole("heading", { level: 1, name: "Blog" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Write a new post" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Description", { exact: true }).fill("How and when to bleed a radiator.");
  await page.getByLabel("Post (Markdown)").fill(FEW_MENTIONS);
  await page.getByLabel("Tags (optional)").fill("heating, winter");

  // The preview keeps every typed value.
  await page.getByRole("button", { name: "Preview" }).click();
  const preview = page.getByRole("region", { name: /Preview/ });
  await expect(preview.getByText("Air stops the water reaching the top.")).toBeVisible();
  await expect(page.getByLabel("Title")).toHaveValue(title);
  await expect(page.getByLabel("Post (Markdown)")).toHaveValue(FEW_MENTIONS);
  await expect(page.getByLabel("Tags (optional)")).toHaveValue("heating, winter");
  await expect(page.getByText("Warning: At least 3 mentions of Coventry")).toBeVisible();

  // Publishing with a warning asks for a second click and loses nothing.
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(page.getByRole("button", { name: "Publish anyway" })).toBeVisible();
  await expect(page.getByRole("alert")).toContainText("Fewer than 3 local keyword mentions");
  await expect(page.getByLabel("Post (Markdown)")).toHaveValue(FEW_MENTIONS);

  // Fixed: every check passes and one click publishes.
  await page.getByLabel("Post (Markdown)").fill(LOCAL_BODY);
  await page.getByRole("button", { name: "Preview" }).click();
  await expect(page.getByText("Every check passes.")).toBeVisible();
  await page.getByRole("button", { name: "Publish now" }).click();
  await expect(toasts(page)).toContainText("Post published");
  await expect(page.getByRole("heading", { level: 1, name: `Edit “${title}”` })).toBeVisible();
  await expect(page.getByText("Published the post")).toBeVisible();
  await expectAccessible(page);
  const editorUrl = page.url();

  await page.goto("/blog");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  const sitemap = await page.request.get("/sitemap.xml");
  expect(await sitemap.text()).toContain(`/blog/${slug}</loc>`);

  // A new slug: the old address answers 301 to the new one.
  await page.goto(editorUrl);
  await page.getByLabel("Slug (the post's address)").fill(`${slug}-moved`);
  await page.getByRole("button", { name: "Save changes" }).click();
  await expect(toasts(page)).toContainText("Post saved");
  const moved = await page.request.get(`/blog/${slug}`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers()["location"]).toMatch(new RegExp(`/blog/${slug}-moved$`));
  await page.goto(`/blog/${slug}-moved`);
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
});

test("hostile input to the editor gets a 4xx with a message, never a 5xx", async ({
  page,
  baseURL,
}) => {
  await page.goto("/blog/admin/new");
  await expect(page.getByRole("heading", { level: 1, name: "New post" })).toBeVisible();
  const origin = baseURL ?? "";
  const post = (path: string, form: Record<string, string>) =>
    page.request.post(path, { form, headers: { Origin: origin }, maxRedirects: 0 });
  const valid = { title: "Hostile", description: "Hostile.", body: "Text." };

  const cases: [string, Record<string, string>][] = [
    ["/blog/admin/new", { ...valid, intent: "delete-everything" }],
    ["/blog/admin/new", { ...valid, intent: "save", title: "x".repeat(5_000) }],
    ["/blog/admin/new", { ...valid, intent: "save", title: "bad\u0000title" }],
    ["/blog/admin/new", { intent: "save" }],
    ["/blog/admin/new", { ...valid, intent: "save", slug: "Not A Slug" }],
    ["/blog/admin/new", { ...valid, intent: "schedule", scheduledFor: "2001-01-01T09:00" }],
    ["/blog/admin/new", { ...valid, intent: "schedule", scheduledFor: "tomorrow" }],
    ["/blog/admin/preview", { body: "x".repeat(30_000) }],
  ];
  for (const [path, form] of cases) {
    const answer = await post(path, form);
    expect(answer.status(), `${path} ${JSON.stringify(form).slice(0, 80)}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(answer.status()).toBeLessThan(500);
  }
  for (const path of ["/blog/admin/abc", "/blog/admin/99999999999999999999999", "/blog/admin/0"]) {
    const answer = await page.request.get(path);
    expect(answer.status()).toBe(404);
    expect((await post(path, { ...valid, intent: "save" })).status()).toBe(404);
  }
  // The refusal is shown next to the field, with the typed values kept.
  await page.getByLabel("Title").fill("?!");
  await page.getByLabel("Description", { exact: true }).fill("Only punctuation in the title.");
  await page.getByLabel("Post (Markdown)").fill("Text.");
  await page.getByRole("button", { name: "Save draft" }).click();
  await expect(page.getByText("The title has no letters or digits")).toBeVisible();
  await expect(page.getByLabel("Description", { exact: true })).toHaveValue(
    "Only punctuation in the title.",
  );
});
