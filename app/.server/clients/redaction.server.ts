/** What a mention of an erased person reads afterwards. */
export const REDACTED = "[erased]";

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The text with every mention of the identifiers (in any letter case) replaced, longest first. */
export function redactText(text: string, identifiers: readonly string[]): string {
  const words = [...identifiers].filter(Boolean).sort((a, b) => b.length - a.length);
  if (words.length === 0) return text;
  return text.replace(new RegExp(words.map(escapeRegExp).join("|"), "gi"), REDACTED);
}

/** A logged value (a JSON object, array or scalar) with each string redacted as `redactText`. */
export function redactValue(value: unknown, identifiers: readonly string[]): unknown {
  if (typeof value === "string") return redactText(value, identifiers);
  if (Array.isArray(value)) return value.map((item) => redactValue(item, identifiers));
  if (value !== null && typeof value === "object") {
    return Object.fromEntries(
      Object.entries(value).map(([name, item]) => [name, redactValue(item, identifiers)]),
    );
  }
  return value;
}

/** A LIKE pattern finding the value anywhere in a text, its wildcards taken literally. */
export function likeContaining(value: string): string {
  return `%${value.replace(/[\\%_]/g, (character) => `\\${character}`)}%`;
}
