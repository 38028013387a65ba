import { PHONE_PROBLEMS } from "../phone";
import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import {
  MESSAGE_MAX_LENGTH,
  PHONE_MESSAGE,
  POSTCODE_MESSAGE,
  contactSchema,
  normaliseUkPostcode,
  propertyEnquirySchema,
} from "./contact";

const MESSAGE_TOO_SHORT = "Tell us a little more, in at least 10 characters, so we can help";

/** The messages per field path. */
function errorsOf(
  result: { success: true } | { success: false; error: ZodError },
): Record<string, string[]> {
  if (result.success) throw new Error("Expected the input to be refused");
  const byPath: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    (byPath[issue.path.join(".")] ??= []).push(issue.message);
  }
  return byPath;
}

const validContact = {
  name: "Sarah Mitchell",
  email: "sarah@example.com",
  phone: "024 7699 0123",
  postcode: "CV1 5DZ",
  message: "The kitchen tap has been dripping for a week.",
};

const validEnquiry = {
  ...validContact,
  companyName: "Moat House Lettings",
  propertiesCount: "24",
};

function contactWith(field: keyof typeof validContact, value: string | undefined) {
  return contactSchema.safeParse({ ...validContact, [field]: value });
}

function enquiryWith(field: keyof typeof validEnquiry, value: string | undefined) {
  return propertyEnquirySchema.safeParse({ ...validEnquiry, [field]: value });
}

describe("contactSchema", () => {
  it("accepts a complete message and normalises it", () => {
    const result = contactSchema.safeParse({
      name: "  Sarah Mitchell ",
      email: " Sarah@Example.COM ",
      phone: "07400 123456",
      postcode: " cv1 5dz ",
      message: "  The kitchen tap has been dripping for a week.\n",
    });
    expect(result.success && result.data).toEqual({
      name: "Sarah Mitchell",
      email: "sarah@example.com",
      phone: "+447400123456",
      postcode: "CV1 5DZ",
      message: "The kitchen tap has been dripping for a week.",
    });
  });

  it("names every missing field", () => {
    expect(errorsOf(contactSchema.safeParse({}))).toEqual({
      name: ["Enter your name"],
      email: ["Enter your e-mail address"],
      phone: [PHONE_MESSAGE],
      postcode: [POSTCODE_MESSAGE],
      message: ["Tell us what you need"],
    });
  });

  describe("name", () => {
    it("asks for a name of at least 2 characters", () => {
      for (const name of ["", " ", "J", "  J  "]) {
        expect(errorsOf(contactWith("name", name))).toEqual({ name: ["Enter your name"] });
      }
      expect(contactWith("name", "Jo").success).toBe(true);
    });

    it("refuses more than 100 characters", () => {
      expect(errorsOf(contactWith("name", "a".repeat(101)))).toEqual({
        name: ["Use at most 100 characters"],
      });
      expect(contactWith("name", "a".repeat(100)).success).toBe(true);
    });
  });

  describe("email", () => {
    it("uses the account forms' messages", () => {
      expect(errorsOf(contactWith("email", "sarah@"))).toEqual({
        email: ["Enter an e-mail address like name@example.com"],
      });
      expect(errorsOf(contactWith("email", `${"a".repeat(250)}@example.com`)).email).toContain(
        "That e-mail address is too long",
      );
    });
  });

  describe("phone", () => {
    it("stores UK numbers in E.164 whatever way they are written", () => {
      const cases: Array<[string, string]> = [
        ["024 7699 0123", "+442476990123"],
        ["02476990123", "+442476990123"],
        ["+44 24 7699 0123", "+442476990123"],
        ["07400 123456", "+447400123456"],
        ["(024) 7699-0123", "+442476990123"],
      ];
      for (const [input, e164] of cases) {
        const result = contactWith("phone", input);
        expect(result.success && result.data.phone).toBe(e164);
      }
    });

    it("refuses numbers that are not UK numbers, saying why", () => {
      const cases: Array<[string, string]> = [
        ["", PHONE_MESSAGE],
        ["123", PHONE_PROBLEMS.noLeadingZero],
        ["call me", PHONE_PROBLEMS.characters],
        ["+1 212 555 0123", PHONE_PROBLEMS.abroad],
        ["07400 12345", PHONE_PROBLEMS.tooShort],
        ["9".repeat(31), PHONE_PROBLEMS.tooLong],
      ];
      for (const [phone, message] of cases) {
        expect(errorsOf(contactWith("phone", phone))).toEqual({ phone: [message] });
      }
    });
  });

  describe("postcode", () => {
    it("upper-cases it with one space before the inward code", () => {
      const cases: Array<[string, string]> = [
        ["cv1 5dz", "CV1 5DZ"],
        ["CV15DZ", "CV1 5DZ"],
        ["  cv6   1aa ", "CV6 1AA"],
        ["cv32 4hx", "CV32 4HX"],
        ["b1 1bb", "B1 1BB"],
        ["sw1a 1aa", "SW1A 1AA"],
        ["w1a 0ax", "W1A 0AX"],
        ["ec1a 1bb", "EC1A 1BB"],
        ["m60 1nw", "M60 1NW"],
        ["gir 0aa", "GIR 0AA"],
      ];
      for (const [input, normalised] of cases) {
        const result = contactWith("postcode", input);
        expect(result.success && result.data.postcode).toBe(normalised);
      }
    });

    it("refuses partial, foreign and impossible postcodes", () => {
      for (const postcode of [
        "",
        "CV1",
        "CV1 5D",
        "5DZ",
        "CV1 5DZZ",
        "CVV1 5DZ",
        "QV1 5DZ",
        "CV1 5CZ",
        "CV1 ADZ",
        "90210",
        "CV1-5DZ",
        "x".repeat(17),
      ]) {
        expect(errorsOf(contactWith("postcode", postcode))).toEqual({
          postcode: [POSTCODE_MESSAGE],
        });
      }
    });
  });

  describe("message", () => {
    it("asks for at least 10 characters after trimming", () => {
      expect(errorsOf(contactWith("message", "Fix tap"))).toEqual({
        message: [MESSAGE_TOO_SHORT],
      });
      expect(errorsOf(contactWith("message", "   short    "))).toEqual({
        message: [MESSAGE_TOO_SHORT],
      });
      expect(contactWith("message", "Fix my tap").success).toBe(true);
    });

    it(`refuses more than ${MESSAGE_MAX_LENGTH} characters`, () => {
      expect(errorsOf(contactWith("message", "a".repeat(MESSAGE_MAX_LENGTH + 1)))).toEqual({
        message: ["Keep your message to 2,000 characters or fewer"],
      });
      expect(contactWith("message", "a".repeat(MESSAGE_MAX_LENGTH)).success).toBe(true);
    });
  });
});

describe("propertyEnquirySchema", () => {
  it("accepts an enquiry and turns the number of properties into a number", () => {
    const result = propertyEnquirySchema.safeParse({ ...validEnquiry, propertiesCount: " 24 " });
    expect(result.success && result.data).toEqual({
      name: "Sarah Mitchell",
      email: "sarah@example.com",
      phone: "+442476990123",
      postcode: "CV1 5DZ",
      message: "The kitchen tap has been dripping for a week.",
      companyName: "Moat House Lettings",
      propertiesCount: 24,
    });
  });

  it("checks the contact fields too", () => {
    expect(errorsOf(enquiryWith("postcode", "CV1"))).toEqual({ postcode: [POSTCODE_MESSAGE] });
  });

  describe("companyName", () => {
    it("is required, 2 to 120 characters", () => {
      expect(errorsOf(enquiryWith("companyName", undefined))).toEqual({
        companyName: ["Enter your company name"],
      });
      expect(errorsOf(enquiryWith("companyName", " A "))).toEqual({
        companyName: ["Enter your company name"],
      });
      expect(errorsOf(enquiryWith("companyName", "a".repeat(121)))).toEqual({
        companyName: ["Use at most 120 characters"],
      });
      expect(enquiryWith("companyName", "a".repeat(120)).success).toBe(true);
    });
  });

  describe("propertiesCount", () => {
    it("asks for a number when missing or not a number", () => {
      for (const value of [undefined, "many", "12 flats"]) {
        expect(errorsOf(enquiryWith("propertiesCount", value))).toEqual({
          propertiesCount: ["Enter how many properties you manage, like 12"],
        });
      }
    });

    it("takes whole numbers from 1 to 10,000", () => {
      expect(errorsOf(enquiryWith("propertiesCount", "0"))).toEqual({
        propertiesCount: ["Enter at least 1 property"],
      });
      expect(errorsOf(enquiryWith("propertiesCount", "-3"))).toEqual({
        propertiesCount: ["Enter at least 1 property"],
      });
      expect(errorsOf(enquiryWith("propertiesCount", "10001"))).toEqual({
        propertiesCount: ["Enter at most 10,000 properties"],
      });
      expect(errorsOf(enquiryWith("propertiesCount", "2.5"))).toEqual({
        propertiesCount: ["Enter a whole number of properties"],
      });
      const accepted: Array<[string, number]> = [
        ["1", 1],
        ["10000", 10_000],
      ];
      for (const [input, count] of accepted) {
        const result = enquiryWith("propertiesCount", input);
        expect(result.success && result.data.propertiesCount).toBe(count);
      }
    });
  });
});

describe("normaliseUkPostcode", () => {
  it("returns null for anything that is not a full postcode", () => {
    expect(normaliseUkPostcode("")).toBeNull();
    expect(normaliseUkPostcode("CV")).toBeNull();
    expect(normaliseUkPostcode("ZZ99 9ZZZ")).toBeNull();
  });

  it("formats a valid one", () => {
    expect(normaliseUkPostcode("cv345ab")).toBe("CV34 5AB");
  });
});
