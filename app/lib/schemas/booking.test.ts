import { PHONE_PROBLEMS } from "../phone";
import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import { services } from "~/content/services";
import {
  BOOKABLE_SERVICE_SLUGS,
  BOOKING_MESSAGES,
  bookingSchema,
  contactStepSchema,
  detailsStepSchema,
  slotStepSchema,
} from "./booking";

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

const details = {
  service: "plumbing-repairs",
  description: "The kitchen tap drips all night.",
  emergency: "on",
  postcode: "cv1 5dz",
};
const slot = { date: "2026-11-30", windowStart: "2026-11-30T08:00:00.000Z" };
const contact = {
  address: "12 Spon Street, Coventry",
  name: "Sarah Mitchell",
  email: "Sarah@Example.com",
  phone: "024 7699 0123",
};

describe("the service slugs", () => {
  it("are exactly the 15 service pages", () => {
    expect([...BOOKABLE_SERVICE_SLUGS]).toEqual(services.map((service) => service.slug));
    expect(BOOKABLE_SERVICE_SLUGS).toHaveLength(15);
  });
});

describe("detailsStepSchema", () => {
  it("accepts the details, normalising the postcode and the checkbox", () => {
    expect(detailsStepSchema.parse(details)).toEqual({
      service: "plumbing-repairs",
      description: "The kitchen tap drips all night.",
      emergency: true,
      postcode: "CV1 5DZ",
    });
    expect(detailsStepSchema.parse({ ...details, emergency: undefined }).emergency).toBe(false);
  });

  it("refuses an unknown or missing service", () => {
    for (const service of ["roofing", "", undefined]) {
      expect(errorsOf(detailsStepSchema.safeParse({ ...details, service }))).toEqual({
        service: [BOOKING_MESSAGES.service],
      });
    }
  });

  it("needs a description of 10 to 2,000 characters", () => {
    expect(errorsOf(detailsStepSchema.safeParse({ ...details, description: undefined }))).toEqual({
      description: ["Describe the job"],
    });
    expect(errorsOf(detailsStepSchema.safeParse({ ...details, description: " leak    " }))).toEqual(
      {
        description: [
          "Tell us a little more, in at least 10 characters, so the engineer comes prepared",
        ],
      },
    );
    expect(
      errorsOf(detailsStepSchema.safeParse({ ...details, description: "x".repeat(2001) })),
    ).toEqual({ description: ["Keep the description to 2,000 characters or fewer"] });
    expect(detailsStepSchema.safeParse({ ...details, description: "x".repeat(2000) }).success).toBe(
      true,
    );
  });

  it("needs a full UK postcode", () => {
    for (const postcode of [undefined, "", "CV1", "CV1 5D", "not a postcode", "C".repeat(17)]) {
      expect(errorsOf(detailsStepSchema.safeParse({ ...details, postcode }))).toEqual({
        postcode: ["Enter a full UK postcode, like CV1 5DZ"],
      });
    }
  });

  it("works through Conform with form data, the checkbox ticked or not", () => {
    const form = new FormData();
    form.set("service", "general-repairs");
    form.set("description", "Rehang a door that sticks");
    form.set("postcode", "cv32 4aa");
    const unticked = parseWithZod(form, { schema: detailsStepSchema });
    expect(unticked.status === "success" && unticked.value).toEqual({
      service: "general-repairs",
      description: "Rehang a door that sticks",
      emergency: false,
      postcode: "CV32 4AA",
    });
    form.set("emergency", "on");
    const ticked = parseWithZod(form, { schema: detailsStepSchema });
    expect(ticked.status === "success" && ticked.value.emergency).toBe(true);
  });

  it("gives Conform the field messages for empty fields", () => {
    const result = parseWithZod(new FormData(), { schema: detailsStepSchema });
    expect(result.status).toBe("error");
    expect(result.reply().error).toEqual({
      service: [BOOKING_MESSAGES.service],
      description: ["Describe the job"],
      postcode: ["Enter a full UK postcode, like CV1 5DZ"],
    });
  });
});

describe("slotStepSchema", () => {
  it("accepts a date and a window start, giving the instant in canonical form", () => {
    expect(
      slotStepSchema.parse({ date: "2026-07-14", windowStart: "2026-07-14T08:00+01:00" }),
    ).toEqual({ date: "2026-07-14", windowStart: "2026-07-14T07:00:00.000Z" });
  });

  it("needs a real calendar date", () => {
    for (const date of [undefined, "", "2026-02-30", "30/11/2026", "tomorrow"]) {
      expect(errorsOf(slotStepSchema.safeParse({ ...slot, date }))).toEqual({
        date: ["Choose a date"],
      });
    }
  });

  it("needs an instant with its offset", () => {
    for (const windowStart of [undefined, "", "08:00", "2026-11-30T08:00", "2026-11-30T25:00Z"]) {
      expect(errorsOf(slotStepSchema.safeParse({ ...slot, windowStart }))).toEqual({
        windowStart: ["Choose an arrival window"],
      });
    }
  });
});

describe("contactStepSchema", () => {
  it("accepts the contact details, trimming them and storing the phone as E.164", () => {
    expect(contactStepSchema.parse({ ...contact, name: "  Sarah Mitchell " })).toEqual({
      address: "12 Spon Street, Coventry",
      name: "Sarah Mitchell",
      email: "sarah@example.com",
      phone: "+442476990123",
    });
    expect(contactStepSchema.parse({ ...contact, phone: "07400 123456" }).phone).toBe(
      "+447400123456",
    );
  });

  it("needs an address of 5 to 200 characters", () => {
    expect(errorsOf(contactStepSchema.safeParse({ ...contact, address: undefined }))).toEqual({
      address: ["Enter the address of the job"],
    });
    expect(errorsOf(contactStepSchema.safeParse({ ...contact, address: " 12 " }))).toEqual({
      address: ["Enter the full address, like 12 Spon Street, Coventry"],
    });
    expect(errorsOf(contactStepSchema.safeParse({ ...contact, address: "a".repeat(201) }))).toEqual(
      { address: ["Use at most 200 characters"] },
    );
  });

  it("needs a name of 2 to 100 characters", () => {
    for (const name of [undefined, "", " S "]) {
      expect(errorsOf(contactStepSchema.safeParse({ ...contact, name }))).toEqual({
        name: ["Enter your name"],
      });
    }
    expect(errorsOf(contactStepSchema.safeParse({ ...contact, name: "a".repeat(101) }))).toEqual({
      name: ["Use at most 100 characters"],
    });
  });

  it("uses the account forms' e-mail messages", () => {
    expect(errorsOf(contactStepSchema.safeParse({ ...contact, email: undefined }))).toEqual({
      email: ["Enter your e-mail address"],
    });
    expect(errorsOf(contactStepSchema.safeParse({ ...contact, email: "sarah@" }))).toEqual({
      email: ["Enter an e-mail address like name@example.com"],
    });
    expect(
      errorsOf(contactStepSchema.safeParse({ ...contact, email: `${"a".repeat(250)}@x.co` })),
    ).toEqual({ email: ["That e-mail address is too long"] });
  });

  it("needs a UK phone number, saying what is wrong with one it refuses", () => {
    const cases: Array<[string | undefined, string]> = [
      [undefined, PHONE_PROBLEMS.empty],
      ["", PHONE_PROBLEMS.empty],
      ["07911 12345", PHONE_PROBLEMS.tooShort],
      ["+1 212 555 0100", PHONE_PROBLEMS.abroad],
      ["0".repeat(31), PHONE_PROBLEMS.tooLong],
    ];
    for (const [phone, message] of cases) {
      expect(errorsOf(contactStepSchema.safeParse({ ...contact, phone }))).toEqual({
        phone: [message],
      });
    }
  });

  it("accepts a UK mobile in the usual format (07911 123456)", () => {
    expect(contactStepSchema.parse({ ...contact, phone: "07911 123456" }).phone).toBe(
      "+447911123456",
    );
  });
});

describe("bookingSchema", () => {
  it("is the three steps together", () => {
    expect(bookingSchema.parse({ ...details, ...slot, ...contact })).toEqual({
      service: "plumbing-repairs",
      description: "The kitchen tap drips all night.",
      emergency: true,
      postcode: "CV1 5DZ",
      date: "2026-11-30",
      windowStart: "2026-11-30T08:00:00.000Z",
      address: "12 Spon Street, Coventry",
      name: "Sarah Mitchell",
      email: "sarah@example.com",
      phone: "+442476990123",
    });
  });

  it("reports every step's missing fields at once", () => {
    expect(Object.keys(errorsOf(bookingSchema.safeParse({}))).sort()).toEqual([
      "address",
      "date",
      "description",
      "email",
      "name",
      "phone",
      "postcode",
      "service",
      "windowStart",
    ]);
  });
});
