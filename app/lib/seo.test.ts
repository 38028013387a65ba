import { describe, expect, it } from "vitest";
import { canonicalUrl, jsonLd, seo } from "./seo";

const origin = "https://wefixcoventry.co.uk";

describe("canonicalUrl", () => {
  it("drops the query string, the fragment and a trailing slash", () => {
    expect(canonicalUrl(origin, "/services/plumbing-repairs/?utm_source=x#prices")).toBe(
      "https://wefixcoventry.co.uk/services/plumbing-repairs",
    );
  });

  it("keeps the slash of the home page", () => {
    expect(canonicalUrl(origin, "/")).toBe("https://wefixcoventry.co.uk/");
    expect(canonicalUrl(`${origin}/`, "/?ref=card")).toBe("https://wefixcoventry.co.uk/");
  });

  it("joins an origin ending with a slash and a path without one", () => {
    expect(canonicalUrl(`${origin}/`, "about")).toBe("https://wefixcoventry.co.uk/about");
  });
});

describe("seo", () => {
  const tags = seo({
    title: "Plumbing Repairs in Coventry",
    description: "Leaks, taps and toilets fixed across Coventry.",
    path: "/services/plumbing-repairs/?page=2",
    origin,
    siteName: "Fix It Kenilworth",
  });

  it("gives the title, description and canonical link", () => {
    expect(tags).toContainEqual({ title: "Plumbing Repairs in Coventry" });
    expect(tags).toContainEqual({
      name: "description",
      content: "Leaks, taps and toilets fixed across Coventry.",
    });
    expect(tags).toContainEqual({
      tagName: "link",
      rel: "canonical",
      href: "https://wefixcoventry.co.uk/services/plumbing-repairs",
    });
  });

  it("gives the Open Graph and Twitter tags", () => {
    expect(tags).toEqual(
      expect.arrayContaining([
        { property: "og:title", content: "Plumbing Repairs in Coventry" },
        { property: "og:description", content: "Leaks, taps and toilets fixed across Coventry." },
        { property: "og:url", content: "https://wefixcoventry.co.uk/services/plumbing-repairs" },
        { property: "og:type", content: "website" },
        { property: "og:site_name", content: "Fix It Kenilworth" },
        { property: "og:locale", content: "en_GB" },
        { name: "twitter:card", content: "summary" },
        { name: "twitter:title", content: "Plumbing Repairs in Coventry" },
        { name: "twitter:description", content: "Leaks, taps and toilets fixed across Coventry." },
      ]),
    );
  });

  it("is indexable unless asked otherwise", () => {
    expect(tags.some((tag) => "name" in tag && tag.name === "robots")).toBe(false);
    const hidden = seo({ title: "t", description: "d", path: "/dashboard", origin, siteName: "x", noindex: true });
    expect(hidden).toContainEqual({ name: "robots", content: "noindex" });
  });

  it("marks articles and makes image paths absolute, for Open Graph and the large Twitter card", () => {
    const article = seo({
      title: "t",
      description: "d",
      path: "/blog/post",
      origin,
      siteName: "x",
      type: "article",
      image: { url: "/social/site.png", width: 1200, height: 630, alt: "t — x" },
    });
    expect(article).toContainEqual({ property: "og:type", content: "article" });
    expect(article).toEqual(
      expect.arrayContaining([
        { property: "og:image", content: "https://wefixcoventry.co.uk/social/site.png" },
        { property: "og:image:width", content: "1200" },
        { property: "og:image:height", content: "630" },
        { property: "og:image:alt", content: "t — x" },
        { name: "twitter:card", content: "summary_large_image" },
        { name: "twitter:image", content: "https://wefixcoventry.co.uk/social/site.png" },
        { name: "twitter:image:alt", content: "t — x" },
      ]),
    );
  });
});

describe("jsonLd", () => {
  it("wraps each object in its own script descriptor", () => {
    const first = { "@context": "https://schema.org", "@type": "FAQPage" };
    const second = { "@context": "https://schema.org", "@type": "BreadcrumbList" };
    expect(jsonLd(first, second)).toEqual([
      { "script:ld+json": first },
      { "script:ld+json": second },
    ]);
  });
});
