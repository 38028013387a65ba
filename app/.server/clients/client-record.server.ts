import { sql, type Kysely, type Transaction } from "kysely";
import type { AppRole, Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/** The rows one client is made of: the customer of their bookings, their account, or both. */
export interface ClientRecord {
  /** The page's key: the customer's id, or the account's when there is no customer. */
  key: string;
  /** Lower case: the address that joins the customer, the account and the notes. */
  email: string;
  customer: {
    id: string;
    email: string;
    name: string;
    phone: string;
    createdAt: Date;
    erasedAt: Date | null;
  } | null;
  account: {
    id: string;
    email: string;
    fullName: string;
    companyName: string | null;
    phone: string | null;
    roles: AppRole[];
    createdAt: Date;
    erasedAt: Date | null;
  } | null;
}

export type ClientLookup =
  | { found: true; client: ClientRecord }
  /** The key is an account's whose address also has a customer: the page lives at that key. */
  | { found: "elsewhere"; key: string }
  | { found: false };

/**
 * The account with this address or id: the sign-in record, with its profile when it has one
 * (a profile is made at the first sign-in, so an account never signed into has none).
 */
function accounts(db: Executor) {
  return db
    .selectFrom("auth.users as u")
    .leftJoin("profiles as p", "p.id", "u.id")
    .select((eb) => [
      "u.id",
      eb.fn.coalesce("p.email", "u.email").as("email"),
      eb.fn
        .coalesce("p.full_name", sql<string>`u.raw_user_meta_data->>'full_name'`, sql<string>`''`)
        .as("full_name"),
      "p.company_name",
      "p.phone",
      "u.created_at",
      "p.erased_at",
    ]);
}

async function accountByEmail(db: Executor, email: string) {
  return accounts(db)
    .where(sql<string>`lower(u.email)`, "=", email)
    .orderBy("u.created_at")
    .limit(1)
    .executeTakeFirst();
}

async function rolesOf(db: Executor, userId: string): Promise<AppRole[]> {
  const rows = await db
    .selectFrom("user_roles")
    .select("role")
    .where("user_id", "=", userId)
    .execute();
  return rows.map((row) => row.role);
}

/**
 * The client at a page's key (already checked to be a uuid). A customer's id gives the
 * customer and the account with the same address; an account's id gives the account alone,
 * unless a customer shares its address (then the page is the customer's). A staff account
 * with no bookings is nobody's client.
 */
export async function findClient(db: Executor, key: string): Promise<ClientLookup> {
  const customer = await db
    .selectFrom("customers")
    .select(["id", "email", "name", "phone", "created_at", "erased_at"])
    .where("id", "=", key)
    .executeTakeFirst();
  let profile = customer ? await accountByEmail(db, customer.email.toLowerCase()) : undefined;
  if (!customer) {
    profile = await accounts(db).where("u.id", "=", key).executeTakeFirst();
    if (!profile) return { found: false };
    const shared = await db
      .selectFrom("customers")
      .select("id")
      .where((eb) => eb(eb.fn("lower", ["email"]), "=", profile?.email.toLowerCase() ?? ""))
      .executeTakeFirst();
    if (shared) return { found: "elsewhere", key: shared.id };
  }
  const roles = profile ? await rolesOf(db, profile.id) : [];
  if (!customer && roles.some((role) => role !== "client")) return { found: false };
  return {
    found: true,
    client: {
      key,
      email: (customer?.email ?? profile?.email ?? "").toLowerCase(),
      customer: customer
        ? {
            id: customer.id,
            email: customer.email,
            name: customer.name,
            phone: customer.phone,
            createdAt: customer.created_at,
            erasedAt: customer.erased_at,
          }
        : null,
      account: profile
        ? {
            id: profile.id,
            email: profile.email,
            fullName: profile.full_name,
            companyName: profile.company_name,
            phone: profile.phone,
            roles,
            createdAt: profile.created_at,
            erasedAt: profile.erased_at,
          }
        : null,
    },
  };
}

/** Whether the client's account is staff's: the office never erases or edits those here. */
export function isStaffAccount(client: ClientRecord): boolean {
  return client.account?.roles.some((role) => role === "admin" || role === "engineer") ?? false;
}

/** When the client was erased, or null. */
export function erasedAt(client: ClientRecord): Date | null {
  return client.customer?.erasedAt ?? client.account?.erasedAt ?? null;
}

/** The ids of the client's jobs: booked with the customer's address or by the account. */
export async function clientJobIds(db: Executor, client: ClientRecord): Promise<string[]> {
  const { customer, account } = client;
  if (!customer && !account) return [];
  const rows = await db
    .selectFrom("jobs")
    .select("id")
    .where((eb) =>
      eb.or([
        ...(customer ? [eb("customer_id", "=", customer.id)] : []),
        ...(account ? [eb("user_id", "=", account.id)] : []),
      ]),
    )
    .execute();
  return rows.map((row) => row.id);
}
