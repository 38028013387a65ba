import { countLocalKeywordMentions } from "~/lib/local-keywords";
import { tokenizeHtml } from "./html-tokens.server";

export const MAX_META_DESCRIPTION_LENGTH = 160;
export const MIN_LOCAL_KEYWORD_MENTIONS = 3;

const VOID_ELEMENTS = new Set([
  "area",
  "base",
  "br",
  "col",
  "embed",
  "hr",
  "img",
  "input",
  "link",
  "meta",
  "source",
  "track",
  "wbr",
]);

/** Elements whose text a visitor never reads on the page. */
const INVISIBLE_ELEMENTS = new Set(["head", "title", "script", "style", "template", "noscript"]);

interface OpenElement {
  name: string;
  invisible: boolean;
  inMain: boolean;
  inTemplate: boolean;
}

export interface PageFacts {
  topLevelHeadings: number;
  metaDescription: string | undefined;
  imagesWithoutAlt: number;
  /** Visible text of <main>, or of the whole document when it has no <main>. */
  mainText: string;
}

/** Reads what the audit checks from a rendered page, tracking which element holds each text. */
export function readPageFacts(html: string): PageFacts {
  const stack: OpenElement[] = [];
  const mainText: string[] = [];
  const visibleText: string[] = [];
  let hasMain = false;
  let topLevelHeadings = 0;
  let metaDescription: string | undefined;
  let imagesWithoutAlt = 0;

  for (const token of tokenizeHtml(html)) {
    const parent = stack.at(-1);
    if (token.kind === "text") {
      if (parent?.invisible) continue;
      visibleText.push(token.text);
      if (parent?.inMain) mainText.push(token.text);
      continue;
    }
    if (token.kind === "end") {
      const index = stack.findLastIndex((element) => element.name === token.name);
      if (index !== -1) stack.length = index;
      continue;
    }
    const inTemplate = parent?.inTemplate === true || token.name === "template";
    if (!inTemplate) {
      if (token.name === "h1") topLevelHeadings += 1;
      if (token.name === "img" && !token.attributes.has("alt")) imagesWithoutAlt += 1;
      if (
        token.name === "meta" &&
        token.attributes.get("name")?.toLowerCase() === "description" &&
        metaDescription === undefined
      ) {
        metaDescription = token.attributes.get("content") ?? "";
      }
      if (token.name === "main") hasMain = true;
    }
    if (VOID_ELEMENTS.has(token.name) || token.selfClosing) continue;
    stack.push({
      name: token.name,
      invisible:
        parent?.invisible === true ||
        INVISIBLE_ELEMENTS.has(token.name) ||
        token.attributes.has("hidden"),
      inMain: parent?.inMain === true || (token.name === "main" && !inTemplate),
      inTemplate,
    });
  }

  return {
    topLevelHeadings,
    metaDescription,
    imagesWithoutAlt,
    // Separate chunks so words in adjacent elements never run together.
    mainText: (hasMain ? mainText : visibleText).join(" "),
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
