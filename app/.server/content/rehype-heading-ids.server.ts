import type { Root } from "hast";
import { visit } from "unist-util-visit";
import { textOf } from "./hast-text.server";

export interface DocumentHeading {
  depth: number;
  text: string;
  id: string;
}

const LINKABLE_HEADINGS: Record<string, number> = { h2: 2, h3: 3 };

/** "Fuse boxes & RCDs: what's changed?" becomes "fuse-boxes-rcds-whats-changed". */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/['’]/g, "")
    .replace(/[^\p{L}\p{N}]+/gu, "-")
    .replace(/^-+|-+$/g, "");
}

/**
 * Gives h2 and h3 a unique slug id, so a table of contents and the HowTo steps can point
 * at them, and reports them in document order. Repeated headings get -1, -2 as on GitHub.
 */
export function rehypeHeadingIds(options: { onHeadings: (headings: DocumentHeading[]) => void }) {
  return (tree: Root) => {
    const headings: DocumentHeading[] = [];
    const usedIds = new Set<string>();
    visit(tree, "element", (node) => {
      const depth = LINKABLE_HEADINGS[node.tagName];
      if (depth === undefined) return;
      const text = textOf(node);
      const base = slugify(text) || "section";
      let id = base;
      for (let repeat = 1; usedIds.has(id); repeat += 1) id = `${base}-${repeat}`;
      usedIds.add(id);
      node.properties.id = id;
      headings.push({ depth, text, id });
    });
    options.onHeadings(headings);
  };
}
