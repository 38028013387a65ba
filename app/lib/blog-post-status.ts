export const BLOG_POST_STATUSES = ["draft", "scheduled", "published"] as const;

export type BlogPostStatus = (typeof BLOG_POST_STATUSES)[number];

export function isBlogPostStatus(value: string): value is BlogPostStatus {
  return (BLOG_POST_STATUSES as readonly string[]).includes(value);
}

export const BLOG_POST_STATUS_LABELS: Record<BlogPostStatus, string> = {
  draft: "Draft",
  scheduled: "Scheduled",
  published: "Published",
};
