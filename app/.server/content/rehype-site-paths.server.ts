import type { Element, ElementContent, Root, RootContent } from "hast";
import { sitePageName } from "./site-page-names.server";

/** A path on this site written as plain text in the copy, e.g. "see /services/plumbing-repairs". */
const SITE_PATH = /(^|[\s(])(\/[a-z0-9][a-z0-9-]*(?:\/[a-z0-9][a-z0-9-]*)*)/g;
const NOT_INSIDE = new Set(["a", "code", "pre", "kbd", "samp", "h1", "h2", "h3", "h4", "h5", "h6"]);

/**
 * Copy writers (and the owner, in a blog post) sometimes refer to a page by its path ("book at
 * /book"); a reader expects to follow it, and to read words: each path of a public page becomes
 * a link named by the page ("our booking page"). A path that is no public page stays text, as
 * do paths inside links, code and headings. The copy itself links with words (issue 28).
 */
export function rehypeSitePaths() {
  return (tree: Root) => {
    linkPathsIn(tree);
  };
}

function linkPathsIn(parent: Root | Element) {
  const children: Array<RootContent | ElementContent> = [];
  for (const child of parent.children) {
    if (child.type === "text") {
      children.push(...splitOnPaths(child.value));
      continue;
    }
    if (child.type === "element" && !NOT_INSIDE.has(child.tagName)) linkPathsIn(child);
    children.push(child);
  }
  replaceChildren(parent, children);
}

function replaceChildren(parent: Root | Element, children: Array<RootContent | ElementContent>) {
  if (parent.type === "root") {
    parent.children = children;
    return;
  }
  parent.children = children.filter((child): child is ElementContent => child.type !== "doctype");
}

function splitOnPaths(text: string): ElementContent[] {
  const pieces: ElementContent[] = [];
  let last = 0;
  for (const match of text.matchAll(SITE_PATH)) {
    const [, lead = "", path = ""] = match;
    const name = sitePageName(path);
    if (!name) continue;
    const start = (match.index ?? 0) + lead.length;
    if (start > last) pieces.push({ type: "text", value: text.slice(last, start) });
    pieces.push({
      type: "element",
      tagName: "a",
      properties: { href: path },
      children: [{ type: "text", value: name }],
    });
    last = start + path.length;
  }
  if (last < text.length || pieces.length === 0)
    pieces.push({ type: "text", value: text.slice(last) });
  return pieces;
}
