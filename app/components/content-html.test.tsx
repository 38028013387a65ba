import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ContentHtml } from "./content-html";

describe("ContentHtml", () => {
  it("renders the pipeline's HTML as it is inside the prose wrapper", () => {
    const html = '<h2 id="booking">Booking</h2>\n<p>Pick a <a href="/book">slot</a>.</p>';
    expect(renderToStaticMarkup(<ContentHtml html={html} />)).toBe(
      `<div class="prose-page">${html}</div>`,
    );
  });

  it("adds the caller's classes after prose-page", () => {
    expect(
      renderToStaticMarkup(<ContentHtml html="<p>Hi</p>" className="mt-8 max-w-prose" />),
    ).toBe('<div class="prose-page mt-8 max-w-prose"><p>Hi</p></div>');
  });
});
