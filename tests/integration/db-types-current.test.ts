import fs from "node:fs/promises";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { GENERATED_TYPES_FILE, generateDatabaseTypes } from "../../scripts/lib/database-types";
import { createTestDatabase } from "./support/database";

describe("the generated database types", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await createTestDatabase();
  });
  afterAll(() => handle.close());

  it("are those the migrations give", async () => {
    const committed = await fs.readFile(GENERATED_TYPES_FILE, "utf8");
    const file = path.relative(process.cwd(), GENERATED_TYPES_FILE);
    expect(committed, `${file} is out of date: run npm run db:types`).toBe(
      await generateDatabaseTypes(handle.db),
    );
  });
});
