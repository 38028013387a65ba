import { describe, expect, it } from "vitest";
import { auditPage, readPageFacts } from "./audit.server";

function page(options: { head?: string; main: string; chrome?: string }): string {
  return `<!DOCTYPE html><html lang="en-GB"><head><title>Test</title>${options.head ?? ""}</head>
<body><header>${options.chrome ?? ""}</header><main id="main">${options.main}</main>
<footer>${options.chrome ?? ""}</footer></body></html>`;
}

const cleanMain = `<h1>Plumbers in Coventry</h1>
<p>We fix taps in Earlsdon, Kenilworth and Warwick.</p>
<img src="/a.webp" alt="A new tap"><img src="/divider.svg" alt="">`;

describe("auditPage", () => {
  it("passes a clean page", () => {
    expect(
      auditPage(
        page({ head: `<meta name="description" content="Short and local.">`, main: cleanMain }),
      ),
    ).toEqual([]);
  });

  it("asks for exactly one top-level heading", () => {
    expect(
      auditPage(page({ main: cleanMain.replace("<h1>", "<h2>").replace("</h1>", "</h2>") })),
    ).toEqual(["Page should have exactly one top-level heading (found 0)"]);
    expect(auditPage(page({ main: `${cleanMain}<h1 class="x">Again</h1>` }))).toEqual([
      "Page should have exactly one top-level heading (found 2)",
    ]);
  });

  it("flags a meta description over 160 characters, counting decoded characters", () => {
    const exactly160 = "a".repeat(155) + "&amp;&amp;&amp;&amp;&amp;";
    expect(
      auditPage(
        page({ head: `<meta name="description" content="${exactly160}">`, main: cleanMain }),
      ),
    ).toEqual([]);
    const long = "£".repeat(161);
    expect(
      auditPage(page({ head: `<meta content="${long}" name="description"/>`, main: cleanMain })),
    ).toEqual(["Meta description is longer than 160 characters (161)"]);
  });

  it("flags images without an alt attribute", () => {
    expect(
      auditPage(
        page({ main: `${cleanMain}<img src="/b.webp"><picture><img src="/c.webp" /></picture>` }),
      ),
    ).toEqual(["Some images lack alt text (2)"]);
  });

  it("counts local keywords in the visible text of <main> only", () => {
    const main = `<h1>Our services</h1><p>Fast, tidy work in Coventry.</p>
<script type="application/ld+json">{"areaServed":["Coventry","Warwick","Kenilworth"]}</script>
<div hidden>Warwick Kenilworth Leamington</div><template><p>Coundon Radford</p></template>`;
    expect(auditPage(page({ main, chrome: "Coventry Warwick Kenilworth Leamington Spa" }))).toEqual(
      [
        "Fewer than 3 local keyword mentions (1): add more mentions of Coventry and the areas served",
      ],
    );
  });

  it("reads the whole visible page when there is no <main>", () => {
    expect(readPageFacts("<title>Coventry</title><h1>Warwick</h1><p>Kenilworth</p>").mainText).toBe(
      "Warwick Kenilworth",
    );
  });

  it("reports every problem at once", () => {
    expect(
      auditPage(
        `<meta name="description" content="${"x".repeat(170)}"><main><img src="/x"></main>`,
      ),
    ).toEqual([
      "Page should have exactly one top-level heading (found 0)",
      "Meta description is longer than 160 characters (170)",
      "Some images lack alt text (1)",
      "Fewer than 3 local keyword mentions (0): add more mentions of Coventry and the areas served",
    ]);
  });
});

describe("readPageFacts: reading HTML as a browser does", () => {
  it("counts no heading, image or description inside comments, scripts, noscript or templates", () => {
    const facts = readPageFacts(
      `<!DOCTYPE html><html><head>
<script type="application/ld+json">{"a":"</h1><h1>x</h1><img src=x>"}</script>
<!-- <meta name="description" content="commented out"> -->
<noscript><meta name="description" content="${"n".repeat(200)}"></noscript>
</head><body><main><h1>One</h1><!-- <h1>Two</h1> --><noscript><img src="/n.png"><h1>No JS</h1></noscript>
<template><h1>Later</h1><img src="/t.png"></template></main></body></html>`,
    );
    expect(facts).toMatchObject({
      topLevelHeadings: 1,
      metaDescription: undefined,
      imagesWithoutAlt: 0,
      mainText: "One",
    });
  });

  it("reads attributes in every quoting style and case, keeping the first of repeated ones", () => {
    const facts = readPageFacts(
      `<META NAME='Description' CONTENT=Short name="other"><meta name="description" content="second">` +
        `<IMG SRC=a.png ALT='A > B'><img src="b.png" alt><img src="c.png"/>`,
    );
    expect(facts.metaDescription).toBe("Short");
    expect(facts.imagesWithoutAlt).toBe(1);
  });

  it("decodes character references in text and attributes", () => {
    const facts = readPageFacts(
      `<meta name="description" content="Tom &amp; Jerry&#x27;s &#163;45 &ndash; ok">` +
        `<main><p>Fix &amp; paint in Coventry&nbsp;&amp;&nbsp;Warwick</p></main>`,
    );
    expect(facts.metaDescription).toBe("Tom & Jerry's £45 – ok");
    expect(facts.mainText).toBe("Fix & paint in Coventry\u00a0&\u00a0Warwick");
  });

  it("reads a meta description without content as empty", () => {
    expect(readPageFacts(`<meta name="description"><h1>x</h1>`).metaDescription).toBe("");
  });

  it("counts every <main>, leaving out text in hidden elements at any depth", () => {
    const facts = readPageFacts(
      `<main><p>Coventry <span hidden>Warwick <b>Kenilworth</b></span></p></main>` +
        `<aside>Earlsdon</aside><main>Leamington Spa</main>`,
    );
    expect(facts.mainText).toBe("Coventry Leamington Spa");
  });
});
