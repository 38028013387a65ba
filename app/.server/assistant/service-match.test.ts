import { describe, expect, it } from "vitest";
import { services } from "~/content/services";
import { subServices } from "~/content/sub-services";
import { knownServiceSlugs, matchService } from "./service-match";

describe("matching a question to a service", () => {
  it("prefers the most specific page named", () => {
    expect(matchService("my kitchen tap is dripping")?.href).toBe(
      "/services/plumbing/leaky-tap-repairs",
    );
    expect(matchService("a burst pipe under the sink")?.href).toBe(
      "/services/emergency/emergency-plumbing",
    );
    expect(matchService("can you put my telly on the wall")?.href).toBe(
      "/services/appliance/tv-wall-mounting",
    );
    expect(matchService("do you clear blocked gutters")?.href).toBe("/services/gutter-cleaning");
    expect(matchService("change the lock on my back door")?.href).toBe(
      "/services/security/lock-repairs",
    );
  });

  it("books a sub-service as its parent, with the right price key", () => {
    const tap = matchService("leaky taps");
    expect(tap).toMatchObject({
      bookingSlug: "plumbing-repairs",
      priceKey: "sub.plumbing.leaky-tap-repairs",
    });
  });

  it("does not take a place or a booking word for a job", () => {
    expect(matchService("Is Tile Hill in your area?", { ignore: ["Tile Hill"] })).toBeNull();
    expect(matchService("How long is the arrival window?")).toBeNull();
    expect(matchService("Someone at my door in 10 minutes")).toBeNull();
  });

  it("names only pages that exist", () => {
    const slugs = new Set([
      ...services.map((page) => page.slug),
      ...subServices.map((page) => page.slug),
    ]);
    for (const slug of knownServiceSlugs()) expect(slugs.has(slug)).toBe(true);
  });
});
