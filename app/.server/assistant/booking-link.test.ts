import { describe, expect, it } from "vitest";
import { bookingLink } from "./booking-link";
import { understand } from "./follow-up";
import type { AssistantTurn } from "./types";

const NOW = new Date("2026-11-24T09:00:00Z");

function linkFor(question: string, earlier: string[] = []) {
  const history: AssistantTurn[] = earlier.map((asked) => ({ question: asked, answer: "" }));
  const { booking } = understand(question, history, NOW);
  const link = bookingLink(booking);
  return { link, query: new URL(link.href, "https://example.test").searchParams };
}

describe("Book this", () => {
  it("fills the service, the words, a full postcode, the day and an emergency", () => {
    const question = "Burst pipe at CV3 5AB, can you come today?";
    const { link, query } = linkFor(question);
    expect(query.get("service")).toBe("emergency-repairs");
    expect(query.get("description")).toBe(question);
    expect(query.get("postcode")).toBe("CV3 5AB");
    expect(query.get("date")).toBe("2026-11-24");
    expect(query.get("emergency")).toBe("1");
    expect(link.label).toBe("Book this: Emergency plumbing");
  });

  it("keeps the district when the question gave only that", () => {
    expect(linkFor("Can you fix a leaky tap in CV34?").query.get("postcode")).toBe("CV34");
    const { query } = linkFor("Book this", ["do you cover CV5", "I need shelves put up"]);
    expect(query.get("postcode")).toBe("CV5");
    expect(query.get("description")).toBe("I need shelves put up");
    expect(query.get("service")).toBe("carpentry-joinery");
  });

  it("keeps an emergency said before", () => {
    const { query } = linkFor("im in CV3", ["locked out of my house!! can someone come now"]);
    expect(query.get("emergency")).toBe("1");
    expect(query.get("postcode")).toBe("CV3");
  });
});
