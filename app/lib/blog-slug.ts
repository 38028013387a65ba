/** The same rule as the blog_posts.slug check constraint. */
export const BLOG_SLUG_MAX_LENGTH = 120;
const BLOG_SLUG_FORMAT = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export function isBlogSlug(slug: string): boolean {
  return slug.length <= BLOG_SLUG_MAX_LENGTH && BLOG_SLUG_FORMAT.test(slug);
}

/**
 * The address a title suggests: lower case, accents dropped ("Café" → "cafe"), "&" read as
 * "and", every other run of non-letters one hyphen, cut at a word within the length limit.
 * Empty when the title has no letters or digits.
 */
export function slugFromTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== "");
  let slug = "";
  for (const word of words) {
    const next = slug === "" ? word : `${slug}-${word}`;
    if (next.length > BLOG_SLUG_MAX_LENGTH) break;
    slug = next;
  }
  // One word longer than the limit on its own is cut rather than dropped.
  return slug === "" && words[0] ? words[0].slice(0, BLOG_SLUG_MAX_LENGTH) : slug;
}
