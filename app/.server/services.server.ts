import type { Kysely } from "kysely";
import type { AuthAdapter } from "./auth/port.server";
import type { Database } from "./db/schema.server";

/**
 * What the server opens once per process and hands every loader and action through Remix's
 * load context (docs/decisions/0058). Domain code takes the part it needs as a parameter.
 */
export interface AppServices {
  db: Kysely<Database>;
  auth: AuthAdapter;
}
