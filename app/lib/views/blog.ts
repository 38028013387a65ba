export interface PostPreview {
  /** The body as the post page shows it: sanitised HTML from the site's one pipeline. */
  bodyHtml: string;
  checks: PostCheck[];
  /** The audit's warnings, empty when every check passes. */
  warnings: string[];
}

export interface PostCheck {
  key: "heading" | "description" | "images" | "local";
  label: string;
  passed: boolean;
  /** The audit's own words when the check warns, then what to do about it. */
  message: string | null;
}
