import { emergencyStarters } from "./emergencies";
import { landlordStarters } from "./landlords";
import { seasonalStarters } from "./seasonal";
import { smallJobStarters } from "./small-jobs";
import type { StarterArticle } from "./types";

export { STARTER_THEMES } from "./types";
export type { StarterArticle, StarterTheme } from "./types";

/** Every starter article, theme by theme. */
export const starterArticles: readonly StarterArticle[] = [
  ...seasonalStarters,
  ...landlordStarters,
  ...emergencyStarters,
  ...smallJobStarters,
];

export function findStarterArticle(slug: string): StarterArticle | undefined {
  return starterArticles.find((article) => article.slug === slug);
}

/** Words a reader reads in the body: Markdown markers and link targets are not words. */
export function countBodyWords(body: string): number {
  return body
    .replace(/\]\([^)]*\)/g, "]")
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}
