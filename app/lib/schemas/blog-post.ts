import { z } from "zod";
import { BLOG_SLUG_MAX_LENGTH, isBlogSlug } from "../blog-slug";
import { multilineText, text } from "./text";

export const BLOG_TITLE_MAX_LENGTH = 200;
/** A hard limit well above the search helpers' 160, which is a warning beside the form. */
export const BLOG_DESCRIPTION_MAX_LENGTH = 400;
/** The form reader refuses longer values before the schema sees them. */
export const BLOG_BODY_MAX_LENGTH = 20_000;
export const BLOG_TAGS_MAX = 10;
export const BLOG_TAG_MAX_LENGTH = 40;
export const BLOG_COVER_ALT_MAX_LENGTH = 200;

/** What the editor's buttons ask for; "preview" saves nothing. */
export const BLOG_EDITOR_INTENTS = ["preview", "save", "publish", "schedule", "unpublish"] as const;
export type BlogEditorIntent = (typeof BLOG_EDITOR_INTENTS)[number];

export function isBlogEditorIntent(value: unknown): value is BlogEditorIntent {
  return typeof value === "string" && (BLOG_EDITOR_INTENTS as readonly string[]).includes(value);
}

export const BLOG_POST_MESSAGES = {
  title: "Enter the post's title",
  description: "Enter a description: search results show it under the title",
  body: "Write the post",
  slugFormat:
    "Use lower-case letters, digits and single hyphens (like boiler-checks-in-coventry), at most 120 characters",
  slugFromTitle: "The title has no letters or digits to make an address from: type a slug",
  tags: `Give at most ${BLOG_TAGS_MAX} tags of at most ${BLOG_TAG_MAX_LENGTH} characters, separated by commas`,
  scheduleFormat: "Choose the date and time (London time) the post should appear",
  schedulePast: "Choose a time in the future: the post appears at this time",
  coverAlt: "Describe the cover picture for people who cannot see it",
} as const;

/** "Repairs, Coventry , repairs" → ["Repairs", "Coventry"]: trimmed, without repeats. */
export function parseTags(typed: string | undefined): string[] {
  const tags: string[] = [];
  for (const tag of (typed ?? "").split(",")) {
    const trimmed = tag.trim().replace(/\s+/g, " ");
    if (trimmed !== "" && !tags.some((seen) => seen.toLowerCase() === trimmed.toLowerCase())) {
      tags.push(trimmed);
    }
  }
  return tags;
}

/** The fields every button of the editor posts. */
export const blogPostSchema = z.object({
  title: text({ required_error: BLOG_POST_MESSAGES.title })
    .min(1, BLOG_POST_MESSAGES.title)
    .max(BLOG_TITLE_MAX_LENGTH, `Keep the title to ${BLOG_TITLE_MAX_LENGTH} characters`),
  slug: text()
    .max(BLOG_SLUG_MAX_LENGTH, BLOG_POST_MESSAGES.slugFormat)
    .refine((slug) => isBlogSlug(slug), BLOG_POST_MESSAGES.slugFormat)
    .optional(),
  description: text({ required_error: BLOG_POST_MESSAGES.description })
    .min(1, BLOG_POST_MESSAGES.description)
    .max(
      BLOG_DESCRIPTION_MAX_LENGTH,
      `Keep the description to ${BLOG_DESCRIPTION_MAX_LENGTH} characters (search results show about 160)`,
    ),
  body: multilineText({ required_error: BLOG_POST_MESSAGES.body })
    .min(1, BLOG_POST_MESSAGES.body)
    .max(BLOG_BODY_MAX_LENGTH, `Keep the post to ${BLOG_BODY_MAX_LENGTH} characters`),
  tags: text()
    .max(BLOG_TAGS_MAX * (BLOG_TAG_MAX_LENGTH + 2), BLOG_POST_MESSAGES.tags)
    .refine((typed) => {
      const tags = parseTags(typed);
      return tags.length <= BLOG_TAGS_MAX && tags.every((tag) => tag.length <= BLOG_TAG_MAX_LENGTH);
    }, BLOG_POST_MESSAGES.tags)
    .optional(),
  coverAlt: text()
    .max(
      BLOG_COVER_ALT_MAX_LENGTH,
      `Keep the description to ${BLOG_COVER_ALT_MAX_LENGTH} characters`,
    )
    .optional(),
  removeCover: z.literal("on").optional(),
  /** London wall-clock time from a datetime-local input; checked against the clock on the server. */
  scheduledFor: text().max(20, BLOG_POST_MESSAGES.scheduleFormat).optional(),
  /** The warnings the office saw and chose to publish with ("Publish anyway"). */
  acknowledgedWarnings: multilineText().max(2_000).optional(),
});

export type BlogPostForm = z.output<typeof blogPostSchema>;

/** What the live preview posts: the fields the page as published is made of. */
export const blogPreviewSchema = z.object({
  title: text().max(BLOG_TITLE_MAX_LENGTH).optional(),
  description: text().max(BLOG_DESCRIPTION_MAX_LENGTH).optional(),
  body: multilineText().max(BLOG_BODY_MAX_LENGTH).optional(),
  coverAlt: text().max(BLOG_COVER_ALT_MAX_LENGTH).optional(),
  hasCover: z.literal("yes").optional(),
});
