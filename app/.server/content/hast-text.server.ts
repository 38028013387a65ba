import type { ElementContent, Root } from "hast";

/** The text a reader sees in a node, whitespace collapsed: heading ids and alt text use it. */
export function textOf(node: Root | ElementContent): string {
  return collectText(node).replace(/\s+/g, " ").trim();
}

function collectText(node: Root | ElementContent): string {
  if (node.type === "text") return node.value;
  if (node.type === "element" || node.type === "root") {
    return node.children
      .map((child) => (child.type === "doctype" ? "" : collectText(child)))
      .join("");
  }
  return "";
}

export const HEADING_TAGS = new Set(["h1", "h2", "h3", "h4", "h5", "h6"]);
