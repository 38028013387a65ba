import type { Kysely, Transaction } from "kysely";
import { findService } from "~/content/services";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { accountNames } from "../accounts/engineers.server";
import { hashToken, isWellFormedToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** Why an e-mailed link no longer decides anything (each answered 410, a clear page). */
export type DeadLink = "used" | "expired" | "decided" | "not-member";

export interface LinkRow {
  token_hash: string;
  approval_id: string;
  user_id: string;
  expires_at: Date;
  used_at: Date | null;
  organisation_id: string;
}

export async function findLink(db: Executor, tokenHash: string, lock: boolean) {
  const query = db
    .selectFrom("approval_links as link")
    .innerJoin("job_approvals as approval", "approval.id", "link.approval_id")
    .select([
      "link.token_hash",
      "link.approval_id",
      "link.user_id",
      "link.expires_at",
      "link.used_at",
      "approval.organisation_id",
    ])
    .where("link.token_hash", "=", tokenHash);
  return (lock ? query.forUpdate("link") : query).executeTakeFirst();
}

export async function recordUse(db: Executor, tokenHash: string, outcome: string, ip: string) {
  await db
    .insertInto("approval_link_uses")
    .values({ token_hash: tokenHash, outcome, ip: ip.slice(0, 64) })
    .execute();
}

/** "Approved by Mina Moat on Monday 23 November, 10:12 (e-mailed link)". */
export async function decidedMessage(db: Executor, approvalId: string): Promise<string> {
  const row = await db
    .selectFrom("job_approvals")
    .select(["state", "decided_by", "decided_at", "decided_via"])
    .where("id", "=", approvalId)
    .executeTakeFirstOrThrow();
  const name = row.decided_by
    ? ((await accountNames(db, [row.decided_by])).get(row.decided_by) ?? "a colleague")
    : "a colleague";
  const how =
    row.decided_via === "link"
      ? "e-mailed link"
      : row.decided_via === "quote-link"
        ? "by accepting or declining the quote"
        : "portal";
  const when = row.decided_at ? ` on ${formatLondonDateTime(row.decided_at)}` : "";
  return `This estimate was already ${row.state === "approved" ? "approved" : "declined"} by ${name}${when} (${how}). Nothing was changed.`;
}

/** Whether a link still decides: used, expired, its holder gone from the organisation, decided. */
export async function deadReason(
  db: Executor,
  link: LinkRow,
  now: Date,
): Promise<{ why: DeadLink; message: string } | null> {
  if (link.used_at) {
    const decided = await db
      .selectFrom("job_approvals")
      .select("state")
      .where("id", "=", link.approval_id)
      .executeTakeFirst();
    const what = decided?.state === "declined" ? "decline" : "approve";
    return {
      why: "used",
      message: `This link was used on ${formatLondonDateTime(link.used_at)} to ${what} the estimate. Each link works once.`,
    };
  }
  if (link.expires_at.getTime() <= now.getTime()) {
    return {
      why: "expired",
      message: `This link expired on ${formatLondonDateTime(link.expires_at)}. Decide in your organisation's portal instead.`,
    };
  }
  const membership = await db
    .selectFrom("organisation_members")
    .select("member_role")
    .where("organisation_id", "=", link.organisation_id)
    .where("user_id", "=", link.user_id)
    .where("member_role", "in", ["owner", "manager"])
    .executeTakeFirst();
  if (!membership) {
    return {
      why: "not-member",
      message: "This link was sent to someone who no longer decides on the organisation's spend.",
    };
  }
  const approval = await db
    .selectFrom("job_approvals")
    .select("state")
    .where("id", "=", link.approval_id)
    .executeTakeFirstOrThrow();
  if (approval.state !== "pending") {
    return { why: "decided", message: await decidedMessage(db, link.approval_id) };
  }
  return null;
}

export interface ApprovalPage {
  organisationName: string;
  reference: string;
  propertyLabel: string;
  serviceName: string;
  description: string;
  estimate: string;
  limit: string;
  /** The recipient's name: whose link this is. */
  recipientName: string;
  /** The quote approving accepts (decision 0074), when the office has sent one. */
  quoteReference: string | null;
  expiresLabel: string;
}

export type ApprovalLinkVisit =
  | { ok: true; page: ApprovalPage }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "dead"; why: DeadLink; message: string; reference: string }
  | Refusal;

/**
 * What an e-mailed link's page shows. Opening it decides nothing (e-mail scanners fetch
 * links); every opening is recorded, refused ones too, after the visitor's token-link limit.
 */
export async function openApprovalLink(
  db: Kysely<Database>,
  token: string,
  visitor: { ip: string; now?: Date },
): Promise<ApprovalLinkVisit> {
  const now = visitor.now ?? new Date();
  const tokenHash = hashToken(token);
  try {
    const refusal = await attemptAllowed(db, "token-link", { ip: visitor.ip });
    if (refusal) {
      await recordUse(db, tokenHash, "open: rate-limited", visitor.ip);
      return refusal;
    }
    const link = isWellFormedToken(token) ? await findLink(db, tokenHash, false) : undefined;
    if (!link) {
      await recordUse(db, tokenHash, "open: unknown", visitor.ip);
      return { ok: false, reason: "not-found" };
    }
    const row = await db
      .selectFrom("job_approvals as approval")
      .innerJoin("jobs", "jobs.id", "approval.job_id")
      .innerJoin("organisations as org", "org.id", "approval.organisation_id")
      .leftJoin("organisation_properties as property", (join) =>
        join
          .onRef("property.id", "=", "jobs.property_id")
          .onRef("property.organisation_id", "=", "jobs.organisation_id"),
      )
      .leftJoin("quotes as quote", "quote.id", "approval.quote_id")
      .select([
        "quote.reference as quote_reference",
        "jobs.reference",
        "jobs.service_slug",
        "jobs.description",
        "jobs.address",
        "approval.estimate_pence",
        "approval.spend_limit_pence",
        "org.name as organisation_name",
        "property.label as property_label",
      ])
      .where("approval.id", "=", link.approval_id)
      // The link belongs to its recipient's organisation's job, and no other.
      .where("jobs.organisation_id", "=", link.organisation_id)
      .executeTakeFirst();
    if (!row) {
      await recordUse(db, tokenHash, "open: unknown", visitor.ip);
      return { ok: false, reason: "not-found" };
    }
    const dead = await deadReason(db, link, now);
    await recordUse(db, tokenHash, dead ? `open: ${dead.why}` : "open", visitor.ip);
    if (dead) return { ok: false, reason: "dead", ...dead, reference: row.reference };
    const names = await accountNames(db, [link.user_id]);
    return {
      ok: true,
      page: {
        organisationName: row.organisation_name,
        reference: row.reference,
        propertyLabel: row.property_label ?? row.address,
        serviceName: findService(row.service_slug)?.name ?? row.service_slug,
        description: row.description,
        estimate: formatPence(row.estimate_pence),
        limit: formatPence(row.spend_limit_pence),
        recipientName: names.get(link.user_id) ?? "you",
        quoteReference: row.quote_reference,
        expiresLabel: formatLondonDateTime(link.expires_at),
      },
    };
  } catch (error) {
    return unavailable(error);
  }
}
