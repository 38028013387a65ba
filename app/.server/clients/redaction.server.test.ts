import { describe, expect, it } from "vitest";
import { REDACTED, redactText, redactValue } from "./redaction.server";

describe("redactText", () => {
  it("replaces every mention in any letter case, the longest identifier first", () => {
    expect(
      redactText("Sarah Mitchell (SARAH@example.com) said Sarah Mitchell's tap drips", [
        "sarah@example.com",
        "Sarah Mitchell",
      ]),
    ).toBe(`${REDACTED} (${REDACTED}) said ${REDACTED}'s tap drips`);
  });

  it("takes the identifiers literally, never as patterns", () => {
    expect(redactText("call +442476990123 or (a.b)", ["+442476990123", "(a.b)"])).toBe(
      `call ${REDACTED} or ${REDACTED}`,
    );
    expect(redactText("axb", ["a.b"])).toBe("axb");
  });

  it("leaves the text alone without identifiers", () => {
    expect(redactText("nothing to hide", [])).toBe("nothing to hide");
  });
});

describe("redactValue", () => {
  it("redacts the strings of a logged object, keeping its shape and other values", () => {
    expect(
      redactValue({ name: "Sarah Mitchell", jobs: 2, list: ["12 Spon Street", null] }, [
        "Sarah Mitchell",
        "12 Spon Street",
      ]),
    ).toEqual({ name: REDACTED, jobs: 2, list: [REDACTED, null] });
  });
});
