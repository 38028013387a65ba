import { ukPhoneField } from "./fields";
import { z } from "zod";
import { text } from "./text";

const email = text({ required_error: "Enter your e-mail address" })
  .trim()
  .max(254, "That e-mail address is too long")
  .email("Enter an e-mail address like name@example.com")
  .transform((value) => value.toLowerCase());

// A hidden field the visitor cannot correct: a bad value is not an error to show but a target
// safeRedirect refuses, so sign-in still goes ahead and lands on the dashboard.
const redirectTo = z.string().max(2000).optional().catch(undefined);

export const PASSWORD_MIN_LENGTH = 8;
const newPassword = z
  .string({ required_error: "Choose a password" })
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(128, "Use at most 128 characters");

const fullName = text({ required_error: "Enter your full name" })
  .trim()
  .min(2, "Enter your full name")
  .max(100, "Use at most 100 characters");

const companyName = text().trim().max(120, "Use at most 120 characters").optional();

export const signInSchema = z.object({
  intent: z.literal("sign-in"),
  email,
  password: z
    .string({ required_error: "Enter your password" })
    .min(1, "Enter your password")
    .max(128),
  redirectTo,
});

export const signUpSchema = z.object({
  intent: z.literal("sign-up"),
  email,
  password: newPassword,
  fullName,
  companyName,
  redirectTo,
});

/** What /auth's one action reads: a sign-in or a sign-up, by the button pressed. */
export const authSchema = z.discriminatedUnion("intent", [signInSchema, signUpSchema]);

export const forgotPasswordSchema = z.object({ email });

export const resetPasswordSchema = z
  .object({
    token: text().min(1),
    password: newPassword,
    confirmPassword: z.string({ required_error: "Repeat the new password" }),
  })
  .refine((value) => value.password === value.confirmPassword, {
    path: ["confirmPassword"],
    message: "The passwords do not match",
  });

export const profileSchema = z.object({
  fullName,
  companyName,
  phone: ukPhoneField().optional(),
});

export type SignUpInput = z.infer<typeof signUpSchema>;
