import { z } from "zod";

/**
 * What a backup says about itself (docs/decisions/0080), in `manifest.json` beside the data.
 * Written last: a folder without one is a backup that never finished, and restore refuses it.
 */
export const BACKUP_FORMAT = "wfc-backup/1";
export const MANIFEST_FILE = "manifest.json";
export const DATABASE_FILE = "database.sql.gz";
export const FILES_FOLDER = "files";

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const storedFileSchema = z.object({
  key: z.string().min(1),
  bytes: z.number().int().nonnegative(),
  sha256,
});
export type StoredFileEntry = z.infer<typeof storedFileSchema>;

export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  createdAt: z.string().datetime(),
  trigger: z.enum(["manual", "scheduled"]),
  app: z.object({ name: z.string(), version: z.string() }),
  database: z.object({
    engine: z.enum(["pglite", "postgres"]),
    serverVersion: z.string(),
    /** The built-in accounts' `auth` schema is in the dump (not so on hosted Supabase). */
    localAuth: z.boolean(),
    file: z.literal(DATABASE_FILE),
    bytes: z.number().int().nonnegative(),
    sha256,
    /** Versions of supabase/migrations applied, from the same snapshot as the dump. */
    migrations: z.array(z.string()),
    /** Rows of each dumped table ("schema.table"), from the same snapshot as the dump. */
    tables: z.record(z.string(), z.number().int().nonnegative()),
  }),
  files: z.object({
    storage: z.enum(["disk", "s3"]),
    count: z.number().int().nonnegative(),
    bytes: z.number().int().nonnegative(),
    entries: z.array(storedFileSchema),
  }),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

export class BackupUnreadableError extends Error {
  constructor(where: string, reason: string) {
    super(`${where} is not a complete backup of this site: ${reason}`);
    this.name = "BackupUnreadableError";
  }
}

export function parseManifest(where: string, text: string): BackupManifest {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupUnreadableError(where, "its manifest.json is not JSON");
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    const first = parsed.error.issues[0];
    throw new BackupUnreadableError(
      where,
      `its manifest.json does not match ${BACKUP_FORMAT} (${first?.path.join(".") ?? ""}: ${first?.message ?? "invalid"})`,
    );
  }
  return parsed.data;
}
