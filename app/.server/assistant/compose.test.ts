import { describe, expect, it } from "vitest";
import { leadOf } from "./compose";
import { readQuestion } from "./question";

const NOW = new Date("2026-11-24T09:00:00Z");
const asks = (question: string) => readQuestion(question, NOW).asks;

describe("the answer's first words", () => {
  it("open with the price asked for, never with a passage", () => {
    const facts = [
      { label: "Service", value: "Leaky tap repairs" },
      { label: "Price", value: "Leaky tap repair: from £55.00" },
    ];
    expect(leadOf(facts, asks("How much would it cost to fix a dripping tap?"))).toBe(
      "Leaky tap repair: from £55.00.",
    );
    // Asked whether, not how much: the passages answer, the price stays in the facts.
    expect(leadOf(facts, asks("Do you fix leaky taps?"))).toBe("");
  });

  it("give a place outside the area our nearest town and the phone", () => {
    const facts = [
      { label: "Area", value: "No, CV11 4AB is outside the area we cover: Coventry (CV1–CV6)." },
      { label: "Nearest area we cover", value: "Coventry (CV1–CV6)" },
      { label: "Phone", value: "024 7699 0123" },
    ];
    expect(leadOf(facts, asks("Do you cover Nuneaton? CV11 4AB"))).toBe(
      "No, CV11 4AB is outside the area we cover: Coventry (CV1–CV6). " +
        "The nearest place we cover is Coventry (CV1–CV6). " +
        "Call us on 024 7699 0123 or send us an enquiry and we will tell you whether we can help.",
    );
  });

  it("give the free windows, the hours or the phone when those are asked", () => {
    const windows = [{ label: "Next free windows", value: "Wednesday 25 November: 06:00–08:00." }];
    expect(leadOf(windows, asks("and tomorrow?"))).toBe(
      "Next free windows: Wednesday 25 November: 06:00–08:00.",
    );
    const hours = [{ label: "Opening hours", value: "every day 06:00–22:00" }];
    expect(leadOf(hours, asks("what time do you close"))).toBe(
      "We are open every day 06:00–22:00.",
    );
  });
});
