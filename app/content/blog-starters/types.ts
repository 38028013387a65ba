/** The four themes the starter library is grouped by on /blog/starter. */
export const STARTER_THEMES = [
  { id: "seasonal", label: "Seasonal jobs" },
  { id: "landlords", label: "Landlord obligations" },
  { id: "emergencies", label: "Emergencies" },
  { id: "small-jobs", label: "Small jobs people put off" },
] as const;

export type StarterTheme = (typeof STARTER_THEMES)[number]["id"];

/**
 * A ready-written article the office turns into a blog draft with one click (decision 0046).
 * The body is Markdown for the site's one pipeline, with `##` subheadings only: the title is
 * the post page's h1.
 */
export interface StarterArticle {
  /** The slug the draft is given when it is free; `-2`, `-3`… are added when it is not. */
  slug: string;
  theme: StarterTheme;
  title: string;
  /** The post's meta description and excerpt: at most 160 characters. */
  description: string;
  tags: string[];
  body: string;
}
