/**
 * The site's copy cut into passages of a few sentences, each with its page and heading: what
 * the assistant searches and quotes. Pure, so the cutting is unit-tested without a database.
 */

export interface Passage {
  id: string;
  /** Site path of the page the passage is on. */
  href: string;
  /** The page's title as a visitor sees it (its h1). */
  pageTitle: string;
  /** The nearest heading above the passage, or the page title. */
  heading: string;
  text: string;
  /** Extra words a search should match (a service's name and aliases), not shown. */
  keywords?: string;
  kind: "service" | "location" | "guide" | "info" | "blog" | "faq" | "price" | "rules";
}

/** A passage is a few sentences: long enough to answer, short enough to quote. */
const PASSAGE_MAX_CHARACTERS = 420;

/** Markdown inline syntax removed: links keep their words, emphasis and code marks go. */
export function plainText(markdown: string): string {
  return markdown
    .replace(/!\[[^\]]*\]\([^)]*\)/g, "")
    .replace(/\[([^\]]+)\]\([^)]*\)/g, "$1")
    .replace(/[*_`]+/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

/** Sentences of a paragraph: split after . ! ? followed by a space and a capital or digit. */
export function sentencesOf(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z0-9£"'(])/)
    .map((sentence) => sentence.trim())
    .filter(Boolean);
}

/** Sentences packed into passages of at most PASSAGE_MAX_CHARACTERS (a longer sentence stands alone). */
function packSentences(sentences: readonly string[]): string[] {
  const packed: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + 1 + sentence.length > PASSAGE_MAX_CHARACTERS) {
      packed.push(current);
      current = sentence;
    } else {
      current = current ? `${current} ${sentence}` : sentence;
    }
  }
  if (current) packed.push(current);
  return packed;
}

interface Block {
  heading: string | null;
  text: string;
}

/**
 * Markdown cut at its headings into blocks: paragraphs are joined, a list becomes one block
 * whose items read as sentences, so "Call-out: £45.00" stays next to its heading.
 */
function blocksOf(markdown: string): Block[] {
  const blocks: Block[] = [];
  let heading: string | null = null;
  let lines: string[] = [];
  const flush = () => {
    const text = lines.join(" ").replace(/\s+/g, " ").trim();
    if (text) blocks.push({ heading, text });
    lines = [];
  };
  for (const raw of markdown.split("\n")) {
    const line = raw.trim();
    const headingMatch = /^#{1,6}\s+(.*)$/.exec(line);
    if (headingMatch) {
      flush();
      heading = plainText(headingMatch[1] ?? "");
    } else if (line === "") {
      flush();
    } else {
      const item = /^(?:[-*+]|\d+\.)\s+(.*)$/.exec(line);
      const words = plainText(item ? (item[1] ?? "") : line);
      lines.push(item && !/[.!?:]$/.test(words) ? `${words}.` : words);
    }
  }
  flush();
  return blocks;
}

export interface PageSource {
  href: string;
  pageTitle: string;
  kind: Passage["kind"];
  /** Already free of price placeholders. */
  intro?: string;
  body?: string;
  faqs?: readonly { question: string; answer: string }[];
  keywords?: string;
}

/** One page's passages: its intro, each heading's text in a few sentences, each FAQ whole. */
export function passagesOfPage(page: PageSource): Passage[] {
  const passages: Passage[] = [];
  const add = (heading: string, text: string, kind: Passage["kind"]) => {
    passages.push({
      id: `${page.href}#${passages.length}`,
      href: page.href,
      pageTitle: page.pageTitle,
      heading,
      text,
      kind,
      ...(page.keywords ? { keywords: page.keywords } : {}),
    });
  };
  if (page.intro) add(page.pageTitle, plainText(page.intro), page.kind);
  for (const block of blocksOf(page.body ?? "")) {
    for (const text of packSentences(sentencesOf(block.text))) {
      add(block.heading ?? page.pageTitle, text, page.kind);
    }
  }
  for (const faq of page.faqs ?? []) {
    add(plainText(faq.question), plainText(faq.answer), "faq");
  }
  return passages;
}
