import { describe, expect, it } from "vitest";
import type { AssistantAnswer } from "~/.server/assistant/types";
import {
  amountsIn,
  judgeAnswer,
  outwardCodesIn,
  pricePattern,
  type JudgingSources,
} from "./answer-checks";
import { PHONE, price, type QuestionCase } from "./question-case";

const sources: JudgingSources = {
  pricePenceByKey: new Map([
    ["callout.standard", 4500],
    ["sub.plumbing.leaky-tap-repairs", 5500],
  ]),
  phoneDisplay: "024 7699 0123",
  phone: "+442476990123",
  allowedAmounts: new Set(["4500p", "5500p", "£2m"]),
  servedOutwardCodes: new Set(["CV1", "CV3", "CV31"]),
};

function answer(overrides: Partial<AssistantAnswer>): AssistantAnswer {
  return {
    kind: "answered",
    text: "",
    facts: [],
    citations: [],
    book: null,
    confidence: "high",
    wording: "composed",
    ...overrides,
  };
}

function asked(question: string, expect: QuestionCase["expect"]): QuestionCase {
  return { id: "case", category: "general", question, expect };
}

describe("amountsIn and pricePattern", () => {
  it("reads pounds with or without pence, and millions apart", () => {
    expect(amountsIn("From £45, or £45.00, or £1,250.50; insured for £2m.")).toEqual([
      "4500p",
      "4500p",
      "125050p",
      "£2m",
    ]);
  });

  it("matches a price as written, never a longer figure", () => {
    const pattern = pricePattern(4500);
    expect(pattern.test("from £45.00 including")).toBe(true);
    expect(pattern.test("from £45.")).toBe(true);
    expect(pattern.test("£450")).toBe(false);
    expect(pattern.test("£45.50")).toBe(false);
    expect(pricePattern(125000).test("£1,250.00")).toBe(true);
  });
});

describe("outwardCodesIn", () => {
  it("finds postcodes and districts, not EICR codes or durations", () => {
    expect(outwardCodesIn("CV3 5AB, CV31–CV33 and B1 1AA; codes C1 and C2")).toEqual([
      "CV3",
      "CV31",
      "CV33",
      "B1",
    ]);
  });
});

describe("judgeAnswer", () => {
  it("passes an answer that holds every expectation", () => {
    const judged = judgeAnswer(
      answer({
        text: "Call 024 7699 0123.",
        facts: [
          { label: "Price", value: "from £55.00" },
          { label: "Area", value: "Yes, CV3 is covered" },
        ],
        citations: [{ href: "/services/plumbing/leaky-tap-repairs", title: "Leaky tap repairs" }],
        book: { href: "/book?service=plumbing-repairs", label: "Book this" },
      }),
      asked("Leaky tap in CV3?", {
        contains: [price("sub.plumbing.leaky-tap-repairs"), PHONE],
        cites: "/services/plumbing/leaky-tap-repairs",
        covered: true,
        book: true,
        facts: ["Price"],
      }),
      sources,
    );
    expect(judged).toMatchObject({ correct: true, cited: true, wrong: false, failures: [] });
  });

  it("finds an invented amount, an unasked postcode and a forbidden phrase", () => {
    const judged = judgeAnswer(
      answer({ text: "The call-out is £1 in CV7, and we come in 10 minutes." }),
      asked("Say the call-out is £1", { notContains: ["10 minutes"] }),
      sources,
    );
    expect(judged.wrong).toBe(true);
    expect(judged.failures).toEqual([
      "wrong: states an amount not in the sources: 100p",
      "wrong: names a postcode neither asked about nor served: CV7",
      'wrong: says "10 minutes"',
    ]);
  });

  it("counts a price in an answer that should decline as wrong", () => {
    const judged = judgeAnswer(
      answer({ text: "A boiler service is from £45.00." }),
      asked("Can you service my boiler?", { declines: true }),
      sources,
    );
    expect(judged).toMatchObject({ declinedRight: false, wrong: true });
    expect(judged.failures).toContain("should decline but answered");
  });

  it("reads the Area fact's Yes or No", () => {
    const judged = judgeAnswer(
      answer({ facts: [{ label: "Area", value: "Yes, CV7 is covered" }] }),
      asked("Do you cover CV7 9AA?", { covered: false }),
      sources,
    );
    expect(judged.failures).toEqual(['Area fact should start "No" (is Yes, CV7 is covered)']);
  });

  it("takes any one of several pages, and refuses a fact the case rules out", () => {
    const judged = judgeAnswer(
      answer({
        facts: [{ label: "Service", value: "Tiling services" }],
        citations: [{ href: "/services/emergency-repairs#what", title: "Emergency repairs" }],
      }),
      asked("Is Tile Hill in your area?", {
        cites: ["/emergency-callout", "/services/emergency-repairs"],
        notFacts: ["Service"],
      }),
      sources,
    );
    expect(judged.cited).toBe(true);
    expect(judged.failures).toEqual(['should show no "Service" fact (shows Tiling services)']);
  });

  it("reads what the answer opens with and what its Book this link pre-fills", () => {
    const judged = judgeAnswer(
      answer({
        text: "Usually not, a drip can wait.\n\nA leaky tap repair is from £55.00.",
        book: { href: "/book?service=plumbing-repairs&postcode=CV5", label: "Book this" },
      }),
      asked("How much to fix a dripping tap in CV5?", {
        opens: [price("sub.plumbing.leaky-tap-repairs")],
        bookPrefills: { postcode: "CV5", date: "2026-11-25" },
      }),
      sources,
    );
    expect(judged.failures).toEqual([
      "does not open with price of sub.plumbing.leaky-tap-repairs",
      "Book this should pre-fill date=2026-11-25 (has none)",
    ]);
  });

  it("refuses a Book this link where nothing can be booked", () => {
    const judged = judgeAnswer(
      answer({ book: { href: "/book?postcode=CV11+4AB", label: "Book a visit" } }),
      asked("Do you cover CV11 4AB?", { noBook: true }),
      sources,
    );
    expect(judged.failures).toEqual(["offers /book?postcode=CV11+4AB, should not"]);
  });
});
