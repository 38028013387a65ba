import { describe, expect, it } from "vitest";
import { DEFAULT_SERVED_OUTWARD_CODES } from "~/lib/postcode";
import { nearestServedArea } from "./nearest-area";
import { findPlace, findPostcode } from "./places";

const BUSINESS = {
  latitude: 52.408,
  longitude: -1.51,
  serviceAreas: [
    { name: "Coventry", latitude: 52.40806, longitude: -1.51056 },
    { name: "Warwick", latitude: 52.28, longitude: -1.59 },
    { name: "Kenilworth", latitude: 52.341, longitude: -1.566 },
    { name: "Leamington Spa", latitude: 52.292, longitude: -1.537 },
  ],
};

function nearestTo(question: string, served: readonly string[] = DEFAULT_SERVED_OUTWARD_CODES) {
  return nearestServedArea(
    { place: findPlace(question), postcode: findPostcode(question) },
    BUSINESS,
    served,
  );
}

describe("our nearest town to a place we do not cover", () => {
  it("is found from the town or the postcode asked about", () => {
    expect(nearestTo("Do you cover Nuneaton?")).toEqual({
      name: "Coventry",
      description: "Coventry (CV1–CV6)",
    });
    expect(nearestTo("Stratford upon avon?")?.name).toBe("Warwick");
    expect(nearestTo("I'm in CV47 0AA")?.name).toBe("Leamington Spa");
    expect(nearestTo("Rugby CV21 3AA")?.name).toBe("Coventry");
  });

  it("is only a town whose postcodes the settings serve", () => {
    const withoutWarwick = DEFAULT_SERVED_OUTWARD_CODES.filter(
      (code) => code !== "CV34" && code !== "CV35",
    );
    expect(nearestTo("Stratford upon avon?", withoutWarwick)?.name).toBe("Leamington Spa");
    expect(nearestTo("Nuneaton", [])).toBeNull();
  });

  it("is the town nearest the business when the place is unknown", () => {
    expect(nearestTo("My postcode is SW1A 1AA")?.name).toBe("Coventry");
  });
});
