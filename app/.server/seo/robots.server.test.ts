import { describe, expect, it } from "vitest";
import { robotsTxt } from "./robots.server";

describe("robotsTxt", () => {
  const lines = robotsTxt("https://wefixcoventry.co.uk/").split("\n");

  it("allows the site and points to the sitemap", () => {
    expect(lines[0]).toBe("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Sitemap: https://wefixcoventry.co.uk/sitemap.xml");
  });

  it("keeps crawlers out of signed-in areas and token links", () => {
    for (const path of [
      "/admin",
      "/dashboard",
      "/auth",
      "/client",
      "/engineer",
      "/portal/",
      "/track/",
    ]) {
      expect(lines).toContain(`Disallow: ${path}`);
    }
  });

  it("leaves the public engineer-mobile page crawlable despite the /engineer prefix", () => {
    expect(lines).toContain("Allow: /engineer-mobile");
  });
});
