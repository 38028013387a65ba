import { describe, expect, it } from "vitest";
import { renderMarkdown, type RenderMarkdownOptions } from "./markdown.server";

const defaults: RenderMarkdownOptions = { currentPath: "/blog/a-post", fallbackAlt: "Fallback" };

function render(markdown: string, options: Partial<RenderMarkdownOptions> = {}) {
  return renderMarkdown(markdown, { ...defaults, ...options });
}

function linksTo(html: string, path: string): number {
  return html.split(`href="${path}"`).length - 1;
}

function imageTags(html: string): string[] {
  return html.match(/<img [^>]*>/g) ?? [];
}

describe("renderMarkdown: internal links", () => {
  it("links the first mention of each category once", () => {
    const { html } = render(
      "Our plumbing repairs are quick. More plumbing repairs later.\n\nElectrical work and plumbing repairs together.",
    );
    expect(html).toContain(
      'Our <a href="/services/plumbing-repairs">plumbing repairs</a> are quick.',
    );
    expect(linksTo(html, "/services/plumbing-repairs")).toBe(1);
    expect(html).toContain('<a href="/services/electrical-services">Electrical work</a> and');
    expect(linksTo(html, "/services/electrical-services")).toBe(1);
  });

  it("links the first keyword of a category, whichever keyword it is", () => {
    const { html } = render("A dripping tap under the sink, so book plumbing repairs.");
    expect(html).toBe(
      '<p>A <a href="/services/plumbing-repairs">dripping tap</a> under the sink, so book plumbing repairs.</p>',
    );
  });

  it("links several categories in one text, keeping the words as written", () => {
    const { html } = render("EMERGENCY CALL-OUT help with Gutter Cleaning and TV mounting.");
    expect(html).toBe(
      '<p><a href="/emergency-callout">EMERGENCY CALL-OUT</a> help with ' +
        '<a href="/services/gutter-cleaning">Gutter Cleaning</a> and ' +
        '<a href="/services/appliance-installation">TV mounting</a>.</p>',
    );
  });

  it("never links a single common word: a story reads without them (issue 28)", () => {
    const { html } = render(
      "The leak came through the ceiling, the lock jammed, the garden fence leaned and the paint peeled: an urgent job for our plumber and electrician.",
    );
    expect(html).not.toContain("<a ");
  });

  it("links a phrase that Markdown wraps over two lines", () => {
    const { html } = render("Stop that dripping\ntap today.");
    expect(html).toContain('<a href="/services/plumbing-repairs">dripping\ntap</a>');
  });

  it("never links inside headings, and links the body mention instead", () => {
    const { html } = render(
      "## Plumbing repairs in Coventry\n\n### Our plumbing repairs\n\nPlumbing repairs done well.",
    );
    expect(html).toContain(
      '<h2 id="plumbing-repairs-in-coventry">Plumbing repairs in Coventry</h2>',
    );
    expect(html).toContain('<h3 id="our-plumbing-repairs">Our plumbing repairs</h3>');
    expect(html).toContain(
      '<p><a href="/services/plumbing-repairs">Plumbing repairs</a> done well.</p>',
    );
  });

  it("never links inside an existing link", () => {
    const { html } = render("[Book plumbing repairs](/book) or ask about plumbing repairs.");
    expect(html).toBe(
      '<p><a href="/book">Book plumbing repairs</a> or ask about ' +
        '<a href="/services/plumbing-repairs">plumbing repairs</a>.</p>',
    );
  });

  it("adds no second link to a page the copy already links to", () => {
    const { html } = render(
      "A dripping tap. See [our plumbers' work](/services/plumbing-repairs).",
    );
    expect(linksTo(html, "/services/plumbing-repairs")).toBe(1);
    expect(html).toContain("A dripping tap.");
  });

  it("never links inside inline code or code blocks", () => {
    const { html } = render(
      "Type `plumbing repairs` here.\n\n```\nplumbing repairs\n```\n\nPlumbing repairs came.",
    );
    expect(html).toContain("<code>plumbing repairs</code>");
    expect(html).toContain("<pre><code>plumbing repairs\n</code></pre>");
    expect(html).toContain('<a href="/services/plumbing-repairs">Plumbing repairs</a> came.');
  });

  it("links inside emphasis and list items", () => {
    const { html } = render("- **plumbing repairs** on call\n- an *emergency call-out* job");
    expect(html).toContain(
      '<strong><a href="/services/plumbing-repairs">plumbing repairs</a></strong>',
    );
    expect(html).toContain('<em><a href="/emergency-callout">emergency call-out</a></em>');
  });

  it("never links a page to itself", () => {
    const { html } = render("Our plumbing repairs and our electrical work.", {
      currentPath: "/services/plumbing-repairs",
    });
    expect(linksTo(html, "/services/plumbing-repairs")).toBe(0);
    expect(linksTo(html, "/services/electrical-services")).toBe(1);
    const withSlash = render("Our plumbing repairs.", {
      currentPath: "/services/plumbing-repairs/",
    });
    expect(withSlash.html).toBe("<p>Our plumbing repairs.</p>");
  });

  it("links a sub-service page to its parent service", () => {
    const { html } = render("Our plumbing repairs.", {
      currentPath: "/services/plumbing/leaky-tap-repairs",
    });
    expect(linksTo(html, "/services/plumbing-repairs")).toBe(1);
  });

  it("adds no links when keyword linking is off", () => {
    const { html } = render("Our plumbing repairs and electrical work.", { linkKeywords: false });
    expect(html).toBe("<p>Our plumbing repairs and electrical work.</p>");
  });
});

describe("renderMarkdown: sanitising", () => {
  it("drops raw HTML, scripts and event handlers", () => {
    const { html } = render(
      'Hello <script>alert(1)</script> world\n\n<img src="x" onerror="alert(1)">\n\n' +
        '<div onclick="steal()">text</div>\n\n<iframe src="https://evil.example"></iframe>',
      { linkKeywords: false },
    );
    expect(html).not.toMatch(/<script|onerror|onclick|<iframe|<div/i);
    expect(html).toContain("Hello");
    expect(html).toContain("world");
  });

  it("strips javascript: and data: URLs from links and images", () => {
    const { html } = render(
      "[one](javascript:alert(1)) [two](JavaScript:alert(1)) [three](data:text/html,x)\n\n" +
        "![pic](javascript:alert(1))",
      { linkKeywords: false },
    );
    expect(html).not.toMatch(/javascript:|data:/i);
    expect(html).toContain("<a>one</a>");
  });

  it("keeps ordinary links, relative and absolute", () => {
    const { html } = render("[Prices](/prices) and [mail](mailto:hello@example.com)", {
      linkKeywords: false,
    });
    expect(html).toBe(
      '<p><a href="/prices">Prices</a> and <a href="mailto:hello@example.com">mail</a></p>',
    );
  });

  it("escapes text that looks like markup", () => {
    const { html } = render('Use 5 < 6 & "quotes" in `<b>code</b>`', { linkKeywords: false });
    expect(html).toContain("5 &#x3C; 6 &#x26;");
    expect(html).toContain("<code>&#x3C;b>code&#x3C;/b></code>");
  });
});

describe("renderMarkdown: images", () => {
  const fourImages = "![a](/1.png)\n\n![b](/2.png)\n\n![c](/3.png)\n\n![d](/4.png)";

  it("loads the first three images on the page eagerly and the rest lazily", () => {
    const { html, imageCount } = render(fourImages);
    expect(imageCount).toBe(4);
    const tags = imageTags(html);
    expect(tags.slice(0, 3)).toEqual([
      '<img src="/1.png" alt="a" loading="eager" decoding="async" fetchpriority="high">',
      '<img src="/2.png" alt="b" loading="eager" decoding="async" fetchpriority="high">',
      '<img src="/3.png" alt="c" loading="eager" decoding="async" fetchpriority="high">',
    ]);
    expect(tags[3]).toBe('<img src="/4.png" alt="d" loading="lazy" decoding="async">');
  });

  it("counts images already rendered above the Markdown", () => {
    const afterTwo = imageTags(render(fourImages, { imagesBefore: 2 }).html);
    expect(afterTwo.map((tag) => tag.includes('loading="eager"'))).toEqual([
      true,
      false,
      false,
      false,
    ]);
    expect(afterTwo.filter((tag) => tag.includes("fetchpriority"))).toHaveLength(1);
    const afterFive = imageTags(render(fourImages, { imagesBefore: 5 }).html);
    expect(afterFive.every((tag) => tag.includes('loading="lazy"'))).toBe(true);
  });

  it("fills missing alt text from the nearest heading above, else the fallback", () => {
    const { html } = render(
      "![](/0.png)\n\n## Fence repairs in Earlsdon\n\nText.\n\n![ ](/1.png)\n\n" +
        "### After the storm\n\n![Kept as written](/2.png) ![](/3.png)",
      { fallbackAlt: "Handyman work in Coventry", linkKeywords: false },
    );
    const alts = imageTags(html).map((tag) => /alt="([^"]*)"/.exec(tag)?.[1]);
    expect(alts).toEqual([
      "Handyman work in Coventry",
      "Fence repairs in Earlsdon",
      "Kept as written",
      "After the storm",
    ]);
  });

  it("reports no images when there are none", () => {
    expect(render("Just text.").imageCount).toBe(0);
  });
});

/** The ids of the headings in rendered HTML, in document order. */
function headingIds(html: string): Array<[string, string]> {
  return [...html.matchAll(/<(h[1-6])(?: id="([^"]*)")?>/g)].map((match) => [
    match[1] ?? "",
    match[2] ?? "",
  ]);
}

describe("renderMarkdown: headings", () => {
  it("gives every heading a GitHub-style slug id, unique in the page", () => {
    const { html } = render(
      "## Fuse boxes & RCDs: what's changed?\n\n### Cafe repairs\n\n#### Small print\n\n" +
        "## Booking\n\n## Booking\n\n## `Code` and [links](/faq)",
      { linkKeywords: false },
    );
    expect(headingIds(html)).toEqual([
      ["h2", "fuse-boxes--rcds-whats-changed"],
      ["h3", "cafe-repairs"],
      ["h4", "small-print"],
      ["h2", "booking"],
      ["h2", "booking-1"],
      ["h2", "code-and-links"],
    ]);
    expect(html).toContain('<h2 id="booking-1">Booking</h2>');
  });

  it("gives the same ids on every render, cached or not", () => {
    const markdown = "## Prices\n\n## Prices\n\n### Call-out";
    const first = headingIds(render(markdown).html);
    const again = headingIds(render(markdown).html);
    const fresh = headingIds(render(`${markdown}\n`).html);
    expect(first).toEqual([
      ["h2", "prices"],
      ["h2", "prices-1"],
      ["h3", "call-out"],
    ]);
    expect(again).toEqual(first);
    expect(fresh).toEqual(first);
  });

  it("leaves a heading without letters or digits without an id rather than an empty one", () => {
    const { html } = render("## ???\n\n## Next");
    expect(html).toContain("<h2>???</h2>");
    expect(html).toContain('<h2 id="next">Next</h2>');
    expect(html).not.toContain('id=""');
  });

  it("keeps ids from the source out: sanitising drops them before headings get their own", () => {
    const { html } = render('## Title {#custom}\n\n<h2 id="main">Raw</h2>', {
      linkKeywords: false,
    });
    expect(headingIds(html)).toEqual([["h2", "title-custom"]]);
  });
});

describe("renderMarkdown: several texts on one page", () => {
  it("puts the prefix before every heading id and the links to them, and nowhere else", () => {
    const markdown =
      "## The problem\n\nSee [below](#the-result) or [book](/book).\n\n## The result";
    const { html } = render(markdown, { idPrefix: "loft-", linkKeywords: false });
    expect(headingIds(html)).toEqual([
      ["h2", "loft-the-problem"],
      ["h2", "loft-the-result"],
    ]);
    expect(html).toContain('href="#loft-the-result"');
    expect(html).toContain('href="/book"');
    expect(headingIds(render(markdown, { linkKeywords: false }).html)[0]).toEqual([
      "h2",
      "the-problem",
    ]);
  });
});

describe("renderMarkdown: external links", () => {
  it("adds rel=noopener noreferrer to links to other sites only, and no target", () => {
    const { html } = render(
      "[Gas Safe](https://www.gassaferegister.co.uk/) [Old](http://example.com) " +
        "[Book](/book) [Mail](mailto:hello@example.com) [Top](#prices)",
      { linkKeywords: false },
    );
    expect(html).toContain(
      '<a href="https://www.gassaferegister.co.uk/" rel="noopener noreferrer">Gas Safe</a>',
    );
    expect(html).toContain('<a href="http://example.com" rel="noopener noreferrer">Old</a>');
    expect(html).toContain('<a href="/book">Book</a>');
    expect(html).toContain('<a href="mailto:hello@example.com">Mail</a>');
    expect(html).toContain('<a href="#prices">Top</a>');
    expect(html).not.toContain("target=");
  });

  it("treats a bare web address, which Markdown does not link, as text", () => {
    const { html } = render("See www.example.com for more.", { linkKeywords: false });
    expect(html).toBe("<p>See www.example.com for more.</p>");
  });
});

describe("renderMarkdown: repeated renders", () => {
  it("returns the same result for the same input, unaffected by changes to an earlier result", () => {
    const markdown = "## Same page\n\nA plumber.";
    const first = render(markdown);
    const firstHtml = first.html;
    first.html = "changed";
    first.imageCount = 99;
    const second = render(markdown);
    expect(second.html).toBe(firstHtml);
    expect(second.imageCount).toBe(0);
  });

  it("renders differently for a different page", () => {
    const markdown = "Plumbing repairs.";
    expect(render(markdown).html).toContain("<a ");
    expect(render(markdown, { currentPath: "/services/plumbing-repairs" }).html).not.toContain(
      "<a ",
    );
  });
});
