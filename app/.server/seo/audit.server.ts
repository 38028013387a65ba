import type { Element, Root, RootContent } from "hast";
import { fromHtml } from "hast-util-from-html";
import { select, selectAll } from "hast-util-select";
import { SKIP, visit } from "unist-util-visit";
import { countLocalKeywordMentions } from "~/lib/local-keywords";

const MAX_META_DESCRIPTION_LENGTH = 160;
const MIN_LOCAL_KEYWORD_MENTIONS = 3;

/** Elements whose text a visitor never reads on the page. */
const INVISIBLE_ELEMENTS = new Set(["head", "title", "script", "style", "template", "noscript"]);

interface PageFacts {
  topLevelHeadings: number;
  metaDescription: string | undefined;
  imagesWithoutAlt: number;
  /** Visible text of <main>, or of the whole document when it has no <main>. */
  mainText: string;
}

/**
 * The page as a browser with scripting on builds it. The parser reads <noscript> as markup
 * (scripting off), so its content is dropped here; a <template>'s content already sits
 * outside the tree that selectors search.
 */
function parsePage(html: string): Root {
  const tree = fromHtml(html);
  visit(tree, "element", (node, index, parent) => {
    if (node.tagName !== "noscript" || !parent || index === undefined) return;
    parent.children.splice(index, 1);
    return [SKIP, index];
  });
  return tree;
}

/** Text a visitor can read under `node`, one chunk per text node. */
function visibleText(node: Root | RootContent, chunks: string[]): string[] {
  if (node.type === "text") {
    const text = node.value.trim();
    if (text !== "") chunks.push(text);
  } else if (node.type === "root" || (node.type === "element" && isVisible(node))) {
    for (const child of node.children) visibleText(child, chunks);
  }
  return chunks;
}

function isVisible(element: Element): boolean {
  return !INVISIBLE_ELEMENTS.has(element.tagName) && !element.properties.hidden;
}

/** Reads what the audit checks from a rendered page. */
export function readPageFacts(html: string): PageFacts {
  const tree = parsePage(html);
  const description = select("meta[name=description i]", tree);
  const mains = selectAll("main", tree);
  const textChunks: string[] = [];
  for (const scope of mains.length > 0 ? mains : [tree]) visibleText(scope, textChunks);
  return {
    topLevelHeadings: selectAll("h1", tree).length,
    metaDescription: description ? String(description.properties.content ?? "") : undefined,
    imagesWithoutAlt: selectAll("img:not([alt])", tree).length,
    // Separate chunks so words in adjacent elements never run together.
    mainText: textChunks.join(" "),
  };
}

/**
 * The search helpers' warnings for a rendered page; empty when it passes. Images with an
 * empty alt are decorative by intent and pass; only a missing alt attribute is flagged.
 */
export function auditPage(html: string): string[] {
  const facts = readPageFacts(html);
  const warnings: string[] = [];
  if (facts.topLevelHeadings !== 1) {
    warnings.push(
      `Page should have exactly one top-level heading (found ${facts.topLevelHeadings})`,
    );
  }
  const descriptionLength = Array.from(facts.metaDescription ?? "").length;
  if (descriptionLength > MAX_META_DESCRIPTION_LENGTH) {
    warnings.push(`Meta description is longer than 160 characters (${descriptionLength})`);
  }
  if (facts.imagesWithoutAlt > 0) {
    warnings.push(`Some images lack alt text (${facts.imagesWithoutAlt})`);
  }
  const mentions = countLocalKeywordMentions(facts.mainText);
  if (mentions < MIN_LOCAL_KEYWORD_MENTIONS) {
    warnings.push(
      `Fewer than 3 local keyword mentions (${mentions}): add more mentions of Coventry and the areas served`,
    );
  }
  return warnings;
}
