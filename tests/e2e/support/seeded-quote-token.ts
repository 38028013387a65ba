import { createHash } from "node:crypto";
import type { SeedCopy } from "./seed-context";

/**
 * The /quote/{token} link of the quote seeded for the http project's copies
 * (tests/e2e/seed/quotes.seed.ts), made from the copy's name so the route table can name it
 * before the seed has run: the role × route test and the fuzz need a quote page with its forms.
 */
export function seededQuoteToken(copy: SeedCopy): string {
  return createHash("sha256").update(`e2e quote ${copy}`).digest("base64url");
}
