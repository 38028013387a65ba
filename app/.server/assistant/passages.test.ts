import { describe, expect, it } from "vitest";
import { passagesOfPage, plainText, sentencesOf } from "./passages";

describe("cutting copy into passages", () => {
  it("keeps each heading's text with its heading, a list as sentences, each FAQ whole", () => {
    const passages = passagesOfPage({
      href: "/services/x",
      pageTitle: "Taps",
      kind: "service",
      intro: "We fix taps.",
      body: "## How pricing works\n\n- Call-out: £45.00\n- Each hour: £45.00\n\n## Next\n\nA [link](/book) here.",
      faqs: [{ question: "Do you fix mixers?", answer: "Yes, most makes." }],
    });
    expect(passages.map((passage) => [passage.heading, passage.text])).toEqual([
      ["Taps", "We fix taps."],
      ["How pricing works", "Call-out: £45.00. Each hour: £45.00."],
      ["Next", "A link here."],
      ["Do you fix mixers?", "Yes, most makes."],
    ]);
    expect(passages[3]?.kind).toBe("faq");
  });

  it("splits sentences and strips markdown", () => {
    expect(sentencesOf("One. Two! £45 is three? Yes")).toEqual([
      "One.",
      "Two!",
      "£45 is three?",
      "Yes",
    ]);
    expect(plainText("**Bold** and `code` [here](/x)")).toBe("Bold and code here");
  });
});
