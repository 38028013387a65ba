import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { expect, expectAccessible, test, toasts } from "./support/fixtures";
import { signedInState } from "./support/roles";

/*
 * The office adds a project at /admin/portfolio, uploads a before and an after photo,
 * publishes it and finds it on /portfolio with responsive pictures; then deletes it again.
 * Every record here is the spec's own (a unique title), so other specs on the shared server
 * are not disturbed; hostile posts to each form get a 4xx with a message.
 */

// The office as the demo admin, signed in once by the setup project.
test.use({ storageState: signedInState("admin") });

async function photo(name: string, colour: string) {
  const buffer = await sharp({
    create: { width: 1200, height: 800, channels: 3, background: colour },
  })
    .jpeg()
    .toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

test("the office uploads a project with before and after photos, publishes it and sees it on /portfolio", async ({
  page,
}) => {
  // The server makes AVIF and WebP copies of each photo at three widths.
  test.setTimeout(120_000);
  const title = `Patio relaid ${randomBytes(4).toString("hex")}`;
  await page.goto("/admin/portfolio/new");
  await expect(page.getByRole("heading", { level: 1, name: "New project" })).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel("Title").fill(title);
  await page.getByLabel("Summary").fill("A sunken patio lifted, levelled and relaid.");
  await page.getByLabel("Service").selectOption("home-improvements");
  await page.getByLabel("Area").fill("Earlsdon, Coventry");
  await page.getByLabel("Finished on").fill("2026-10-02");
  await page.getByRole("button", { name: "Save the project" }).click();
  await expect(toasts(page)).toContainText("Draft saved");
  await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
  const projectUrl = new URL(page.url()).pathname;
  expect(projectUrl).toMatch(/^\/admin\/portfolio\/\d+$/);

  await page.getByLabel(/^Before photos/).setInputFiles(await photo("before.jpg", "#7a5230"));
  await page.getByLabel(/^After photos/).setInputFiles(await photo("after.jpg", "#2f6f4f"));
  await page.getByRole("button", { name: "Upload the photos" }).click();
  await expect(toasts(page)).toContainText("Photos added");
  await expect(page.getByRole("img", { name: `Before: ${title}` })).toBeVisible();
  await page.getByLabel("Description of after photo 1").fill(`The relaid patio, ${title}`);
  await page.getByRole("button", { name: "Save the description" }).nth(1).click();
  await expect(toasts(page)).toContainText("Description saved");
  await expectAccessible(page);

  await page.getByLabel(/^Published/).check();
  await page.getByRole("button", { name: "Save the project" }).click();
  await expect(toasts(page)).toContainText("Project saved");

  await page.goto("/portfolio");
  const card = page.getByRole("listitem").filter({
    has: page.getByRole("heading", { level: 3, name: title }),
  });
  const after = card.getByRole("img", { name: `The relaid patio, ${title}` });
  await expect(after).toBeVisible();
  await expect(after).toHaveAttribute("width", "1200");
  await expect(after).toHaveAttribute("height", "800");
  await expect(card.locator('source[type="image/avif"]').first()).toHaveAttribute(
    "srcset",
    /\/media\/site\/portfolio\/[0-9a-f]{32}-480\.avif 480w, .*-960\.avif 960w, .*-1200\.avif 1200w/,
  );
  await expect(card.getByRole("img", { name: `Before: ${title}` })).toHaveAttribute(
    "width",
    "1200",
  );

  await page.goto("/admin/portfolio");
  await expect(page.getByRole("link", { name: title })).toBeVisible();
  await expectAccessible(page);

  // Hostile posts as the admin: each a 4xx with a message, never a 5xx.
  const post = (url: string, form: Record<string, string>) =>
    page.request.post(url, { form, maxRedirects: 0 });
  const hostile: [string, Record<string, string>][] = [
    [projectUrl, { intent: "nothing-we-know" }],
    [projectUrl, { intent: "alt", imageId: "1; drop table", alt: "x" }],
    [projectUrl, { intent: "alt", imageId: "999999999", alt: "x" }],
    [projectUrl, { intent: "save", title: "x".repeat(5000), summary: "\u0000" }],
    [projectUrl, { intent: "move-image", imageId: "1", direction: "sideways" }],
    [projectUrl, { intent: "upload" }],
    ["/admin/portfolio", { intent: "move", projectId: "-1", direction: "up" }],
    [
      "/admin/portfolio",
      { intent: "from-job", reference: "CV-2026-999999", consentMethod: "phone", consent: "on" },
    ],
    ["/admin/portfolio", { intent: "from-job", reference: "'; select 1", consentMethod: "fax" }],
    ["/admin/portfolio/new", { intent: "create", title: "\u0007bell", location: "CV1 5DZ" }],
  ];
  for (const [url, form] of hostile) {
    const response = await post(url, form);
    expect(response.status(), `${url} ${JSON.stringify(form).slice(0, 80)}`).toBeGreaterThanOrEqual(
      400,
    );
    expect(response.status()).toBeLessThan(500);
    expect((await response.text()).length).toBeGreaterThan(0);
  }
  expect((await page.request.get("/admin/portfolio/not-a-number")).status()).toBe(404);

  // The from-job form says why next to the field.
  await page.goto("/admin/portfolio?reference=CV-2026-999999");
  await page.getByLabel("How the customer agreed").selectOption("phone");
  await page.getByLabel("The customer agreed to their photos being shown").check();
  await page.getByRole("button", { name: "Make a draft project" }).click();
  await expect(page.getByText("No job has the reference CV-2026-999999.")).toBeVisible();

  await page.goto(projectUrl);
  await page.getByRole("button", { name: `Delete “${title}”` }).click();
  await expect(toasts(page)).toContainText("Project deleted");
  await page.goto("/portfolio");
  await expect(page.getByRole("heading", { level: 3, name: title })).toHaveCount(0);
});
