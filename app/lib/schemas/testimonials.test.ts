import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "./text";
import { TESTIMONIAL_MESSAGES, externalReviewSchema, testimonialListSchema } from "./testimonials";

const valid = {
  intent: "add",
  name: "Gareth P.",
  area: "Kenilworth",
  rating: "4",
  body: "Good work.",
  service: "carpentry-joinery",
  receivedOn: "2026-01-15",
  source: "google",
};

function messagesOf(input: Record<string, string>) {
  const parsed = externalReviewSchema.safeParse(input);
  return parsed.success ? {} : parsed.error.flatten().fieldErrors;
}

describe("externalReviewSchema", () => {
  it("reads a typed-in review", () => {
    expect(externalReviewSchema.parse(valid)).toMatchObject({ rating: 4, source: "google" });
  });

  it("asks which source when it is 'other'", () => {
    expect(messagesOf({ ...valid, source: "other" }).sourceDetail).toEqual([
      TESTIMONIAL_MESSAGES.sourceDetail,
    ]);
    expect(messagesOf({ ...valid, source: "other", sourceDetail: "A neighbour" })).toEqual({});
  });

  it("refuses the website as a typed-in source, a future or impossible date, a bad rating", () => {
    expect(messagesOf({ ...valid, source: "website" }).source).toEqual([
      TESTIMONIAL_MESSAGES.source,
    ]);
    expect(messagesOf({ ...valid, receivedOn: "2026-02-30" }).receivedOn).toBeDefined();
    expect(messagesOf({ ...valid, receivedOn: "2999-01-01" }).receivedOn).toEqual([
      TESTIMONIAL_MESSAGES.receivedInFuture,
    ]);
    expect(messagesOf({ ...valid, rating: "6" }).rating).toEqual([TESTIMONIAL_MESSAGES.rating]);
  });

  it("refuses control characters with the field's message", () => {
    expect(messagesOf({ ...valid, name: "Gar\u0000eth" }).name).toEqual([
      CONTROL_CHARACTER_MESSAGE,
    ]);
  });
});

describe("testimonialListSchema", () => {
  it("shows the waiting reviews from every source unless asked otherwise", () => {
    expect(testimonialListSchema.parse({})).toEqual({ state: "waiting", source: "all" });
    expect(testimonialListSchema.parse({ state: "nope", source: "\u0000" })).toEqual({
      state: "waiting",
      source: "all",
    });
  });
});
