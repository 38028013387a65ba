import path from "node:path";

// Resolved from the working directory: the app is always started from the project root.
export const MIGRATIONS_DIR = path.resolve("supabase/migrations");
export const LOCAL_AUTH_DIR = path.resolve("supabase/local-auth");
