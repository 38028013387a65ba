/**
 * Place names a page about our work should mention: the towns served, their postcode
 * districts and the Coventry neighbourhoods we work in most. The page audit counts them.
 */
export const LOCAL_KEYWORDS = [
  "Coventry",
  "Warwick",
  "Kenilworth",
  "Leamington Spa",
  "Leamington",
  "CV1",
  "CV2",
  "CV3",
  "CV4",
  "CV5",
  "CV6",
  "CV8",
  "CV31",
  "CV32",
  "CV33",
  "CV34",
  "CV35",
  "Earlsdon",
  "Chapelfields",
  "Stoke",
  "Foleshill",
  "Radford",
  "Coundon",
  "Allesley",
  "Tile Hill",
  "Canley",
  "Cheylesmore",
  "Whitley",
  "Binley",
  "Wyken",
  "Walsgrave",
  "Finham",
  "Styvechale",
  "Holbrooks",
  "Bell Green",
  "Willenhall",
  "Lillington",
  "Whitnash",
] as const;

function escapeForPattern(word: string): string {
  return word.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

// Longest names first, so "Leamington Spa" is one mention rather than "Leamington" plus "Spa".
const keywordPattern = [...LOCAL_KEYWORDS]
  .sort((a, b) => b.length - a.length)
  .map((keyword) => keyword.split(" ").map(escapeForPattern).join("\\s+"))
  .join("|");

/** Whole-word, case-insensitive mentions of any local keyword. */
export function countLocalKeywordMentions(text: string): number {
  return text.match(new RegExp(`\\b(?:${keywordPattern})\\b`, "gi"))?.length ?? 0;
}
