/// <reference types="vite/client" />
import { describe, expect, it } from "vitest";
import { constraintsOf, SCHEMA_MODULES } from "./derive";

const schemaModules: Record<string, Record<string, unknown>> = import.meta.glob(
  ["../schemas/*.ts", "!../schemas/*.test.ts"],
  {
    eager: true,
  },
);
const generatedModules: Record<string, Record<string, unknown>> = import.meta.glob(
  ["./*.ts", "!./derive.ts", "!./*.test.ts"],
  { eager: true },
);

describe("generated form constraints", () => {
  it("cover exactly the listed schema modules", () => {
    expect(Object.keys(generatedModules).sort()).toEqual(
      SCHEMA_MODULES.map((name) => `./${name}.ts`).sort(),
    );
  });

  it.each(SCHEMA_MODULES)("%s matches what its schemas say", (name) => {
    const generated = Object.fromEntries(Object.entries(generatedModules[`./${name}.ts`] ?? {}));
    // Stale after a schema change: run `npx tsx scripts/make-form-constraints.ts`.
    expect(generated).toEqual(constraintsOf(schemaModules[`../schemas/${name}.ts`] ?? {}));
  });
});
