/**
 * Splits a plain SQL dump (pg_dump's text output) into its statements, so a restore can send
 * them in batches of bounded size instead of one string of hundreds of megabytes. Semicolons
 * inside quoted text, quoted names, dollar-quoted function bodies and comments are not ends
 * of statements. psql's own commands (`\restrict`, `\connect`…), which only psql understands,
 * are left out. Every statement comes back with its closing semicolon.
 */
export function* sqlStatements(dump: string): Generator<string> {
  let start = 0;
  let index = 0;
  const length = dump.length;
  // Only these characters can change what the text around them means: jump between them.
  const special = /[-\\/'"$;]/g;
  const skipMetaCommand = () => {
    const lineEnd = dump.indexOf("\n", index);
    index = lineEnd === -1 ? length : lineEnd + 1;
    start = index;
  };
  while (index < length) {
    special.lastIndex = index;
    const found = special.exec(dump);
    if (!found) break;
    index = found.index;
    const char = dump[index];
    if (char === "\\" && isStatementStart(dump, start, index)) {
      skipMetaCommand();
      continue;
    }
    if (char === "-" && dump[index + 1] === "-") {
      const lineEnd = dump.indexOf("\n", index);
      index = lineEnd === -1 ? length : lineEnd + 1;
      if (isStatementStart(dump, start, index)) start = index;
      continue;
    }
    if (char === "/" && dump[index + 1] === "*") {
      index = skipBlockComment(dump, index);
      continue;
    }
    if (char === "'") {
      const escapes = isEscapeStringPrefix(dump, index);
      index = skipQuoted(dump, index, "'", escapes);
      continue;
    }
    if (char === '"') {
      index = skipQuoted(dump, index, '"', false);
      continue;
    }
    if (char === "$") {
      const tag = dollarTagAt(dump, index);
      if (tag) {
        const close = dump.indexOf(tag, index + tag.length);
        index = close === -1 ? length : close + tag.length;
        continue;
      }
    }
    if (char === ";") {
      const statement = dump.slice(start, index + 1).trim();
      if (statement !== ";") yield statement;
      index += 1;
      start = index;
      continue;
    }
    index += 1;
  }
  const rest = dump.slice(start).trim();
  if (rest && !onlyComments(rest)) yield rest;
}

/** Only blanks and comments between the last statement's end and `index`. */
function isStatementStart(dump: string, start: number, index: number): boolean {
  return onlyComments(dump.slice(start, index));
}

function onlyComments(text: string): boolean {
  return text.split("\n").every((line) => line.trim() === "" || line.trimStart().startsWith("--"));
}

function skipBlockComment(dump: string, index: number): number {
  // Postgres block comments nest.
  let depth = 0;
  let at = index;
  while (at < dump.length) {
    if (dump[at] === "/" && dump[at + 1] === "*") {
      depth += 1;
      at += 2;
    } else if (dump[at] === "*" && dump[at + 1] === "/") {
      depth -= 1;
      at += 2;
      if (depth === 0) return at;
    } else {
      at += 1;
    }
  }
  return at;
}

/** E'…' strings take backslash escapes; standard strings (pg_dump's own) do not. */
function isEscapeStringPrefix(dump: string, quoteIndex: number): boolean {
  const before = dump[quoteIndex - 1];
  if (before !== "E" && before !== "e") return false;
  const beforeThat = dump[quoteIndex - 2];
  return beforeThat === undefined || !/[A-Za-z0-9_]/.test(beforeThat);
}

function skipQuoted(dump: string, index: number, quote: string, escapes: boolean): number {
  let at = index + 1;
  while (at < dump.length) {
    const char = dump[at];
    if (escapes && char === "\\") {
      at += 2;
      continue;
    }
    if (char === quote) {
      // A doubled quote is the quote itself.
      if (dump[at + 1] === quote) {
        at += 2;
        continue;
      }
      return at + 1;
    }
    at += 1;
  }
  return at;
}

/** `$$` or `$tag$` opening a dollar-quoted string, not a parameter like `$1`. */
function dollarTagAt(dump: string, index: number): string | null {
  const before = dump[index - 1];
  if (before !== undefined && /[A-Za-z0-9_]/.test(before)) return null;
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(dump.slice(index, index + 64));
  return match ? match[0] : null;
}
