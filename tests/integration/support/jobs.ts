import type { Kysely } from "kysely";
import type { BookingInput } from "../../../app/lib/schemas/booking";
import { createConfirmedUser } from "../../../app/.server/auth/local-adapter.server";
import type { Database } from "../../../app/.server/db/schema.server";

export const SITE = "http://localhost:3000";

/** A valid booking; 08:00–10:00 London time on the given date unless overridden. */
export function bookingInput(overrides: Partial<BookingInput> = {}): BookingInput {
  return {
    service: "plumbing-repairs",
    description: "The kitchen tap drips all night and the seal looks worn.",
    emergency: false,
    postcode: "CV1 5DZ",
    date: "2026-07-14",
    windowStart: "2026-07-14T07:00:00.000Z",
    address: "12 Spon Street, Coventry",
    name: "Sarah Mitchell",
    email: "sarah@example.com",
    phone: "+442476990123",
    ...overrides,
  };
}

export async function addEngineer(db: Kysely<Database>, email: string): Promise<string> {
  const userId = await createConfirmedUser(db, {
    email,
    password: "engineer-password",
    fullName: "Dan Fletcher",
    companyName: null,
  });
  await db.insertInto("user_roles").values({ user_id: userId, role: "engineer" }).execute();
  return userId;
}

/** The token at the end of a link such as http://localhost:3000/track/<token>. */
export function tokenOf(url: string): string {
  const token = url.split("/").pop();
  if (!token || !/^[A-Za-z0-9_-]{43}$/.test(token)) throw new Error(`No token in ${url}`);
  return token;
}
