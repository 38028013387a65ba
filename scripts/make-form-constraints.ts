// npx tsx scripts/make-form-constraints.ts — writes app/lib/form-constraints/<module>.ts: the
// constraint attributes (required, maxlength, pattern…) of every schema in app/lib/schemas, as
// plain data, so forms render them without zod in the browser (decision 0063). The build does
// not run this: the files are committed, and form-constraints.test.ts fails when one no longer
// matches its schemas; run this again then and commit what it writes.
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { format, resolveConfig } from "prettier";
import { constraintsOf, SCHEMA_MODULES } from "../app/lib/form-constraints/derive";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");

for (const name of SCHEMA_MODULES) {
  const schemas: Record<string, unknown> = await import(`../app/lib/schemas/${name}.ts`);
  const constants = Object.entries(constraintsOf(schemas)).map(
    ([constant, constraint]) =>
      `export const ${constant} = ${JSON.stringify(constraint, null, 2)};\n`,
  );
  const target = path.join(root, "app", "lib", "form-constraints", `${name}.ts`);
  const source =
    `// Written by scripts/make-form-constraints.ts from app/lib/schemas/${name}.ts: do not edit.\n\n` +
    constants.join("\n");
  const options = await resolveConfig(target);
  fs.writeFileSync(target, await format(source, { ...options, filepath: target }));
  console.log(`${path.relative(root, target)}: ${constants.length} forms`);
}
