import type { Root } from "hast";
import { toString } from "hast-util-to-string";
import { visit } from "unist-util-visit";
import { imageLoadingAttributes } from "~/lib/images";

const HEADING = /^h[1-6]$/;

/**
 * Loading hints by position on the whole page (images rendered above the Markdown count),
 * and alt text for images written without it: the nearest heading above names what the
 * section shows, and the page's fallback covers an image before any heading.
 */
export function rehypeImageAttributes(options: {
  imagesBefore: number;
  fallbackAlt: string;
  onImageCount: (count: number) => void;
}) {
  return (tree: Root) => {
    let count = 0;
    let nearestHeading = "";
    visit(tree, "element", (node) => {
      if (HEADING.test(node.tagName)) {
        // A setext heading can span lines; alt text reads as one.
        nearestHeading = toString(node).replace(/\s+/g, " ").trim() || nearestHeading;
        return;
      }
      if (node.tagName !== "img") return;
      const { loading, fetchpriority, decoding } = imageLoadingAttributes(
        options.imagesBefore + count,
      );
      count += 1;
      node.properties.loading = loading;
      node.properties.decoding = decoding;
      if (fetchpriority) node.properties.fetchPriority = fetchpriority;
      const alt = node.properties.alt;
      if (typeof alt !== "string" || alt.trim() === "") {
        node.properties.alt = nearestHeading || options.fallbackAlt;
      }
    });
    options.onImageCount(count);
  };
}
