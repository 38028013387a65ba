import path from "node:path";

export const TEMPLATE_DIR = path.resolve(import.meta.dirname, "../.tmp");
export const PGLITE_TEMPLATE_FILE = path.join(TEMPLATE_DIR, "pglite-template.tar.gz");
export const POSTGRES_TEMPLATE_DB = "wfc_test_template";

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
