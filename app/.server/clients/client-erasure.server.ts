import { sql, type Kysely, type Transaction } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import { logChange, type StaffActor } from "../audit/change-log.server";
import { hashToken, newToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { storage, type FileStorage } from "../storage/storage.server";
import { CLIENT_MESSAGES } from "~/lib/schemas/clients";
import { clientJobIds, erasedAt, findClient, isStaffAccount } from "./client-record.server";
import { likeContaining, redactText, redactValue } from "./redaction.server";

/** What erased personal fields read afterwards. */
export const ERASED = {
  name: "Erased client",
  accountName: "Erased account",
  address: "Erased at the client's request",
  description: "Erased at the client's request.",
  reviewer: "A former customer",
  // A well-formed number no one has: the columns must hold E.164.
  phone: "+440000000000",
} as const;

export function erasedEmail(id: string): string {
  return `erased-${id}@erased.invalid`;
}

export type ErasureResult =
  | { ok: true; summary: string; photosNotDeleted: number }
  | { ok: false; reason: "not-found" }
  | { ok: false; reason: "refused"; field?: "confirmation"; message: string }
  | Refusal;

const MESSAGES = {
  staff: "This is a staff account: staff are not erased as clients.",
  erased: "This client's personal data was already erased.",
  openJobs: (count: number) =>
    `${count} of their jobs ${count === 1 ? "is" : "are"} still to be done: cancel ${count === 1 ? "it" : "them"} first, or the engineer would be sent to an erased address.`,
} as const;

type Trx = Transaction<Database>;

/** The change log's entries that name the person: their values and actions redacted. */
async function scrubChangeLog(trx: Trx, identifiers: string[], clientIds: string[]) {
  await trx
    .updateTable("change_log")
    .set({ before: null, after: null })
    .where("entity", "=", "client")
    .where("entity_id", "in", clientIds)
    .execute();
  const patterns = identifiers.map(likeContaining);
  const rows = await trx
    .selectFrom("change_log")
    .select(["id", "action", "before", "after"])
    .where((eb) =>
      eb.or([
        sql<boolean>`change_log.action ilike any (${patterns}::text[])`,
        sql<boolean>`change_log.before::text ilike any (${patterns}::text[])`,
        sql<boolean>`change_log.after::text ilike any (${patterns}::text[])`,
      ]),
    )
    .execute();
  for (const row of rows) {
    await trx
      .updateTable("change_log")
      .set({
        action: redactText(row.action, identifiers),
        before: row.before === null ? null : JSON.stringify(redactValue(row.before, identifiers)),
        after: row.after === null ? null : JSON.stringify(redactValue(row.after, identifiers)),
      })
      .where("id", "=", row.id)
      .execute();
  }
}

/**
 * Erases a client at their request (UK GDPR, the right to erasure), once the office has typed
 * their e-mail address again. In one transaction: their jobs keep what the reports need
 * (service, dates, status, price, engineer, the postcode's district) and lose the rest (name,
 * e-mail, phone, address, description, the engineer's summary and sign-off name, the tenant's
 * availability, every timeline note, comment and approval reason); photos' rows, messages to
 * them or about their jobs, their enquiries, invitations and rate-limit counters are deleted;
 * tracking, review and portal links stop working; reviews lose their name and any mention of
 * them; the customer row and the account are anonymised and the account can no longer sign
 * in. The change log keeps the erasure (counts and references only) and loses their data.
 * Photo files are deleted from storage after the commit.
 */
export async function eraseClient(
  db: Kysely<Database>,
  actor: StaffActor,
  key: string,
  confirmation: string,
  options: { now?: Date; fileStorage?: FileStorage } = {},
): Promise<ErasureResult> {
  const now = options.now ?? new Date();
  let photoKeys: string[] = [];
  let outcome: ErasureResult;
  try {
    outcome = await db.transaction().execute(async (trx): Promise<ErasureResult> => {
      const lookup = await findClient(trx, key);
      if (lookup.found !== true) return { ok: false, reason: "not-found" };
      const { client } = lookup;
      if (isStaffAccount(client)) return { ok: false, reason: "refused", message: MESSAGES.staff };
      if (erasedAt(client)) return { ok: false, reason: "refused", message: MESSAGES.erased };
      if (confirmation.trim().toLowerCase() !== client.email) {
        return {
          ok: false,
          reason: "refused",
          field: "confirmation",
          message: CLIENT_MESSAGES.confirmation,
        };
      }
      const { customer, account } = client;
      const jobIds = await clientJobIds(trx, client);
      const jobs = jobIds.length
        ? await trx
            .selectFrom("jobs")
            .select([
              "id",
              "reference",
              "status",
              "customer_name",
              "customer_email",
              "customer_phone",
              "address",
            ])
            .where("id", "in", jobIds)
            .forUpdate()
            .execute()
        : [];
      const open = jobs.filter((job) => job.status !== "completed" && job.status !== "cancelled");
      if (open.length > 0) {
        return { ok: false, reason: "refused", message: MESSAGES.openJobs(open.length) };
      }

      const emails = [
        ...new Set(
          [
            client.email,
            customer?.email,
            account?.email,
            ...jobs.map((job) => job.customer_email),
          ].flatMap((email) => (email ? [email.toLowerCase()] : [])),
        ),
      ];
      const phones = [
        ...new Set(
          [customer?.phone, account?.phone, ...jobs.map((job) => job.customer_phone)].flatMap(
            (phone) => (phone ? [phone] : []),
          ),
        ),
      ];
      const names = [customer?.name, account?.fullName, ...jobs.map((job) => job.customer_name)];
      const identifiers = [
        ...new Set(
          [
            ...emails,
            ...phones,
            ...phones.map(formatUkPhone),
            ...names,
            ...jobs.map((job) => job.address),
          ].flatMap((value) => (value && value.trim().length >= 3 ? [value.trim()] : [])),
        ),
      ];
      const phonePatterns = [...phones, ...phones.map(formatUkPhone)].map(likeContaining);
      const emailPatterns = emails.map(likeContaining);

      const photos = jobIds.length
        ? await trx
            .deleteFrom("job_photos")
            .where("job_id", "in", jobIds)
            .returning("storage_key")
            .execute()
        : [];
      photoKeys = photos.map((photo) => photo.storage_key);

      if (jobIds.length) {
        const jobPlaceholder = erasedEmail(customer?.id ?? account?.id ?? key);
        for (const job of jobs) {
          await trx
            .updateTable("jobs")
            .set({
              customer_name: ERASED.name,
              customer_email: jobPlaceholder,
              customer_phone: ERASED.phone,
              address: ERASED.address,
              postcode: sql`split_part(postcode, ' ', 1)`,
              description: ERASED.description,
              summary: null,
              signed_off_by: null,
              tenant_availability: null,
              tracking_token_hash: hashToken(newToken()),
              review_token_hash: null,
              updated_at: now,
            })
            .where("id", "=", job.id)
            .execute();
        }
        await trx
          .updateTable("job_events")
          .set({ note: null })
          .where("job_id", "in", jobIds)
          .where("note", "is not", null)
          .execute();
        await trx
          .updateTable("job_comments")
          .set({ body: ERASED.description })
          .where("job_id", "in", jobIds)
          .execute();
        await trx
          .updateTable("job_approvals")
          .set({ reason: null })
          .where("job_id", "in", jobIds)
          .execute();
        await trx.deleteFrom("job_tracking_links").where("job_id", "in", jobIds).execute();
      }

      const messages = await trx
        .deleteFrom("email_outbox")
        .where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["to_address"]), "in", emails),
            ...(phones.length ? [eb("to_address", "in", phones)] : []),
            ...(jobIds.length ? [eb("job_id", "in", jobIds)] : []),
            // Messages to others that carry their address or number (the office's copy of an enquiry).
            sql<boolean>`(email_outbox.subject || ' ' || email_outbox.text_body || ' ' || coalesce(email_outbox.html_body, ''))
              ilike any (${[...emailPatterns, ...phonePatterns]}::text[])`,
          ]),
        )
        .executeTakeFirst();
      const enquiries = await trx
        .deleteFrom("contacts")
        .where((eb) => eb(eb.fn("lower", ["email"]), "in", emails))
        .executeTakeFirst();
      const reviews = jobIds.length
        ? await trx
            .selectFrom("testimonials")
            .select(["id", "body"])
            .where("job_id", "in", jobIds)
            .execute()
        : [];
      for (const review of reviews) {
        await trx
          .updateTable("testimonials")
          .set({
            author_name: ERASED.reviewer,
            body: redactText(review.body, identifiers),
            updated_at: now,
          })
          .where("id", "=", review.id)
          .execute();
      }
      await trx
        .updateTable("organisation_properties")
        .set({ tenant_name: null, tenant_email: null, tenant_phone: null, updated_at: now })
        .where((eb) =>
          eb.or([
            eb(eb.fn("lower", ["tenant_email"]), "in", emails),
            ...(phones.length ? [eb("tenant_phone", "in", phones)] : []),
          ]),
        )
        .execute();
      await trx
        .deleteFrom("organisation_invitations")
        .where((eb) => eb(eb.fn("lower", ["email"]), "in", emails))
        .execute();
      await trx
        .deleteFrom("staff_invitations")
        .where((eb) => eb(eb.fn("lower", ["email"]), "in", emails))
        .execute();
      await trx
        .deleteFrom("rate_limits")
        .where(sql<boolean>`rate_limits.bucket ilike any (${emailPatterns}::text[])`)
        .execute();
      await trx.deleteFrom("client_notes").where("email", "in", emails).execute();

      if (customer) {
        await trx
          .updateTable("customers")
          .set({
            name: ERASED.name,
            email: erasedEmail(customer.id),
            phone: ERASED.phone,
            portal_token_hash: hashToken(newToken()),
            erased_at: now,
            updated_at: now,
          })
          .where("id", "=", customer.id)
          .execute();
      }
      if (account) await disableAccount(trx, account.id, now);

      await scrubChangeLog(trx, identifiers, [key, customer?.id ?? key, account?.id ?? key]);
      await logChange(trx, {
        actor,
        entity: "client",
        entityId: key,
        action: "Erased the client's personal data at their request",
        after: {
          jobs: jobs.map((job) => job.reference).join(", ") || "none",
          photos: photoKeys.length,
          messages: Number(messages.numDeletedRows),
          enquiries: Number(enquiries.numDeletedRows),
          reviews: reviews.length,
          account: account ? "disabled and anonymised" : "none",
        },
      });
      return {
        ok: true,
        summary: `Erased: ${jobs.length} job${jobs.length === 1 ? "" : "s"} kept without personal data, ${photoKeys.length} photo${photoKeys.length === 1 ? "" : "s"} deleted.`,
        photosNotDeleted: 0,
      };
    });
  } catch (error) {
    return unavailable(error);
  }
  if (!outcome.ok) return outcome;
  return {
    ...outcome,
    photosNotDeleted: await deletePhotoFiles(photoKeys, options.fileStorage ?? storage()),
  };
}

/** The account can no longer sign in or be found by its address; its sessions end at once. */
async function disableAccount(trx: Trx, accountId: string, now: Date) {
  const email = erasedEmail(accountId);
  await trx
    .updateTable("profiles")
    .set({
      full_name: ERASED.accountName,
      company_name: null,
      phone: null,
      email,
      erased_at: now,
      // Disabled as the office disables an account: every session ends on its next request,
      // whichever auth adapter issued it.
      disabled_at: now,
      updated_at: now,
    })
    .where("id", "=", accountId)
    .execute();
  await trx
    .updateTable("auth.users")
    .set({
      email,
      raw_user_meta_data: JSON.stringify({}),
      // Not a stored hash any password can match: sign-in is refused for good.
      encrypted_password: "!erased",
      email_confirmed_at: null,
      updated_at: now,
    })
    .where("id", "=", accountId)
    .execute();
  await trx
    .updateTable("auth.sessions")
    .set({ revoked_at: now })
    .where("user_id", "=", accountId)
    .where("revoked_at", "is", null)
    .execute();
  await trx
    .updateTable("auth.refresh_tokens")
    .set({ revoked: true, updated_at: now })
    .where("user_id", "=", accountId)
    .execute();
  await trx.deleteFrom("auth.one_time_tokens").where("user_id", "=", accountId).execute();
  await trx.deleteFrom("approval_links").where("user_id", "=", accountId).execute();
}

/** Deletes the photo files once their rows are gone; the ones that failed are counted and logged. */
async function deletePhotoFiles(keys: string[], fileStorage: FileStorage): Promise<number> {
  let failed = 0;
  for (const key of keys) {
    try {
      await fileStorage.delete(key);
    } catch (error) {
      failed += 1;
      console.error(`Erasure: the photo ${key} could not be deleted from storage`, error);
    }
  }
  return failed;
}
