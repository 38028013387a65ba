// node scripts/make-phone-metadata.mjs — writes app/lib/phone-metadata.gb.ts: the United
// Kingdom's entry of libphonenumber-js's "min" metadata, alone under calling code 44, so the
// browser carries about 3 KB of phone rules instead of every country's (decision 0056). The
// build does not run this: the file is committed, and app/lib/phone.test.ts fails when it no
// longer matches the installed libphonenumber-js; run this again then and commit what it writes.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const require = createRequire(import.meta.url);
const full = require("libphonenumber-js/metadata.min.json");

const gb = {
  version: full.version,
  country_calling_codes: { 44: ["GB"] },
  countries: { GB: full.countries.GB },
  nonGeographic: {},
};
// A typed module rather than JSON: every loader the project has (esbuild, Vitest, tsx and
// Playwright's, which wants an import attribute on JSON) reads it the same way.
const target = path.join(root, "app", "lib", "phone-metadata.gb.ts");
fs.writeFileSync(
  target,
  `// Written by scripts/make-phone-metadata.mjs from libphonenumber-js's metadata: do not edit.\n` +
    `import type { MetadataJson } from "libphonenumber-js/core";\n\n` +
    `export const UK_METADATA: MetadataJson = ${JSON.stringify(gb)};\n`,
);
console.log(`${path.relative(root, target)}: ${fs.statSync(target).size} bytes`);
