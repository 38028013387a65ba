import { z } from "zod";
import { SERVICE_OPTIONS } from "~/content/service-options";
import { isCalendarDate } from "../calendar-date";
import {
  CONSENT_METHODS,
  PORTFOLIO_ALT_MAX_LENGTH,
  PORTFOLIO_BODY_MAX_LENGTH,
  PORTFOLIO_CONSENT_NOTE_MAX_LENGTH,
  PORTFOLIO_LOCATION_MAX_LENGTH,
  PORTFOLIO_SLUG_MAX_LENGTH,
  PORTFOLIO_SLUG_PATTERN,
  PORTFOLIO_STAGES,
  PORTFOLIO_SUMMARY_MAX_LENGTH,
  PORTFOLIO_TITLE_MAX_LENGTH,
  isPortfolioId,
  mentionsFullPostcode,
  namesServedTown,
} from "../portfolio";
import { multilineText, text } from "./text";

export const PORTFOLIO_MESSAGES = {
  title: "Enter the project's title",
  titleLong: `Keep the title to ${PORTFOLIO_TITLE_MAX_LENGTH} characters`,
  slug: "Use lower-case letters, digits and single hyphens, like new-patio-kenilworth",
  slugLong: `Keep the slug to ${PORTFOLIO_SLUG_MAX_LENGTH} characters`,
  slugTaken: "Another project already has this slug: choose another",
  summary: "Enter a one- or two-sentence summary",
  summaryLong: `Keep the summary to ${PORTFOLIO_SUMMARY_MAX_LENGTH} characters`,
  bodyLong: `Keep the write-up to ${PORTFOLIO_BODY_MAX_LENGTH.toLocaleString("en-GB")} characters`,
  service: "Choose the service",
  location: "Enter the area, naming the town: Coventry, Warwick, Kenilworth or Leamington Spa",
  locationLong: `Keep the area to ${PORTFOLIO_LOCATION_MAX_LENGTH} characters`,
  locationPostcode:
    "Give the district (CV5) or the neighbourhood, never the customer's full postcode",
  completedOn: "Enter the day the work was finished",
  alt: "Describe the photo for someone who cannot see it",
  altLong: `Keep the description to ${PORTFOLIO_ALT_MAX_LENGTH} characters`,
  picture: "This picture could not be found on the project",
  project: "This project could not be found",
  direction: "Choose up or down",
  stage: "Choose before or after",
  reference: "Enter the job's reference, like CV-2026-000123",
  consentMethod: "Choose how the customer gave their consent",
  consent: "Tick this once the customer has agreed to their photos being shown",
  consentNoteLong: `Keep the note to ${PORTFOLIO_CONSENT_NOTE_MAX_LENGTH} characters`,
} as const;

const serviceSlugs = SERVICE_OPTIONS.map((service) => service.slug);

const portfolioId = (message: string) =>
  text({ required_error: message }).refine(isPortfolioId, message);

const direction = z.enum(["up", "down"], {
  errorMap: () => ({ message: PORTFOLIO_MESSAGES.direction }),
});

/** A checkbox posts "on" when ticked and nothing when not. */
const checkbox = z.preprocess((value) => value === "on", z.boolean());

/** The project's own fields: the new-project form and the record page's edit form. */
export const projectFieldsSchema = z.object({
  title: text({ required_error: PORTFOLIO_MESSAGES.title })
    .min(1, PORTFOLIO_MESSAGES.title)
    .max(PORTFOLIO_TITLE_MAX_LENGTH, PORTFOLIO_MESSAGES.titleLong),
  slug: text()
    .toLowerCase()
    .max(PORTFOLIO_SLUG_MAX_LENGTH, PORTFOLIO_MESSAGES.slugLong)
    .regex(PORTFOLIO_SLUG_PATTERN, PORTFOLIO_MESSAGES.slug)
    .optional(),
  summary: text({ required_error: PORTFOLIO_MESSAGES.summary })
    .min(1, PORTFOLIO_MESSAGES.summary)
    .max(PORTFOLIO_SUMMARY_MAX_LENGTH, PORTFOLIO_MESSAGES.summaryLong),
  body: multilineText()
    .max(PORTFOLIO_BODY_MAX_LENGTH, PORTFOLIO_MESSAGES.bodyLong)
    .optional()
    .transform((value) => (value ?? "").trim()),
  serviceSlug: z
    .string({ required_error: PORTFOLIO_MESSAGES.service })
    .refine((value) => serviceSlugs.includes(value), PORTFOLIO_MESSAGES.service),
  location: text({ required_error: PORTFOLIO_MESSAGES.location })
    .max(PORTFOLIO_LOCATION_MAX_LENGTH, PORTFOLIO_MESSAGES.locationLong)
    .refine((value) => !mentionsFullPostcode(value), PORTFOLIO_MESSAGES.locationPostcode)
    .refine(namesServedTown, PORTFOLIO_MESSAGES.location),
  completedOn: text({ required_error: PORTFOLIO_MESSAGES.completedOn }).refine(
    isCalendarDate,
    PORTFOLIO_MESSAGES.completedOn,
  ),
  published: checkbox,
});

export type ProjectFields = z.output<typeof projectFieldsSchema>;

/** The alt text typed for a batch of uploads of one stage: empty gets one made from the title. */
const uploadAlt = text()
  .max(PORTFOLIO_ALT_MAX_LENGTH, PORTFOLIO_MESSAGES.altLong)
  .optional()
  .transform((value) => value || null);

/** The upload form's text fields; the files come as beforePhotos and afterPhotos. */
export const uploadImagesSchema = z.object({
  beforeAlt: uploadAlt,
  afterAlt: uploadAlt,
});

export const PORTFOLIO_FILE_FIELDS = ["beforePhotos", "afterPhotos"] as const;

export const imageAltSchema = z.object({
  imageId: portfolioId(PORTFOLIO_MESSAGES.picture),
  alt: text({ required_error: PORTFOLIO_MESSAGES.alt })
    .min(1, PORTFOLIO_MESSAGES.alt)
    .max(PORTFOLIO_ALT_MAX_LENGTH, PORTFOLIO_MESSAGES.altLong),
});

export const moveImageSchema = z.object({
  imageId: portfolioId(PORTFOLIO_MESSAGES.picture),
  direction,
});

export const removeImageSchema = z.object({
  imageId: portfolioId(PORTFOLIO_MESSAGES.picture),
});

export const moveProjectSchema = z.object({
  projectId: portfolioId(PORTFOLIO_MESSAGES.project),
  direction,
});

/** "cv-2026-000123 " → "CV-2026-000123". */
const jobReference = text({ required_error: PORTFOLIO_MESSAGES.reference })
  .toUpperCase()
  .regex(/^CV-\d{4}-\d{6,12}$/, PORTFOLIO_MESSAGES.reference);

/** "From a completed job": the job and how its customer agreed. */
export const projectFromJobSchema = z.object({
  reference: jobReference,
  consentMethod: z.enum(CONSENT_METHODS, {
    errorMap: () => ({ message: PORTFOLIO_MESSAGES.consentMethod }),
  }),
  consentNote: text()
    .max(PORTFOLIO_CONSENT_NOTE_MAX_LENGTH, PORTFOLIO_MESSAGES.consentNoteLong)
    .optional()
    .transform((value) => value || null),
  consent: z.preprocess(
    (value) => value === "on",
    z.literal(true, { errorMap: () => ({ message: PORTFOLIO_MESSAGES.consent }) }),
  ),
});

export type ProjectFromJobInput = z.output<typeof projectFromJobSchema>;

export const PORTFOLIO_STAGE_SCHEMA = z.enum(PORTFOLIO_STAGES);
