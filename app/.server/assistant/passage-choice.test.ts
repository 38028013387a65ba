import { describe, expect, it } from "vitest";
import { understand } from "./follow-up";
import { answersTheQuestion, trimPassage, type PassageAsk } from "./passage-choice";
import type { Passage } from "./passages";
import type { AssistantTurn } from "./types";

const NOW = new Date("2026-11-24T09:00:00Z");

function askOf(question: string, history: AssistantTurn[] = []): PassageAsk {
  const understood = understand(question, history, NOW);
  return {
    read: understood.read,
    service: understood.service,
    serviceNamed: understood.service !== null && !understood.serviceCarried,
    now: NOW,
  };
}

function passage(overrides: Partial<Passage>): Passage {
  return {
    id: "x",
    href: "/services/plumbing/leaky-tap-repairs",
    pageTitle: "Leaky tap repairs",
    heading: "Leaky tap repairs",
    text: "",
    kind: "service",
    ...overrides,
  };
}

const DRIP_FAQ = passage({
  kind: "faq",
  heading: "Is a dripping tap an emergency?",
  text: "Usually not, and a drip can wait for a normal slot booked at /book.",
});
const TAP_PRICE = passage({
  heading: "Prices",
  text: "Our call-out starts from £45.00 and includes the first hour. We fix drips in one visit.",
});
const TAP_INTRO = passage({
  text: "A dripping tap wastes water. We fix drips, usually in one visit.",
});
const TV_BOOKING = passage({
  href: "/services/appliance/tv-wall-mounting",
  text: "TV mounting is easy to book online at /book.",
});

describe("choosing the passages that answer", () => {
  it("leaves out an FAQ that answers another question", () => {
    const price = askOf("How much would it cost to fix a dripping tap?");
    expect(answersTheQuestion(DRIP_FAQ, price)).toBe(false);
    expect(answersTheQuestion(DRIP_FAQ, askOf("is a dripping tap an emergency"))).toBe(true);
  });

  it("quotes on a price only what is about the price", () => {
    const price = askOf("How much would it cost to fix a dripping tap?");
    expect(answersTheQuestion(TAP_INTRO, price)).toBe(false);
    expect(answersTheQuestion(TAP_PRICE, price)).toBe(true);
    expect(trimPassage(TAP_PRICE, price.read.terms, { ask: price })).toBe(
      "Our call-out starts from £45.00 and includes the first hour.",
    );
    // "Can you fix it in CV34?" asks about the job itself.
    expect(answersTheQuestion(TAP_INTRO, askOf("Can you fix a leaky tap in CV34?"))).toBe(true);
  });

  it("leaves out a page about a service the question is not about", () => {
    expect(answersTheQuestion(TV_BOOKING, askOf("When is your next free slot?"))).toBe(false);
    expect(answersTheQuestion(TV_BOOKING, askOf("can you mount my tv tomorrow?"))).toBe(true);
  });

  it("wants a time of day in a sentence about booking, not in any sentence", () => {
    const morning = askOf("What time can someone come tomorrow morning?");
    const story = passage({
      href: "/engineer-mobile",
      kind: "info",
      text: "An engineer heading from a morning job in Radford can check the next job first.",
    });
    expect(answersTheQuestion(story, morning)).toBe(false);
    const rules = passage({
      href: "/book",
      kind: "rules",
      text: "Arrival windows are 2 hours long. Our vans are white.",
    });
    expect(trimPassage(rules, morning.read.terms, { ask: morning })).toBe(
      "Arrival windows are 2 hours long.",
    );
  });

  it("quotes nothing the answer already says", () => {
    const hours = askOf("what time do you close");
    const open = passage({
      href: "/contact",
      kind: "rules",
      text: "We are open every day 06:00–22:00. Call 024 7699 0123.",
    });
    expect(
      trimPassage(open, hours.read.terms, {
        ask: hours,
        said: "We are open every day 06:00–22:00.",
      }),
    ).toBe("");
  });
});
