import { describe, expect, it } from "vitest";
import { previewPost, publishedPostHtml, warningsAcknowledged } from "./post-checks.server";

const LOCAL_BODY =
  "We clear gutters in Coventry, Earlsdon and Kenilworth every autumn.\n\n## Before winter\n\nCheck the downpipes.";

const base = {
  title: "Gutter clearing before winter",
  description: "When to clear your gutters and what it costs.",
  body: LOCAL_BODY,
  slug: "gutter-clearing-before-winter",
  coverAlt: null,
};

function failed(input: Parameters<typeof previewPost>[0]) {
  return previewPost(input)
    .checks.filter((check) => !check.passed)
    .map((check) => check.key);
}

describe("the page the checks read", () => {
  it("has the title as its one h1 and the description as its meta description", () => {
    const html = publishedPostHtml({ ...base, title: 'A "quoted" <title>' }, "<p>Body</p>");
    expect(html.match(/<h1>/g)).toHaveLength(1);
    expect(html).toContain("<h1>A &quot;quoted&quot; &lt;title&gt;</h1>");
    expect(html).toContain(`<meta name="description" content="${base.description}">`);
  });

  it("includes the cover picture with its alt text, or without one when none was given", () => {
    expect(publishedPostHtml({ ...base, coverAlt: "A gutter" }, "")).toContain('alt="A gutter"');
    expect(publishedPostHtml({ ...base, coverAlt: " " }, "")).toContain('<img src="/cover">');
  });
});

describe("previewPost", () => {
  it("passes a local post with one heading, a short description and described pictures", () => {
    const preview = previewPost(base);
    expect(preview.warnings).toEqual([]);
    expect(preview.checks.map((check) => check.passed)).toEqual([true, true, true, true]);
    expect(preview.bodyHtml).toContain('<h2 id="before-winter">Before winter</h2>');
  });

  it("warns about a second h1 from the body", () => {
    expect(failed({ ...base, body: `# Another title\n\n${LOCAL_BODY}` })).toEqual(["heading"]);
  });

  it("warns about a description over 160 characters", () => {
    expect(failed({ ...base, description: "d".repeat(161) })).toEqual(["description"]);
    expect(failed({ ...base, description: "d".repeat(160) })).toEqual([]);
  });

  it("warns about a cover without alt text", () => {
    expect(failed({ ...base, coverAlt: "" })).toEqual(["images"]);
  });

  it("warns about too few local mentions", () => {
    const preview = previewPost({ ...base, body: "Clear the gutters twice a year." });
    expect(preview.checks.find((check) => check.key === "local")).toMatchObject({
      passed: false,
      message: expect.stringContaining("Fewer than 3 local keyword mentions"),
    });
  });

  it("renders the body through the site's pipeline, raw HTML dropped", () => {
    const preview = previewPost({ ...base, body: `${LOCAL_BODY}\n\n<script>alert(1)</script>` });
    expect(preview.bodyHtml).not.toContain("<script");
  });
});

describe("warningsAcknowledged", () => {
  it("accepts only when every standing warning was shown", () => {
    expect(warningsAcknowledged([], undefined)).toBe(true);
    expect(warningsAcknowledged(["a"], undefined)).toBe(false);
    expect(warningsAcknowledged(["a"], "a\nb")).toBe(true);
    expect(warningsAcknowledged(["a", "c"], "a\nb")).toBe(false);
  });
});
