import { MEMBER_ROLE_LABELS, type MemberRole } from "~/lib/organisations";
import type { Business } from "../business/business.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";

/** How long an invitation link works. */
export const INVITATION_DAYS = 14;

const ROLE_MEANS: Readonly<Record<MemberRole, string>> = {
  owner:
    "manage the members and the spend limit, look after properties, approve spend and report repairs",
  manager: "look after properties, approve spend and follow every job",
  member: "report repairs and follow the organisation's jobs",
};

/**
 * The invitation to join an organisation's portal. It names the organisation, the role and
 * who invited; the link is shown only here (the database keeps its hash).
 */
export function invitationEmail(input: {
  to: string;
  organisationName: string;
  role: MemberRole;
  invitedBy: string;
  link: string;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const role = MEMBER_ROLE_LABELS[input.role].toLowerCase();
  const text = `Hello,

${input.invitedBy} has invited you to join ${input.organisationName} on the ${input.business.name} portal as ${role === "owner" ? "an" : "a"} ${role}: you will be able to ${ROLE_MEANS[input.role]}.

Accept the invitation here:
${input.link}

If you have no account yet, the page lets you create one with this e-mail address (${input.to}) and brings you back to accept. The link works for ${INVITATION_DAYS} days and only once. If you were not expecting it, you can ignore this e-mail.

${signOff(input.business, input.siteOrigin)}
`;
  return {
    to: input.to,
    kind: "org.invitation",
    subject: `Invitation to join ${input.organisationName}`,
    text,
  };
}
