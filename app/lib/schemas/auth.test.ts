import { PHONE_PROBLEMS } from "../phone";
import { describe, expect, it } from "vitest";
import type { ZodError } from "zod";
import {
  PASSWORD_MIN_LENGTH,
  forgotPasswordSchema,
  profileSchema,
  resetPasswordSchema,
  signInSchema,
  signUpSchema,
} from "./auth";

/** The messages per field path ("" for the form itself). */
function messages(error: ZodError): Record<string, string[]> {
  const byPath: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}

function errorsOf(
  result: { success: true } | { success: false; error: ZodError },
): Record<string, string[]> {
  if (result.success) throw new Error("Expected the input to be refused");
  return messages(result.error);
}

const validSignUp = {
  intent: "sign-up",
  email: "jo@example.com",
  password: "correct horse",
  fullName: "Jo Bloggs",
  companyName: "Bloggs Lettings",
  redirectTo: "/dashboard",
};

describe("e-mail field (shared by every form)", () => {
  it("trims and lower-cases the address", () => {
    const result = forgotPasswordSchema.safeParse({ email: "  Jo.Bloggs@Example.COM \n" });
    expect(result.success && result.data).toEqual({ email: "jo.bloggs@example.com" });
  });

  it("asks for the address when it is missing", () => {
    expect(errorsOf(forgotPasswordSchema.safeParse({}))).toEqual({
      email: ["Enter your e-mail address"],
    });
  });

  it("refuses an empty or malformed address with an example", () => {
    for (const email of [
      "",
      "   ",
      "jo",
      "jo@",
      "@example.com",
      "jo example.com",
      "jo@@example.com",
    ]) {
      expect(errorsOf(forgotPasswordSchema.safeParse({ email }))).toEqual({
        email: ["Enter an e-mail address like name@example.com"],
      });
    }
  });

  it("refuses an address longer than 254 characters", () => {
    const email = `${"a".repeat(250)}@example.com`;
    expect(errorsOf(forgotPasswordSchema.safeParse({ email })).email).toContain(
      "That e-mail address is too long",
    );
  });

  it("accepts an address of exactly 254 characters", () => {
    const email = `${"a".repeat(64)}@${"b".repeat(60)}.${"c".repeat(60)}.${"d".repeat(61)}.co.uk`;
    expect(email).toHaveLength(254);
    expect(forgotPasswordSchema.safeParse({ email }).success).toBe(true);
  });

  it("refuses a value that is not a string", () => {
    expect(forgotPasswordSchema.safeParse({ email: 42 }).success).toBe(false);
  });
});

describe("signUpSchema", () => {
  it("accepts a complete sign-up and normalises it", () => {
    const result = signUpSchema.safeParse({
      ...validSignUp,
      email: " JO@Example.com ",
      fullName: "  Jo Bloggs  ",
    });
    expect(result.success && result.data).toEqual({
      intent: "sign-up",
      email: "jo@example.com",
      password: "correct horse",
      fullName: "Jo Bloggs",
      companyName: "Bloggs Lettings",
      redirectTo: "/dashboard",
    });
  });

  it("does not need a company name or a redirect", () => {
    const { companyName: _company, redirectTo: _redirect, ...rest } = validSignUp;
    const result = signUpSchema.safeParse(rest);
    expect(result.success).toBe(true);
    expect(result.success && result.data.companyName).toBeUndefined();
  });

  it("trims the company name and refuses one over 120 characters", () => {
    const trimmed = signUpSchema.safeParse({ ...validSignUp, companyName: "  Acme  " });
    expect(trimmed.success && trimmed.data.companyName).toBe("Acme");
    expect(signUpSchema.safeParse({ ...validSignUp, companyName: "x".repeat(120) }).success).toBe(
      true,
    );
    expect(
      errorsOf(signUpSchema.safeParse({ ...validSignUp, companyName: "x".repeat(121) })),
    ).toEqual({
      companyName: ["Use at most 120 characters"],
    });
  });

  it("names every missing field", () => {
    expect(errorsOf(signUpSchema.safeParse({ intent: "sign-up" }))).toEqual({
      email: ["Enter your e-mail address"],
      password: ["Choose a password"],
      fullName: ["Enter your full name"],
    });
  });

  it("refuses a password shorter than the minimum", () => {
    expect(PASSWORD_MIN_LENGTH).toBe(8);
    expect(errorsOf(signUpSchema.safeParse({ ...validSignUp, password: "1234567" }))).toEqual({
      password: ["Use at least 8 characters"],
    });
    expect(signUpSchema.safeParse({ ...validSignUp, password: "12345678" }).success).toBe(true);
  });

  it("refuses a password over 128 characters", () => {
    expect(signUpSchema.safeParse({ ...validSignUp, password: "x".repeat(128) }).success).toBe(
      true,
    );
    expect(errorsOf(signUpSchema.safeParse({ ...validSignUp, password: "x".repeat(129) }))).toEqual(
      {
        password: ["Use at most 128 characters"],
      },
    );
  });

  it("refuses a full name shorter than two characters after trimming", () => {
    for (const fullName of ["", "J", "  J  "]) {
      expect(errorsOf(signUpSchema.safeParse({ ...validSignUp, fullName }))).toEqual({
        fullName: ["Enter your full name"],
      });
    }
  });

  it("refuses a full name over 100 characters", () => {
    expect(signUpSchema.safeParse({ ...validSignUp, fullName: "x".repeat(100) }).success).toBe(
      true,
    );
    expect(errorsOf(signUpSchema.safeParse({ ...validSignUp, fullName: "x".repeat(101) }))).toEqual(
      {
        fullName: ["Use at most 100 characters"],
      },
    );
  });

  it("refuses another intent", () => {
    expect(
      Object.keys(errorsOf(signUpSchema.safeParse({ ...validSignUp, intent: "sign-in" }))),
    ).toEqual(["intent"]);
  });
});

describe("signInSchema", () => {
  const validSignIn = { intent: "sign-in", email: "Jo@Example.com", password: "x" };

  it("accepts any non-empty password and lower-cases the e-mail", () => {
    const result = signInSchema.safeParse(validSignIn);
    expect(result.success && result.data).toEqual({
      intent: "sign-in",
      email: "jo@example.com",
      password: "x",
    });
  });

  it("asks for the password when it is missing or empty", () => {
    expect(errorsOf(signInSchema.safeParse({ ...validSignIn, password: "" }))).toEqual({
      password: ["Enter your password"],
    });
    expect(
      errorsOf(signInSchema.safeParse({ intent: "sign-in", email: "jo@example.com" })),
    ).toEqual({
      password: ["Enter your password"],
    });
  });

  it("refuses a password over 128 characters", () => {
    expect(
      Object.keys(errorsOf(signInSchema.safeParse({ ...validSignIn, password: "x".repeat(129) }))),
    ).toEqual(["password"]);
  });

  it("refuses a bad e-mail with the shared messages", () => {
    expect(errorsOf(signInSchema.safeParse({ ...validSignIn, email: "nope" }))).toEqual({
      email: ["Enter an e-mail address like name@example.com"],
    });
  });

  it("refuses the sign-up intent", () => {
    expect(
      Object.keys(errorsOf(signInSchema.safeParse({ ...validSignIn, intent: "sign-up" }))),
    ).toEqual(["intent"]);
  });
});

describe("forgotPasswordSchema", () => {
  it("accepts an e-mail address", () => {
    const result = forgotPasswordSchema.safeParse({ email: "Someone@Example.org" });
    expect(result.success && result.data).toEqual({ email: "someone@example.org" });
  });
});

describe("resetPasswordSchema", () => {
  const validReset = { token: "abc", password: "new password", confirmPassword: "new password" };

  it("accepts matching passwords", () => {
    const result = resetPasswordSchema.safeParse(validReset);
    expect(result.success && result.data).toEqual(validReset);
  });

  it("refuses passwords that do not match, on the confirmation field", () => {
    expect(
      errorsOf(resetPasswordSchema.safeParse({ ...validReset, confirmPassword: "new passwore" })),
    ).toEqual({
      confirmPassword: ["The passwords do not match"],
    });
  });

  it("asks to repeat the password when the confirmation is missing", () => {
    const { confirmPassword: _confirm, ...rest } = validReset;
    expect(errorsOf(resetPasswordSchema.safeParse(rest))).toEqual({
      confirmPassword: ["Repeat the new password"],
    });
  });

  it("refuses a new password that is too short", () => {
    expect(
      errorsOf(
        resetPasswordSchema.safeParse({
          ...validReset,
          password: "short",
          confirmPassword: "short",
        }),
      ),
    ).toEqual({
      password: ["Use at least 8 characters"],
    });
  });

  it("asks for a new password when it is missing", () => {
    expect(errorsOf(resetPasswordSchema.safeParse({ token: "abc", confirmPassword: "x" }))).toEqual(
      {
        password: ["Choose a password"],
      },
    );
  });

  it("needs a token", () => {
    expect(
      Object.keys(errorsOf(resetPasswordSchema.safeParse({ ...validReset, token: "" }))),
    ).toEqual(["token"]);
  });
});

describe("profileSchema", () => {
  it("accepts a name alone: company and phone are optional", () => {
    const result = profileSchema.safeParse({ fullName: "  Jo Bloggs " });
    expect(result.success && result.data).toEqual({ fullName: "Jo Bloggs" });
  });

  it("normalises a UK landline to E.164", () => {
    const result = profileSchema.safeParse({ fullName: "Jo", phone: "024 7699 0123" });
    expect(result.success && result.data.phone).toBe("+442476990123");
  });

  it("normalises UK mobiles written in several ways to E.164", () => {
    for (const phone of [
      "07400 123456",
      "07400123456",
      "+44 7400 123456",
      "0044 7400 123456",
      " (07400) 123-456 ",
    ]) {
      const result = profileSchema.safeParse({ fullName: "Jo", phone });
      expect(result.success && result.data.phone).toBe("+447400123456");
    }
  });

  it("refuses non-UK and invalid numbers, saying what is wrong", () => {
    const cases: Array<[string, string]> = [
      ["+1 212 555 0123", PHONE_PROBLEMS.abroad],
      ["+353 1 234 5678", PHONE_PROBLEMS.abroad],
      ["12345", PHONE_PROBLEMS.noLeadingZero],
      ["hello", PHONE_PROBLEMS.characters],
      ["", PHONE_PROBLEMS.empty],
      ["024 7699", PHONE_PROBLEMS.tooShort],
    ];
    for (const [phone, message] of cases) {
      expect(errorsOf(profileSchema.safeParse({ fullName: "Jo", phone }))).toEqual({
        phone: [message],
      });
    }
  });

  it("refuses a phone field longer than 30 characters", () => {
    expect(
      errorsOf(profileSchema.safeParse({ fullName: "Jo", phone: "0".repeat(31) })).phone,
    ).toContain(PHONE_PROBLEMS.tooLong);
  });

  it("checks the name and the company like sign-up does", () => {
    expect(errorsOf(profileSchema.safeParse({}))).toEqual({ fullName: ["Enter your full name"] });
    expect(
      errorsOf(profileSchema.safeParse({ fullName: "J", companyName: "x".repeat(121) })),
    ).toEqual({
      fullName: ["Enter your full name"],
      companyName: ["Use at most 120 characters"],
    });
  });
});

describe("redirectTo (a hidden field)", () => {
  it("never refuses the form: a hostile or oversized target is left for safeRedirect or dropped", () => {
    const base = { intent: "sign-in", email: "jo@example.com", password: "pw" };
    for (const redirectTo of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\u0000",
      "//evil.example",
    ]) {
      const result = signInSchema.safeParse({ ...base, redirectTo });
      expect(result.success && result.data.redirectTo).toBe(redirectTo);
    }
    const long = signInSchema.safeParse({ ...base, redirectTo: `/${"a".repeat(3000)}` });
    expect(long.success && long.data.redirectTo).toBeUndefined();
  });
});
