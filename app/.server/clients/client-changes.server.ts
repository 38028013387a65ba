import type { Kysely } from "kysely";
import { formatUkPhone } from "~/lib/phone";
import { logChange, type StaffActor } from "../audit/change-log.server";
import type { Database } from "../db/schema.server";
import { unavailable, type Refusal } from "../http/refusal.server";
import { issueNewPortalLink } from "../jobs/portal-link.server";
import { erasedAt, findClient, isStaffAccount, type ClientRecord } from "./client-record.server";

export type ClientChangeResult =
  | { ok: true; summary: string }
  | { ok: false; reason: "not-found" }
  /** Refused by the rules, the message next to `field` when there is one. */
  | { ok: false; reason: "refused"; field?: string; message: string }
  | Refusal;

const MESSAGES = {
  erased: "This client's personal data was erased; there is nothing left to change.",
  staff: "This is a staff account: its details are changed on its page under Users.",
  accountEmail:
    "This client signs in with this address: only they can change it, from their account.",
  emailTaken: "Another client already uses this address. Search for them instead.",
  noBookings: "This client has no bookings, so there is no portal to send a link to.",
} as const;

function refusedWith(message: string, field?: string): ClientChangeResult {
  return { ok: false, reason: "refused", message, ...(field ? { field } : {}) };
}

/** Why the office may not change this client here, or null when it may. */
function lockedReason(client: ClientRecord): string | null {
  if (erasedAt(client)) return MESSAGES.erased;
  if (isStaffAccount(client)) return MESSAGES.staff;
  return null;
}

export interface ContactDetails {
  name: string;
  /** Lower case. */
  email: string;
  /** E.164. */
  phone: string;
}

/**
 * Changes a client's name, e-mail and phone: the customer's row (the address of the portal
 * and of the next bookings) and the account's profile. The jobs keep the details they were
 * booked with. An account's sign-in address is its owner's to change, and an address
 * another client uses would merge two people: both are refused next to the field.
 */
export async function updateClientContact(
  db: Kysely<Database>,
  actor: StaffActor,
  key: string,
  details: ContactDetails,
  now = new Date(),
): Promise<ClientChangeResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const lookup = await findClient(trx, key);
      if (lookup.found !== true) return { ok: false, reason: "not-found" } as const;
      const { client } = lookup;
      const locked = lockedReason(client);
      if (locked) return refusedWith(locked);
      const { customer, account } = client;
      const before = {
        name: customer?.name ?? account?.fullName ?? "",
        email: client.email,
        phone: customer?.phone ?? account?.phone ?? "",
      };
      if (details.email !== before.email) {
        if (account) return refusedWith(MESSAGES.accountEmail, "email");
        const [otherCustomer, otherAccount] = await Promise.all([
          trx
            .selectFrom("customers")
            .select("id")
            .where((eb) => eb(eb.fn("lower", ["email"]), "=", details.email))
            .executeTakeFirst(),
          trx
            .selectFrom("profiles")
            .select("id")
            .where((eb) => eb(eb.fn("lower", ["email"]), "=", details.email))
            .executeTakeFirst(),
        ]);
        if (otherCustomer || otherAccount) return refusedWith(MESSAGES.emailTaken, "email");
      }
      const changed = (Object.keys(before) as (keyof ContactDetails)[]).filter(
        (field) => before[field] !== details[field],
      );
      if (changed.length === 0) {
        return { ok: true, summary: "Nothing had changed." } as const;
      }
      if (customer) {
        await trx
          .updateTable("customers")
          .set({ ...details, updated_at: now })
          .where("id", "=", customer.id)
          .execute();
      }
      if (account) {
        await trx
          .updateTable("profiles")
          .set({ full_name: details.name, phone: details.phone, updated_at: now })
          .where("id", "=", account.id)
          .execute();
      }
      if (details.email !== before.email) {
        await trx
          .updateTable("client_notes")
          .set({ email: details.email })
          .where("email", "=", before.email)
          .execute();
      }
      const shown = (record: ContactDetails) =>
        Object.fromEntries(
          changed.map((field) => [
            field,
            field === "phone" && record.phone ? formatUkPhone(record.phone) : record[field],
          ]),
        );
      await logChange(trx, {
        actor,
        entity: "client",
        entityId: client.key,
        action: "Changed the contact details",
        before: shown(before),
        after: shown(details),
      });
      return {
        ok: true,
        summary: "The contact details are saved; the jobs keep the details they were booked with.",
      } as const;
    });
  } catch (error) {
    return unavailable(error);
  }
}

/** Replaces the office's notes about a client (an empty text removes them). */
export async function saveClientNotes(
  db: Kysely<Database>,
  actor: StaffActor,
  key: string,
  notes: string,
  now = new Date(),
): Promise<ClientChangeResult> {
  try {
    return await db.transaction().execute(async (trx) => {
      const lookup = await findClient(trx, key);
      if (lookup.found !== true) return { ok: false, reason: "not-found" } as const;
      const { client } = lookup;
      if (erasedAt(client)) return refusedWith(MESSAGES.erased, "notes");
      const current = await trx
        .selectFrom("client_notes")
        .select("body")
        .where("email", "=", client.email)
        .executeTakeFirst();
      const was = current?.body ?? "";
      if (was === notes) return { ok: true, summary: "Nothing had changed." } as const;
      if (notes === "") {
        await trx.deleteFrom("client_notes").where("email", "=", client.email).execute();
      } else {
        await trx
          .insertInto("client_notes")
          .values({ email: client.email, body: notes, updated_by: actor.id, updated_at: now })
          .onConflict((conflict) =>
            conflict
              .column("email")
              .doUpdateSet({ body: notes, updated_by: actor.id, updated_at: now }),
          )
          .execute();
      }
      await logChange(trx, {
        actor,
        entity: "client",
        entityId: client.key,
        action: notes === "" ? "Removed the office notes" : "Changed the office notes",
        before: { notes: was },
        after: { notes },
      });
      return { ok: true, summary: "The notes are saved." } as const;
    });
  } catch (error) {
    return unavailable(error);
  }
}

/**
 * E-mails the client a new link to their bookings (through the outbox, in the transaction
 * that replaces the portal token, so the old link stops working) and logs it.
 */
export async function sendClientPortalLink(
  db: Kysely<Database>,
  actor: StaffActor,
  key: string,
  siteOrigin: string,
): Promise<ClientChangeResult> {
  const lookup = await findClient(db, key);
  if (lookup.found !== true) return { ok: false, reason: "not-found" };
  const { client } = lookup;
  if (erasedAt(client)) return refusedWith(MESSAGES.erased);
  const { customer } = client;
  if (!customer) return refusedWith(MESSAGES.noBookings);
  try {
    const { sent } = await issueNewPortalLink(db, customer.email, {
      siteOrigin,
      alongside: (trx) =>
        logChange(trx, {
          actor,
          entity: "client",
          entityId: client.key,
          action: "Sent a new portal link",
        }),
    });
    if (!sent) return { ok: false, reason: "not-found" };
    return {
      ok: true,
      summary: `A new link to their bookings is on its way to ${customer.email}.`,
    };
  } catch (error) {
    return unavailable(error);
  }
}
