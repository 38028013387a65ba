/**
 * A small HTML tokenizer for auditing pages this app renders (no HTML parser is a direct
 * dependency). It follows the HTML tokenizer's rules that matter for server-rendered React
 * output: comments, doctype, quoted and unquoted attributes, raw-text elements whose content
 * is never markup, and character references.
 */

export type HtmlToken =
  | { kind: "start"; name: string; attributes: Map<string, string>; selfClosing: boolean }
  | { kind: "end"; name: string }
  | { kind: "text"; text: string };

/**
 * Content up to the matching end tag is text, never markup: as-is for raw-text elements
 * (noscript too, as a browser with scripting on reads it), with character references decoded
 * for escapable ones.
 */
const RAW_TEXT_ELEMENTS = new Set(["script", "style", "noscript", "xmp", "iframe"]);
const ESCAPABLE_RAW_TEXT_ELEMENTS = new Set(["title", "textarea"]);

const NAMED_CHARACTER_REFERENCES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: "\u00a0",
  pound: "£",
  euro: "€",
  copy: "©",
  reg: "®",
  ndash: "–",
  mdash: "—",
  hellip: "…",
  lsquo: "‘",
  rsquo: "’",
  ldquo: "“",
  rdquo: "”",
  middot: "·",
  times: "×",
  deg: "°",
};

function codePointText(codePoint: number): string | undefined {
  if (!Number.isFinite(codePoint) || codePoint <= 0 || codePoint > 0x10ffff) return undefined;
  if (codePoint >= 0xd800 && codePoint <= 0xdfff) return undefined;
  return String.fromCodePoint(codePoint);
}

/** Decodes numeric references and the named ones React and our content produce. */
export function decodeCharacterReferences(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(#[xX][0-9a-fA-F]+|#[0-9]+|[a-zA-Z][a-zA-Z0-9]*);/g,
    (whole, body: string) => {
      if (body.startsWith("#x") || body.startsWith("#X")) {
        return codePointText(Number.parseInt(body.slice(2), 16)) ?? whole;
      }
      if (body.startsWith("#")) return codePointText(Number.parseInt(body.slice(1), 10)) ?? whole;
      return NAMED_CHARACTER_REFERENCES[body] ?? whole;
    },
  );
}

function isAsciiLetter(character: string | undefined): boolean {
  return character !== undefined && /^[a-zA-Z]$/.test(character);
}

function isSpace(character: string | undefined): boolean {
  return (
    character === " " ||
    character === "\n" ||
    character === "\t" ||
    character === "\r" ||
    character === "\f"
  );
}

class Scanner {
  position = 0;
  constructor(readonly source: string) {}

  get done(): boolean {
    return this.position >= this.source.length;
  }

  peek(offset = 0): string | undefined {
    return this.source[this.position + offset];
  }

  startsWith(text: string): boolean {
    return this.source.startsWith(text, this.position);
  }

  skipSpaces(): void {
    while (isSpace(this.peek())) this.position += 1;
  }

  /** Reads characters while `accept` holds. */
  readWhile(accept: (character: string) => boolean): string {
    const start = this.position;
    while (!this.done && accept(this.source.charAt(this.position))) this.position += 1;
    return this.source.slice(start, this.position);
  }

  /** Moves past the next `text`, or to the end when it never comes. */
  skipPast(text: string): void {
    const found = this.source.indexOf(text, this.position);
    this.position = found === -1 ? this.source.length : found + text.length;
  }
}

const endsName = (character: string) =>
  isSpace(character) || character === "/" || character === ">" || character === "=";

function readAttributes(scanner: Scanner): {
  attributes: Map<string, string>;
  selfClosing: boolean;
} {
  const attributes = new Map<string, string>();
  let selfClosing = false;
  while (!scanner.done) {
    scanner.skipSpaces();
    const character = scanner.peek();
    if (character === ">") {
      scanner.position += 1;
      break;
    }
    if (character === "/") {
      scanner.position += 1;
      selfClosing = scanner.peek() === ">";
      continue;
    }
    selfClosing = false;
    const nameStart = scanner.position;
    // The first character always belongs to the name, even "=".
    scanner.position += 1;
    scanner.readWhile((c) => !endsName(c));
    const name = scanner.source.slice(nameStart, scanner.position);
    scanner.skipSpaces();
    let value = "";
    if (scanner.peek() === "=") {
      scanner.position += 1;
      scanner.skipSpaces();
      const quote = scanner.peek();
      if (quote === '"' || quote === "'") {
        scanner.position += 1;
        value = scanner.readWhile((c) => c !== quote);
        scanner.position += 1;
      } else {
        value = scanner.readWhile((c) => !isSpace(c) && c !== ">");
      }
    }
    const key = name.toLowerCase();
    // The first occurrence of an attribute wins, as in a browser.
    if (!attributes.has(key)) attributes.set(key, decodeCharacterReferences(value));
  }
  return { attributes, selfClosing };
}

function rawTextEnd(source: string, from: number, name: string): number {
  const closer = new RegExp(`</${name}(?=[\\s/>])`, "gi");
  closer.lastIndex = from;
  return closer.exec(source)?.index ?? source.length;
}

export function tokenizeHtml(html: string): HtmlToken[] {
  const tokens: HtmlToken[] = [];
  const scanner = new Scanner(html);
  let text = "";
  const flushText = () => {
    if (text !== "") tokens.push({ kind: "text", text: decodeCharacterReferences(text) });
    text = "";
  };

  while (!scanner.done) {
    const character = scanner.peek() ?? "";
    if (character !== "<") {
      text += scanner.readWhile((c) => c !== "<");
      continue;
    }
    if (scanner.startsWith("<!--")) {
      flushText();
      scanner.position += 4;
      scanner.skipPast("-->");
    } else if (scanner.peek(1) === "!" || scanner.peek(1) === "?") {
      flushText();
      scanner.skipPast(">");
    } else if (scanner.peek(1) === "/" && isAsciiLetter(scanner.peek(2))) {
      flushText();
      scanner.position += 2;
      const name = scanner.readWhile((c) => !isSpace(c) && c !== "/" && c !== ">").toLowerCase();
      scanner.skipPast(">");
      tokens.push({ kind: "end", name });
    } else if (isAsciiLetter(scanner.peek(1))) {
      flushText();
      scanner.position += 1;
      const name = scanner.readWhile((c) => !isSpace(c) && c !== "/" && c !== ">").toLowerCase();
      const { attributes, selfClosing } = readAttributes(scanner);
      tokens.push({ kind: "start", name, attributes, selfClosing });
      if (!selfClosing && (RAW_TEXT_ELEMENTS.has(name) || ESCAPABLE_RAW_TEXT_ELEMENTS.has(name))) {
        const end = rawTextEnd(html, scanner.position, name);
        const content = html.slice(scanner.position, end);
        if (content !== "") {
          tokens.push({
            kind: "text",
            text: ESCAPABLE_RAW_TEXT_ELEMENTS.has(name)
              ? decodeCharacterReferences(content)
              : content,
          });
        }
        scanner.position = end;
      }
    } else {
      text += character;
      scanner.position += 1;
    }
  }
  flushText();
  return tokens;
}
