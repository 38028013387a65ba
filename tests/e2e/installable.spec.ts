import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/fixtures";

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose?: string;
}

interface Manifest {
  id: string;
  name: string;
  short_name: string;
  description: string;
  start_url: string;
  scope: string;
  display: string;
  background_color: string;
  theme_color: string;
  icons: ManifestIcon[];
  shortcuts: { name: string; url: string; icons: ManifestIcon[] }[];
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's own width and height (its IHDR chunk), which a wrong "sizes" would not match. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE)).toBe(true);
  expect(bytes.subarray(12, 16).toString("latin1")).toBe("IHDR");
  return `${bytes.readUInt32BE(16)}x${bytes.readUInt32BE(20)}`;
}

async function expectPngIcon(request: APIRequestContext, src: string, sizes: string) {
  const response = await request.get(src);
  expect(response.status(), src).toBe(200);
  expect(response.headers()["content-type"], src).toBe("image/png");
  expect(pngSize(await response.body()), src).toBe(sizes);
}

test("the manifest names the app and every icon it lists is there at its size", async ({
  request,
}) => {
  const response = await request.get("/manifest.webmanifest");
  expect(response.status()).toBe(200);
  expect(response.headers()["content-type"]).toMatch(/^application\/manifest\+json/);
  const manifest: Manifest = await response.json();

  expect(manifest).toMatchObject({
    id: "/",
    name: "We Fix Coventry",
    start_url: "/",
    scope: "/",
    display: "standalone",
    theme_color: "#094a8c",
  });
  expect(manifest.short_name.length).toBeGreaterThan(0);
  // Android shows the short name under the icon and cuts it off past about 12 characters.
  expect(manifest.short_name.length).toBeLessThanOrEqual(12);
  expect(manifest.description.length).toBeGreaterThan(0);
  expect(manifest.background_color).toMatch(/^#[0-9a-f]{6}$/i);

  const pngs = manifest.icons.filter((icon) => icon.type === "image/png");
  expect(pngs.map((icon) => `${icon.sizes} ${icon.purpose ?? "any"}`).sort()).toEqual([
    "192x192 any",
    "512x512 any",
    "512x512 maskable",
  ]);
  for (const icon of pngs) await expectPngIcon(request, icon.src, icon.sizes);

  const svg = manifest.icons.find((icon) => icon.type === "image/svg+xml");
  expect(svg?.sizes).toBe("any");
  const svgResponse = await request.get(svg?.src ?? "/missing.svg");
  expect(svgResponse.status()).toBe(200);
  expect(svgResponse.headers()["content-type"]).toMatch(/^image\/svg\+xml/);

  expect(manifest.shortcuts.map(({ name, url }) => ({ name, url }))).toEqual([
    { name: "Book a job", url: "/book" },
    { name: "My jobs", url: "/engineer" },
  ]);
  for (const shortcut of manifest.shortcuts) {
    expect(shortcut.icons.map((icon) => icon.sizes)).toEqual(["96x96"]);
    for (const icon of shortcut.icons) await expectPngIcon(request, icon.src, icon.sizes);
  }
});

test("every page links the manifest, the theme colour and the home-screen icon for iOS", async ({
  page,
  request,
}) => {
  await page.goto("/");
  const head = page.locator("head");
  await expect(head.locator('link[rel="manifest"]')).toHaveAttribute(
    "href",
    "/manifest.webmanifest",
  );
  await expect(head.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#094a8c");
  const appleIcon = head.locator('link[rel="apple-touch-icon"]');
  await expect(appleIcon).toHaveAttribute("href", "/apple-touch-icon.png");
  await expectPngIcon(request, "/apple-touch-icon.png", "180x180");
});

// Playwright's own contexts are off the record, which Chromium never installs from ("in-incognito"),
// so this check opens the site in a throwaway profile of its own, as a phone's browser would.
test("Chromium finds nothing stopping the site from being installed", async ({
  playwright,
  launchOptions,
  baseURL,
  javaScriptEnabled,
  extraHTTPHeaders,
}) => {
  const profile = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-install-"));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    baseURL,
    javaScriptEnabled,
    extraHTTPHeaders,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto("/", { waitUntil: "load" });
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send("Page.getInstallabilityErrors");
    expect(installabilityErrors).toEqual([]);
  } finally {
    await context.close();
    await fs.rm(profile, { recursive: true, force: true });
  }
});
