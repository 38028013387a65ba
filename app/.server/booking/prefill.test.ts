import { describe, expect, it } from "vitest";
import { startBooking } from "./flow.server";

function prefilled(postcode: string) {
  return startBooking({ service: null, emergency: false, postcode }, null).values.postcode;
}

describe("a booking started from a link", () => {
  it("keeps a full postcode, or only the district a question gave, and nothing else", () => {
    expect(prefilled(" cv3 5ab ")).toBe("CV3 5AB");
    expect(prefilled("CV5")).toBe("CV5");
    expect(prefilled("cv34")).toBe("CV34");
    expect(prefilled("tap")).toBeUndefined();
    expect(prefilled("CV3 5A")).toBeUndefined();
  });
});
