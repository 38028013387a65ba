import type { Kysely } from "kysely";
import type { Role } from "~/lib/roles";
import { createConfirmedUser } from "../auth/local-adapter.server";
import { DEFAULT_BUSINESS } from "../business/defaults.server";
import type { Database } from "./schema.server";

/** The three property-management organisations the business works for, by slug. */
export const DEMO_ORGANISATIONS = [
  { slug: "moathouse", name: "Moat House Lettings" },
  { slug: "empire", name: "Empire Property Management" },
  { slug: "handylot", name: "Handylot Student Homes" },
] as const;

export interface DemoAccount {
  email: string;
  password: string;
  fullName: string;
  companyName: string | null;
  role: Role;
  organisation?: (typeof DEMO_ORGANISATIONS)[number]["slug"];
}

export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    email: "admin@example.com",
    password: "demo-admin-2026",
    fullName: "Alex Owner",
    companyName: "We Fix Coventry",
    role: "admin",
  },
  {
    email: "engineer@example.com",
    password: "demo-engineer-2026",
    fullName: "Dan Fletcher",
    companyName: null,
    role: "engineer",
  },
  {
    email: "client@example.com",
    password: "demo-client-2026",
    fullName: "Sarah Mitchell",
    companyName: null,
    role: "client",
  },
  {
    email: "moathouse@example.com",
    password: "demo-moathouse-2026",
    fullName: "Priya Shah",
    companyName: "Moat House Lettings",
    role: "client",
    organisation: "moathouse",
  },
  {
    email: "empire@example.com",
    password: "demo-empire-2026",
    fullName: "Tom Walsh",
    companyName: "Empire Property Management",
    role: "client",
    organisation: "empire",
  },
  {
    email: "handylot@example.com",
    password: "demo-handylot-2026",
    fullName: "Grace Okafor",
    companyName: "Handylot Student Homes",
    role: "client",
    organisation: "handylot",
  },
];

/** Idempotent: fills what is missing and never overwrites a row that is already there. */
export async function seedBaseData(db: Kysely<Database>) {
  await db
    .insertInto("business_settings")
    .values(DEFAULT_BUSINESS)
    .onConflict((conflict) => conflict.column("id").doNothing())
    .execute();
  await db
    .insertInto("organisations")
    .values(DEMO_ORGANISATIONS.map((organisation) => ({ ...organisation })))
    .onConflict((conflict) => conflict.column("slug").doNothing())
    .execute();
}

/** Demo accounts with known passwords: only with SEED_DEMO, never on a real deployment. */
export async function seedDemoAccounts(db: Kysely<Database>) {
  for (const account of DEMO_ACCOUNTS) {
    const userId = await createConfirmedUser(db, account);
    await db
      .insertInto("profiles")
      .values({
        id: userId,
        email: account.email,
        full_name: account.fullName,
        company_name: account.companyName,
      })
      .onConflict((conflict) => conflict.column("id").doNothing())
      .execute();
    await db
      .insertInto("user_roles")
      .values({ user_id: userId, role: account.role })
      .onConflict((conflict) => conflict.columns(["user_id", "role"]).doNothing())
      .execute();
    if (account.organisation) {
      const organisation = await db
        .selectFrom("organisations")
        .select("id")
        .where("slug", "=", account.organisation)
        .executeTakeFirstOrThrow();
      await db
        .insertInto("organisation_members")
        .values({ organisation_id: organisation.id, user_id: userId, member_role: "owner" })
        .onConflict((conflict) => conflict.columns(["organisation_id", "user_id"]).doNothing())
        .execute();
    }
  }
}

export function describeDemoAccounts(): string {
  const rows = DEMO_ACCOUNTS.map(
    (a) =>
      `  ${a.role.padEnd(9)} ${(a.organisation ?? "").padEnd(10)} ${a.email.padEnd(24)} ${a.password}`,
  );
  return [
    "Demo accounts (sign in at /auth):",
    "  role      org        e-mail                   password",
    ...rows,
  ].join("\n");
}
