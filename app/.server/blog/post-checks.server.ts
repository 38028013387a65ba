import { renderMarkdown } from "../content/markdown.server";
import { auditPage } from "../seo/audit.server";
import type { PostPreview } from "~/lib/views/blog";

export type { PostCheck, PostPreview } from "~/lib/views/blog";

/** What the post page is made of, as the editor holds it (saved or only typed). */
export interface PostPageInput {
  title: string;
  description: string;
  /** Markdown. */
  body: string;
  slug: string;
  /** The cover picture's alt text, or null when the post has no cover. */
  coverAlt: string | null;
}

/** The spec's four search-helper checks, in the order the editor lists them. */
const CHECKS = [
  {
    key: "heading",
    label: "One main heading (the title)",
    warningStart: "Page should have exactly one top-level heading",
    hint: "Use ## for headings in the post: the title is the page's one main heading.",
  },
  {
    key: "description",
    label: "Description at most 160 characters",
    warningStart: "Meta description is longer than 160 characters",
    hint: "Search results cut a longer description short.",
  },
  {
    key: "images",
    label: "Every picture has alt text",
    warningStart: "Some images lack alt text",
    hint: "Describe each picture for people who cannot see it.",
  },
  {
    key: "local",
    label: "At least 3 mentions of Coventry or the areas served",
    warningStart: "Fewer than 3 local keyword mentions",
    hint: "Name the town and the areas the post is about where it reads naturally.",
  },
] as const;

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;");
}

/**
 * The post page as it would be published, reduced to what the audit reads: the title as the
 * one h1, the description as the meta description and the introduction, the cover picture
 * and the body rendered by the same pipeline as /blog/{slug}.
 */
export function publishedPostHtml(input: PostPageInput, bodyHtml: string): string {
  const cover =
    input.coverAlt === null
      ? ""
      : input.coverAlt.trim() === ""
        ? '<img src="/cover">'
        : `<img src="/cover" alt="${escapeHtml(input.coverAlt)}">`;
  return [
    '<!doctype html><html lang="en-GB"><head>',
    `<title>${escapeHtml(input.title)}</title>`,
    `<meta name="description" content="${escapeHtml(input.description)}">`,
    "</head><body><main>",
    `<h1>${escapeHtml(input.title)}</h1>`,
    `<p>${escapeHtml(input.description)}</p>`,
    cover,
    bodyHtml,
    "</main></body></html>",
  ].join("");
}

export function renderPostBody(input: Pick<PostPageInput, "body" | "slug" | "title" | "coverAlt">) {
  return renderMarkdown(input.body, {
    currentPath: `/blog/${input.slug}`,
    fallbackAlt: input.title,
    imagesBefore: input.coverAlt === null ? 0 : 1,
  }).html;
}

/** The preview beside the editor and the checks publishing asks about. */
export function previewPost(input: PostPageInput): PostPreview {
  const bodyHtml = renderPostBody(input);
  const warnings = auditPage(publishedPostHtml(input, bodyHtml));
  const checks = CHECKS.map((check) => {
    const warning = warnings.find((text) => text.startsWith(check.warningStart));
    return {
      key: check.key,
      label: check.label,
      passed: warning === undefined,
      message: warning === undefined ? null : `${warning}. ${check.hint}`,
    };
  });
  return { bodyHtml, checks, warnings };
}

/**
 * Whether the office already saw every warning that stands now: "Publish anyway" sends the
 * warnings it was shown, so a new warning (the body changed since) asks again.
 */
export function warningsAcknowledged(
  warnings: string[],
  acknowledged: string | undefined,
): boolean {
  const seen = new Set((acknowledged ?? "").split("\n").map((line) => line.trim()));
  return warnings.every((warning) => seen.has(warning));
}
