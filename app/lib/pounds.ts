/** The most the office may charge for one job: the database's limit, £1,000,000.00. */
export const MAX_PRICE_PENCE = 100_000_000;

/**
 * "45", "45.5", "£1,234.50" → pence; "" → null (no price). Whole numbers only: the pence are
 * read as digits, never through a binary fraction.
 */
export function parsePounds(value: string): number | null | "invalid" {
  if (value.trim() === "") return null;
  const cleaned = value.trim().replace(/^£\s*/, "");
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match?.[1]) return "invalid";
  const pounds = Number(match[1].replace(/,/g, ""));
  const pence = Number((match[2] ?? "").padEnd(2, "0"));
  return pounds * 100 + pence;
}
