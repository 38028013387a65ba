import { describe, expect, it } from "vitest";
import { renderMarkdown } from "./markdown.server";

const render = (markdown: string) =>
  renderMarkdown(markdown, { currentPath: "/test-page", fallbackAlt: "Test", linkKeywords: false })
    .html;

describe("site paths written in the copy", () => {
  it("become links that read as words, without the punctuation after them", () => {
    expect(render("Book at /book, or see /services/plumbing/leaky-tap-repairs.")).toBe(
      '<p>Book at <a href="/book">our booking page</a>, or see <a href="/services/plumbing/leaky-tap-repairs">our leaky tap repairs page</a>.</p>',
    );
  });

  it("inside brackets and list items", () => {
    expect(render("- Prices (/prices)")).toContain('(<a href="/prices">our price list</a>)');
  });

  it("stay text when they are no page of the site", () => {
    expect(render("Our office software lives at /admin/settings.")).toBe(
      "<p>Our office software lives at /admin/settings.</p>",
    );
  });

  it("stay text in headings, links and code, and fractions or dates are not paths", () => {
    const html = render(
      "## See /prices\n\n[the /book page](/book) and `/etc/hosts`, 1/2 inch, 24/7",
    );
    expect(html).toContain("<h2");
    expect(html).toContain("See /prices</h2>");
    expect(html).toContain('<a href="/book">the /book page</a>');
    expect(html).toContain("<code>/etc/hosts</code>");
    expect(html).toContain("1/2 inch, 24/7");
  });
});
