import { z } from "zod";
import { ROLES } from "../roles";
import { text } from "./text";

export const USER_MESSAGES = {
  email: "Enter an e-mail address like name@example.com",
  fullName: "Enter their full name (at most 100 characters)",
  staffRole: "Choose administrator or engineer",
  role: "Choose a role from the list",
  invitation: "Choose an invitation from the list",
  confirmedJobs: "Confirm the number of jobs shown",
} as const;

export const STAFF_ROLES = ["admin", "engineer"] as const;

const email = text({ required_error: USER_MESSAGES.email })
  .max(254, USER_MESSAGES.email)
  .email(USER_MESSAGES.email)
  .transform((value) => value.toLowerCase());

const fullName = text({ required_error: USER_MESSAGES.fullName })
  .min(2, USER_MESSAGES.fullName)
  .max(100, USER_MESSAGES.fullName);

const staffRole = z.enum(STAFF_ROLES, { errorMap: () => ({ message: USER_MESSAGES.staffRole }) });
const role = z.enum(ROLES, { errorMap: () => ({ message: USER_MESSAGES.role }) });

// Ids are checked with isUuid in the domain: a malformed one is "not found", like an unknown one.
const invitationId = text({ required_error: USER_MESSAGES.invitation })
  .min(1, USER_MESSAGES.invitation)
  .max(100, USER_MESSAGES.invitation);

/** The "Invite staff" form of /admin/users. */
export const inviteStaffSchema = z.object({
  intent: z.literal("invite"),
  email,
  fullName,
  role: staffRole,
});

/** Every form of /admin/users, told apart by the button's intent. */
export const userListFormSchema = z.discriminatedUnion("intent", [
  inviteStaffSchema,
  z.object({ intent: z.literal("resend"), invitationId }),
  z.object({ intent: z.literal("revoke"), invitationId }),
]);
export type UserListForm = z.output<typeof userListFormSchema>;
export type UserListFormIntent = UserListForm["intent"];

/** Every form of /admin/users/{id}. */
export const userFormSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("give-role"), role }),
  z.object({
    intent: z.literal("take-role"),
    role,
    confirmedJobs: z.coerce
      .number({ invalid_type_error: USER_MESSAGES.confirmedJobs })
      .int(USER_MESSAGES.confirmedJobs)
      .min(0, USER_MESSAGES.confirmedJobs)
      .max(100_000, USER_MESSAGES.confirmedJobs)
      .optional(),
  }),
  z.object({ intent: z.literal("disable") }),
  z.object({ intent: z.literal("enable") }),
  z.object({ intent: z.literal("send-verification") }),
  z.object({ intent: z.literal("send-password-reset") }),
]);
export type UserForm = z.output<typeof userFormSchema>;
export type UserFormIntent = UserForm["intent"];

/** An invitation's page (to the staff or to an organisation): accept it, or sign out first. */
export const invitationAnswerSchema = z.object({
  intent: z.enum(["accept", "sign-out"]).optional(),
});
