import type { MetaDescriptor } from "@remix-run/node";
import { rootMetaData } from "./root-data";
import { canonicalUrl } from "./seo";

/**
 * The meta of an organisation page: its title, never indexed, and the /org/ address as
 * canonical (the fixed addresses /moathouse… show the same page).
 */
export function orgPageMeta(
  title: string,
  matches: ReadonlyArray<{ id: string; data: unknown }>,
  canonicalPath?: string,
): MetaDescriptor[] {
  const tags: MetaDescriptor[] = [
    { title: `${title} | We Fix Coventry` },
    { name: "robots", content: "noindex" },
  ];
  const origin = rootMetaData(matches)?.siteUrl;
  if (origin && canonicalPath) {
    tags.push({ tagName: "link", rel: "canonical", href: canonicalUrl(origin, canonicalPath) });
  }
  return tags;
}
