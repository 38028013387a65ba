import fs from "node:fs/promises";
import path from "node:path";
import { z } from "zod";

const packageSchema = z.object({ name: z.string(), version: z.string() });

/** The app's name and version from package.json (the app runs from the project's root). */
export async function appIdentity(): Promise<{ name: string; version: string }> {
  const text = await fs.readFile(path.resolve("package.json"), "utf8");
  const { name, version } = packageSchema.parse(JSON.parse(text));
  return { name, version };
}
