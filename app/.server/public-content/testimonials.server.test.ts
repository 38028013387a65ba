import { describe, expect, it } from "vitest";
import { pickHomeReviews, pickReviewSample, type Testimonial } from "./testimonials.server";

function testimonial(id: string, rating: number, receivedOn: string): Testimonial {
  return {
    id,
    authorName: `Author ${id}`,
    location: "Earlsdon, Coventry",
    rating,
    body: `Review ${id}`,
    serviceSlug: "general-repairs",
    receivedOn,
    reply: null,
    featuredPosition: null,
  };
}

// Newest first, as listPublishedTestimonials returns them.
const newestFirst = [
  testimonial("6", 4, "2026-10-01"),
  testimonial("5", 5, "2026-09-01"),
  testimonial("4", 3, "2026-08-01"),
  testimonial("3", 5, "2026-07-01"),
  testimonial("2", 4, "2026-06-01"),
  testimonial("1", 5, "2026-05-01"),
];

describe("pickReviewSample", () => {
  it("takes five-star reviews first, newest first within a rating", () => {
    expect(pickReviewSample(newestFirst, 3).map((t) => t.id)).toEqual(["5", "3", "1"]);
  });

  it("fills up with lower ratings when there are too few five-star reviews", () => {
    expect(pickReviewSample(newestFirst, 5).map((t) => t.id)).toEqual(["5", "3", "1", "6", "2"]);
  });

  it("returns what there is when asked for more, and nothing for a limit of zero or less", () => {
    expect(pickReviewSample(newestFirst, 20)).toHaveLength(6);
    expect(pickReviewSample(newestFirst, 0)).toEqual([]);
    expect(pickReviewSample(newestFirst, -2)).toEqual([]);
    expect(pickReviewSample([], 3)).toEqual([]);
  });

  it("leaves the cached list in its order", () => {
    const ids = newestFirst.map((t) => t.id);
    pickReviewSample(newestFirst, 3);
    expect(newestFirst.map((t) => t.id)).toEqual(ids);
  });
});

describe("pickHomeReviews", () => {
  it("shows the newest approved ones while none is featured", () => {
    expect(pickHomeReviews(newestFirst).map((t) => t.id)).toEqual(["6", "5", "4"]);
  });

  it("shows only the featured ones, in their places, once any is featured", () => {
    const featured = newestFirst.map((t) =>
      t.id === "2"
        ? { ...t, featuredPosition: 2 }
        : t.id === "4"
          ? { ...t, featuredPosition: 1 }
          : t,
    );
    expect(pickHomeReviews(featured).map((t) => t.id)).toEqual(["4", "2"]);
  });
});
