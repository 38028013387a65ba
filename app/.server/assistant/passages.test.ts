import { describe, expect, it } from "vitest";
import { passagesOfPage, plainText, sentencesOf } from "./passages";
import { bookingLink } from "./booking-link";
import { readQuestion } from "./question";
import { matchService } from "./service-match";

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

describe("Book this", () => {
  it("fills the service, the words, a full postcode, the day and an emergency", () => {
    const question = "Burst pipe at CV3 5AB, can you come today?";
    const read = readQuestion(question, new Date("2026-11-24T09:00:00Z"));
    const link = bookingLink({ question, service: matchService(question), read, emergency: true });
    const query = new URL(link.href, "https://example.test").searchParams;
    expect(query.get("service")).toBe("emergency-repairs");
    expect(query.get("description")).toBe(question);
    expect(query.get("postcode")).toBe("CV3 5AB");
    expect(query.get("date")).toBe("2026-11-24");
    expect(query.get("emergency")).toBe("1");
    expect(link.label).toBe("Book this: Emergency plumbing");
  });
});
