import { serviceAreas } from "~/content/locations";

/** What a project's slug looks like: /portfolio#slug, lower-case words joined by hyphens. */
export const PORTFOLIO_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const PORTFOLIO_SLUG_MAX_LENGTH = 120;
export const PORTFOLIO_TITLE_MAX_LENGTH = 120;
export const PORTFOLIO_SUMMARY_MAX_LENGTH = 300;
export const PORTFOLIO_BODY_MAX_LENGTH = 15_000;
export const PORTFOLIO_LOCATION_MAX_LENGTH = 80;
export const PORTFOLIO_ALT_MAX_LENGTH = 300;
export const PORTFOLIO_CONSENT_NOTE_MAX_LENGTH = 500;

export const PORTFOLIO_STAGES = ["before", "after"] as const;
export type PortfolioStage = (typeof PORTFOLIO_STAGES)[number];

export const CONSENT_METHODS = ["phone", "in-writing", "job-sheet", "in-person", "email"] as const;
export type ConsentMethod = (typeof CONSENT_METHODS)[number];

export const CONSENT_METHOD_LABELS: Readonly<Record<ConsentMethod, string>> = {
  phone: "By phone",
  "in-writing": "In writing (letter or form)",
  "job-sheet": "On the job sheet",
  "in-person": "In person, to the engineer",
  email: "By e-mail",
};

/** The towns a project's area must name: the served towns. */
export const PORTFOLIO_TOWNS: readonly string[] = serviceAreas.map((area) => area.name);

/** A project id or picture id from a URL or a form: a positive bigint, never anything else. */
export function isPortfolioId(value: string): boolean {
  return /^[1-9][0-9]{0,17}$/.test(value);
}

/** "Boiler cupboard & shelves, Warwick!" → "boiler-cupboard-shelves-warwick". */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  let slug = "";
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > PORTFOLIO_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  return slug || "project";
}

/** The slug with a number to tell it from one already taken: "tap-repair" → "tap-repair-2". */
export function numberedSlug(slug: string, number: number): string {
  const suffix = `-${number}`;
  return `${slug.slice(0, PORTFOLIO_SLUG_MAX_LENGTH - suffix.length).replace(/-+$/, "")}${suffix}`;
}

/** A full UK postcode anywhere in the text: a project's area may name the district, never the home. */
export function mentionsFullPostcode(value: string): boolean {
  return /\b[A-Z]{1,2}[0-9][A-Z0-9]?\s*[0-9][A-Z]{2}\b/i.test(value);
}

/** True when the area names one of the served towns ("Earlsdon, Coventry", "Warwick (CV34)"). */
export function namesServedTown(value: string): boolean {
  const lower = value.toLowerCase();
  return PORTFOLIO_TOWNS.some((town) => lower.includes(town.toLowerCase()));
}

const STAGE_WORD: Readonly<Record<PortfolioStage, string>> = { before: "Before", after: "After" };

/**
 * The alt text a picture gets when the office uploads it without one: what the project is and
 * which stage, numbered when several are uploaded at once. The office edits it on the page.
 */
export function derivedAlt(title: string, stage: PortfolioStage, number: number): string {
  const base = `${STAGE_WORD[stage]}: ${title}`;
  const numbered = number > 1 ? `${base} (photo ${number})` : base;
  return numbered.slice(0, PORTFOLIO_ALT_MAX_LENGTH);
}

/** The title, summary and area of a project made from a job: the service and the district only. */
export function projectTextFromJob(job: { serviceName: string; town: string; outward: string }): {
  title: string;
  summary: string;
  location: string;
} {
  const title = `${job.serviceName} in ${job.town}`;
  return {
    title: title.slice(0, PORTFOLIO_TITLE_MAX_LENGTH),
    location: `${job.town} (${job.outward})`,
    summary: `${job.serviceName} for a customer in ${job.town} (${job.outward}), from the engineer's before and after photos.`,
  };
}
