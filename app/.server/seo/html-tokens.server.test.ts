import { describe, expect, it } from "vitest";
import { decodeCharacterReferences, tokenizeHtml } from "./html-tokens.server";

describe("decodeCharacterReferences", () => {
  it("decodes numeric and common named references", () => {
    expect(decodeCharacterReferences("Tom &amp; Jerry&#x27;s &#163;45 &ndash; &lt;b&gt;")).toBe(
      "Tom & Jerry's £45 – <b>",
    );
  });

  it("leaves unknown or invalid references as written", () => {
    expect(decodeCharacterReferences("&madeup; &#0; & alone")).toBe("&madeup; &#0; & alone");
  });
});

describe("tokenizeHtml", () => {
  it("reads tags, attributes in every quoting style and text", () => {
    expect(
      tokenizeHtml(`<!DOCTYPE html><IMG src="a.png" ALT='A > B' width=40 hidden/>Hi &amp; bye`),
    ).toEqual([
      {
        kind: "start",
        name: "img",
        attributes: new Map([
          ["src", "a.png"],
          ["alt", "A > B"],
          ["width", "40"],
          ["hidden", ""],
        ]),
        selfClosing: true,
      },
      { kind: "text", text: "Hi & bye" },
    ]);
  });

  it("skips comments and keeps a stray < as text", () => {
    expect(tokenizeHtml("a <!-- <h1>x</h1> --> b < c</p>")).toEqual([
      { kind: "text", text: "a " },
      { kind: "text", text: " b < c" },
      { kind: "end", name: "p" },
    ]);
  });

  it("treats script and noscript content as text, never as markup", () => {
    const tokens = tokenizeHtml(
      `<script type="application/ld+json">{"a":"</h1><img>"}</script><noscript><img src=x></noscript>`,
    );
    expect(tokens.filter((token) => token.kind === "start").map((token) => token.name)).toEqual([
      "script",
      "noscript",
    ]);
    expect(tokens[1]).toEqual({ kind: "text", text: `{"a":"</h1><img>"}` });
  });

  it("decodes the text of a title", () => {
    expect(tokenizeHtml("<title>Fix &amp; paint</title>")[1]).toEqual({
      kind: "text",
      text: "Fix & paint",
    });
  });

  it("keeps the first of repeated attributes", () => {
    const [token] = tokenizeHtml(`<meta name="description" name="other">`);
    expect(token?.kind === "start" && token.attributes.get("name")).toBe("description");
  });
});
