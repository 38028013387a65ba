import type { Root } from "hast";
import { visit } from "unist-util-visit";

/**
 * Links to other sites get rel="noopener noreferrer": the other site gets no handle on
 * this window and no Referer revealing which page (a customer's portal, say) linked it.
 */
export function rehypeExternalLinks(options: { siteHost?: string }) {
  const siteHost = options.siteHost?.toLowerCase();
  return (tree: Root) => {
    visit(tree, "element", (node) => {
      const href = node.properties.href;
      if (node.tagName !== "a" || typeof href !== "string") return;
      const host = externalHost(href);
      if (host && host !== siteHost) node.properties.rel = ["noopener", "noreferrer"];
    });
  };
}

/** The host of an absolute or protocol-relative http(s) link, else undefined. */
function externalHost(href: string): string | undefined {
  if (!/^(?:https?:)?\/\//i.test(href)) return undefined;
  try {
    return new URL(href, "https://relative.invalid").host.toLowerCase();
  } catch {
    return undefined;
  }
}
