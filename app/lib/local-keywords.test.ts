import { describe, expect, it } from "vitest";
import { countLocalKeywordMentions, LOCAL_KEYWORDS } from "./local-keywords";

describe("countLocalKeywordMentions", () => {
  it("counts towns, postcode districts and neighbourhoods, whatever the case", () => {
    expect(
      countLocalKeywordMentions(
        "We work in COVENTRY (cv1 to CV6), earlsdon, Tile Hill, Bell Green and Warwick.",
      ),
    ).toBe(7);
  });

  it("counts Leamington Spa once and Leamington alone once", () => {
    expect(countLocalKeywordMentions("Leamington Spa and central Leamington")).toBe(2);
    expect(countLocalKeywordMentions("Leamington\nSpa")).toBe(1);
  });

  it("matches whole words only", () => {
    expect(countLocalKeywordMentions("CV10 CV7 Coventrys Stoker Warwickshire")).toBe(0);
    expect(countLocalKeywordMentions("Coventry's CV31, CV35 and CV8.")).toBe(4);
  });

  it("lists every area the business serves", () => {
    expect(LOCAL_KEYWORDS).toEqual(
      expect.arrayContaining(["Kenilworth", "CV34", "Whitnash", "Lillington", "Styvechale"]),
    );
  });
});
