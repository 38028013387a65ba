import { describe, expect, it } from "vitest";
import {
  DEFAULT_SERVED_OUTWARD_CODES,
  describeServedArea,
  normalisePostcode,
  outOfAreaMessage,
  outwardCode,
  servedArea,
  servedAreasOf,
} from "./postcode";

describe("normalisePostcode", () => {
  it("upper-cases and puts one space before the inward code", () => {
    expect(normalisePostcode("cv15dz")).toBe("CV1 5DZ");
    expect(normalisePostcode("  Cv1   5dZ ")).toBe("CV1 5DZ");
    expect(normalisePostcode("cv32 4aa")).toBe("CV32 4AA");
    expect(normalisePostcode("SW1A1AA")).toBe("SW1A 1AA");
  });

  it("refuses partial or malformed postcodes", () => {
    for (const input of ["", "CV1", "CV1 5", "CV1 5D", "5DZ", "CVV1 5DZ", "CV1 5DZZ", "12345"]) {
      expect(normalisePostcode(input)).toBeNull();
    }
  });
});

describe("outwardCode", () => {
  it("is everything before the inward code", () => {
    expect(outwardCode("CV1 5DZ")).toBe("CV1");
    expect(outwardCode("cv10 0aa")).toBe("CV10");
    expect(outwardCode("CV115TT")).toBe("CV11");
    expect(outwardCode("B15 2TT")).toBe("B15");
  });

  it("is null for something that is not a postcode", () => {
    expect(outwardCode("Coventry")).toBeNull();
  });
});

describe("servedArea", () => {
  it("names the town of every served district", () => {
    const expected = {
      "CV1 5DZ": "Coventry",
      "CV2 4AB": "Coventry",
      "CV3 6BW": "Coventry",
      "CV4 7AL": "Coventry",
      "CV5 6HX": "Coventry",
      "CV6 1GU": "Coventry",
      "CV8 1NN": "Kenilworth",
      "CV31 3PF": "Leamington Spa",
      "CV32 4AA": "Leamington Spa",
      "CV33 9QN": "Leamington Spa",
      "CV34 4RL": "Warwick",
      "CV35 8EG": "Warwick",
    } as const;
    for (const [postcode, area] of Object.entries(expected)) {
      expect(servedArea(postcode, DEFAULT_SERVED_OUTWARD_CODES)).toEqual({
        area,
        outward: postcode.split(" ")[0],
      });
    }
  });

  it("never takes CV10 to CV13 (Nuneaton, Bedworth) or CV21 (Rugby) for CV1 or CV2", () => {
    for (const postcode of ["CV10 0AA", "CV11 4BT", "CV12 8NN", "CV13 6LB", "CV21 2PA"]) {
      expect(servedArea(postcode, DEFAULT_SERVED_OUTWARD_CODES)).toBeNull();
    }
  });

  it("refuses districts next to the served ones and other areas", () => {
    for (const postcode of ["CV7 9HR", "CV9 1AA", "CV30 1AA", "CV36 4AB", "CV37 6BB", "B1 1AA"]) {
      expect(servedArea(postcode, DEFAULT_SERVED_OUTWARD_CODES)).toBeNull();
    }
  });

  it("accepts postcodes as typed", () => {
    expect(servedArea(" cv345qd ", DEFAULT_SERVED_OUTWARD_CODES)).toEqual({
      area: "Warwick",
      outward: "CV34",
    });
  });

  it("follows the served codes from the settings", () => {
    expect(servedArea("CV7 9HR", [...DEFAULT_SERVED_OUTWARD_CODES, "CV7"])).toEqual({
      area: "Coventry",
      outward: "CV7",
    });
    expect(servedArea("CV8 1NN", ["CV1"])).toBeNull();
    expect(servedArea("CV1 5DZ", ["cv1 "])).toEqual({ area: "Coventry", outward: "CV1" });
  });

  it("is null for a code the settings list but the business has no town for", () => {
    expect(servedArea("CV10 0AA", ["CV10"])).toBeNull();
  });

  it("is null for input that is not a postcode", () => {
    expect(servedArea("CV1", DEFAULT_SERVED_OUTWARD_CODES)).toBeNull();
  });
});

describe("outOfAreaMessage", () => {
  it("names the postcode, the towns served and the phone number", () => {
    const message = outOfAreaMessage("CV10 0AA", "024 7699 0123", DEFAULT_SERVED_OUTWARD_CODES);
    expect(message).toContain("CV10 0AA");
    expect(message).toContain(
      "Coventry (CV1–CV6), Kenilworth (CV8), Leamington Spa (CV31–CV33) and Warwick (CV34–CV35)",
    );
    expect(message).toContain("024 7699 0123");
    expect(message).toContain("enquiry");
  });
});

describe("the served postcodes as shown", () => {
  it("groups the codes by town, in number order, with consecutive districts as runs", () => {
    expect(servedAreasOf(["CV35", "cv2", "CV1", "CV7", "CV10", "CV34"])).toEqual([
      { name: "Coventry", postcodes: ["CV1", "CV2", "CV7"] },
      { name: "Warwick", postcodes: ["CV34", "CV35"] },
    ]);
    expect(describeServedArea(["CV1", "CV2", "CV3", "CV5", "CV34"])).toBe(
      "Coventry (CV1–CV3, CV5) and Warwick (CV34)",
    );
    expect(describeServedArea(["CV8"])).toBe("Kenilworth (CV8)");
  });
});
