import { describe, expect, it } from "vitest";
import { isUkMobile } from "./phone-numbers.server";

describe("isUkMobile", () => {
  it("texts mobiles on +447, the Crown dependencies' too", () => {
    expect(isUkMobile("+447400123456")).toBe(true);
    expect(isUkMobile("+447911123456")).toBe(true);
  });

  it("does not text landlines, pagers, personal numbers or other countries", () => {
    expect(isUkMobile("+442476990123")).toBe(false);
    expect(isUkMobile("+447012345678")).toBe(false);
    expect(isUkMobile("+33612345678")).toBe(false);
  });
});
