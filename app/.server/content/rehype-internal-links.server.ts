import type { Element, ElementContent, Root, RootContent } from "hast";
import { visit } from "unist-util-visit";
import { createKeywordMatcher, type KeywordCategory } from "~/lib/keyword-links";

/** Text where a link would be wrong: inside another link, a heading or code. */
const UNLINKABLE_TAGS = new Set([
  "a",
  "code",
  "pre",
  "kbd",
  "samp",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
]);

function pathOf(href: string): string {
  return withoutTrailingSlash(href.replace(/[?#].*$/, ""));
}

function withoutTrailingSlash(path: string): string {
  return path.length > 1 ? path.replace(/\/+$/, "") : path;
}

function linkedPaths(tree: Root): Set<string> {
  const paths = new Set<string>();
  visit(tree, "element", (node) => {
    const href = node.properties.href;
    if (node.tagName === "a" && typeof href === "string") paths.add(pathOf(href));
  });
  return paths;
}

/**
 * Links the first mention of each keyword category to its service page, once per
 * category. A page never links to itself, and a category the copy already links to by
 * hand is left alone, so a page never carries two links to the same service.
 */
export function rehypeInternalLinks(options: {
  categories: readonly KeywordCategory[];
  currentPath: string;
}) {
  const currentPath = withoutTrailingSlash(options.currentPath);
  return (tree: Root) => {
    const alreadyLinked = linkedPaths(tree);
    let remaining = options.categories.filter(
      (category) => category.path !== currentPath && !alreadyLinked.has(category.path),
    );
    let findKeyword = createKeywordMatcher(remaining);

    const linkText = (value: string): ElementContent[] => {
      const pieces: ElementContent[] = [];
      let rest = value;
      while (remaining.length > 0) {
        const match = findKeyword(rest);
        if (!match) break;
        if (match.index > 0) pieces.push({ type: "text", value: rest.slice(0, match.index) });
        pieces.push({
          type: "element",
          tagName: "a",
          properties: { href: match.category.path },
          children: [{ type: "text", value: match.text }],
        });
        rest = rest.slice(match.index + match.text.length);
        remaining = remaining.filter((category) => category !== match.category);
        findKeyword = createKeywordMatcher(remaining);
      }
      if (rest.length > 0) pieces.push({ type: "text", value: rest });
      return pieces;
    };

    const linkChildren = <Child extends RootContent>(
      children: Child[],
    ): (Child | ElementContent)[] =>
      children.flatMap((child): (Child | ElementContent)[] => {
        if (remaining.length === 0) return [child];
        if (child.type === "text") return linkText(child.value);
        if (child.type === "element" && !UNLINKABLE_TAGS.has(child.tagName)) linkWithin(child);
        return [child];
      });

    const linkWithin = (node: Root | Element) => {
      if (node.type === "root") node.children = linkChildren(node.children);
      else node.children = linkChildren(node.children);
    };

    linkWithin(tree);
  };
}
