import type { Business } from "../business/business.server";
import type { StaffRole } from "../db/schema.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";

/** How long a staff invitation's link works. */
export const STAFF_INVITATION_DAYS = 7;

const ROLE_MEANS: Readonly<Record<StaffRole, string>> = {
  admin: "run the back office: the dispatch board, jobs, customers, accounts and settings",
  engineer: "see your day's jobs on your phone, update them on site and book your leave",
};

/** The invitation to join the staff; the link is shown only here (the database keeps its hash). */
export function staffInvitationEmail(input: {
  to: string;
  fullName: string;
  role: StaffRole;
  invitedBy: string;
  link: string;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const role = input.role === "admin" ? "an administrator" : "an engineer";
  const text = `Hello ${input.fullName},

${input.invitedBy} has invited you to join ${input.business.name} as ${role}: you will be able to ${ROLE_MEANS[input.role]}.

Accept the invitation here:
${input.link}

If you have no account yet, the page lets you create one with this e-mail address (${input.to}) and brings you back to accept. The link works for ${STAFF_INVITATION_DAYS} days and only once. If you were not expecting it, you can ignore this e-mail.

${signOff(input.business, input.siteOrigin)}
`;
  return {
    to: input.to,
    kind: "staff.invitation",
    subject: `Invitation to join ${input.business.name} as ${role}`,
    text,
  };
}
