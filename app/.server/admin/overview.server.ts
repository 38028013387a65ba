import type { Kysely } from "kysely";
import { accountCounts } from "../accounts/accounts.server";
import { listRecentEmails } from "../email/outbox.server";
import type { Database } from "../db/schema.server";

export async function loadAdminOverview(db: Kysely<Database>) {
  const [counts, emails, organisations] = await Promise.all([
    accountCounts(db),
    listRecentEmails(db, 20),
    db
      .selectFrom("organisations as o")
      .leftJoin("organisation_members as m", "m.organisation_id", "o.id")
      .select(["o.slug", "o.name", (eb) => eb.fn.count<string>("m.user_id").as("members")])
      .groupBy(["o.id", "o.slug", "o.name"])
      .orderBy("o.name")
      .execute(),
  ]);
  return {
    counts,
    emails: emails.map((email) => ({
      id: email.id,
      channel: email.channel,
      to: email.to_address,
      // A text message has no subject: its first words stand in for one.
      subject:
        email.channel === "sms"
          ? `Text: ${email.text_body.slice(0, 60)}${email.text_body.length > 60 ? "…" : ""}`
          : email.subject,
      text: email.text_body,
      createdAt: email.created_at.toISOString(),
      sentAt: email.sent_at?.toISOString() ?? null,
      lastError: email.last_error,
      skipReason: email.skip_reason,
      failed: email.failed_at !== null,
    })),
    organisations: organisations.map((organisation) => ({
      ...organisation,
      members: Number(organisation.members),
    })),
  };
}
