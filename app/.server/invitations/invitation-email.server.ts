import type { Business } from "../business/business.server";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";
import type { InvitationKind } from "./invitations.server";

/**
 * The invitation e-mail of either kind: who invited, what to join with which role and what
 * it lets the person do, and the link, shown only here (the database keeps its hash).
 */
export function invitationEmail(input: {
  kind: InvitationKind;
  to: string;
  /** The name the office gave, for a greeting; members are invited by address alone. */
  fullName: string | null;
  invitedBy: string;
  /** "We Fix Coventry", or "Acme Lettings on the We Fix Coventry portal". */
  joining: string;
  /** "an engineer", "a manager". */
  roleWords: string;
  roleMeans: string;
  link: string;
  business: Business;
  siteOrigin: string;
  outbox: { kind: OutgoingEmail["kind"]; subject: string };
}): OutgoingEmail {
  const text = `Hello${input.fullName ? ` ${input.fullName}` : ""},

${input.invitedBy} has invited you to join ${input.joining} as ${input.roleWords}: you will be able to ${input.roleMeans}.

Accept the invitation here:
${input.link}

If you have no account yet, the page lets you create one with this e-mail address (${input.to}) and brings you back to accept. The link works for ${input.kind.days} days and only once. If you were not expecting it, you can ignore this e-mail.

${signOff(input.business, input.siteOrigin)}
`;
  return { to: input.to, kind: input.outbox.kind, subject: input.outbox.subject, text };
}
