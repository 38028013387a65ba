import { describe, expect, it } from "vitest";
import { understand } from "./follow-up";
import type { AssistantTurn } from "./types";

// Tuesday 24 November 2026, 09:00 in London.
const NOW = new Date("2026-11-24T09:00:00Z");

/** Earlier questions as the page carries them; the words answered do not change the rules. */
function asked(...questions: string[]): AssistantTurn[] {
  return questions.map((question) => ({ question, answer: "" }));
}

describe("a fact from an earlier turn", () => {
  it("leaves out a postcode the new question does not need, but keeps it for Book this", () => {
    const next = understand(
      "What time can someone come tomorrow morning?",
      asked("Do you cover Nuneaton? CV11 4AB"),
      NOW,
    );
    expect(next.read.postcode).toBeNull();
    expect(next.read.place).toBeNull();
    expect(next.read.asks).toMatchObject({ availability: true, hours: false, area: false });
    expect(next.read.day).toBe("2026-11-25");
    expect(next.read.partOfDay).toBe("morning");
    expect(next.service).toBeNull();
    expect(next.booking.where.postcode?.text).toBe("CV11 4AB");
  });

  it("answers a price asked of the job said before, and nothing of the place", () => {
    const next = understand("how much", asked("I'm a landlord, do you do EICRs?"), NOW);
    expect(next.service?.slug).toBe("electrical-testing");
    expect(next.serviceCarried).toBe(true);
    expect(next.searchTerms).toEqual(expect.arrayContaining(["electrical", "testing"]));

    const place = understand(
      "how much is the emergency callout anyway",
      asked("locked out in nuneaton CV10"),
      NOW,
    );
    expect(place.read.postcode).toBeNull();
    expect(place.read.rate).toBe("emergency-callout");
  });

  it("keeps the job out of a question about when or where, but books it", () => {
    const when = understand(
      "can you come friday",
      asked("radiator in the back bedroom is cold at the top", "how much"),
      NOW,
    );
    expect(when.service).toBeNull();
    expect(when.booking.service?.slug).toBe("radiator-repairs");
    expect(when.booking.day).toBe("2026-11-27");
    expect(when.booking.description).toBe("radiator in the back bedroom is cold at the top");

    const where = understand("the flat is in CV32", asked("do you do EICRs?"), NOW);
    expect(where.service).toBeNull();
    expect(where.read.postcode?.text).toBe("CV32");
    expect(where.booking.service?.slug).toBe("electrical-testing");
  });

  it("gives Book this the place, the job and the day of the conversation", () => {
    const book = understand(
      "Book this",
      asked("do you cover CV5", "great. need a couple of shelves put up in the alcove"),
      NOW,
    );
    expect(book.read.postcode).toMatchObject({ text: "CV5", full: false });
    expect(book.booking.service?.slug).toBe("shelving-installation");
    expect(book.booking.where.postcode?.text).toBe("CV5");

    const day = understand(
      "book it",
      asked("fence panel blew down", "can someone come at the weekend"),
      NOW,
    );
    expect(day.booking.day).toBe("2026-11-28");
  });

  it("answers 'do you go there?' and 'the nearest?' about the place said before", () => {
    const next = understand(
      "ok whats the nearest you go",
      asked("Stratford upon avon, do you go there?"),
      NOW,
    );
    expect(next.read.place?.name).toBe("Stratford");
  });
});

describe("a short follow-up", () => {
  it("asks what the question before asked, about the new thing it names", () => {
    const tomorrow = understand("and tomorrow?", asked("When is your next free slot?"), NOW);
    expect(tomorrow.read.asks.availability).toBe(true);
    expect(tomorrow.read.day).toBe("2026-11-25");

    const shower = understand("and a shower repair?", asked("how much to fit a new toilet"), NOW);
    expect(shower.read.asks.price).toBe(true);
    expect(shower.service?.slug).toBe("shower-repairs");

    const halfDay = understand("what about half a day", asked("whats the day rate"), NOW);
    expect(halfDay.read.asks.price).toBe(true);
    expect(halfDay.read.rate).toBe("half-day");

    const place = understand("what about kenilworth?", asked("do u cover rugby"), NOW);
    expect(place.read.place?.town).toBe("Kenilworth");
  });

  it("keeps the day it follows and adds the part of the day", () => {
    const next = understand("afternoon if poss", asked("can someone come thursday"), NOW);
    expect(next.read.asks.availability).toBe(true);
    expect(next.read.day).toBe("2026-11-26");
    expect(next.read.partOfDay).toBe("afternoon");
  });

  it("does not take a new subject for a follow-up", () => {
    const next = understand(
      "great. need a couple of shelves put up in the alcove",
      asked("do you cover CV5"),
      NOW,
    );
    expect(next.read.asks.area).toBe(false);
    expect(next.read.postcode).toBeNull();
    expect(next.service?.slug).toBe("shelving-installation");
  });
});
