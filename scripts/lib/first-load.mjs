// What a first visit to a page downloads besides the HTML: the scripts and stylesheets the
// document references, each sized as gzip would send it.
import { getRaw, gzippedSize, decodedText } from "./http.mjs";

const TAG_PATTERN = /<(script|link)\b([^>]*)>/gi;
const ATTRIBUTE_PATTERN = /([\w:-]+)(?:\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+)))?/g;
const INLINE_IMPORT_PATTERN =
  /import\s*\(\s*["']([^"']+)["']\s*\)|import\s+[^"';]*?["']([^"']+)["']/g;
const INLINE_MODULE_PATTERN = /<script\b[^>]*type=["']?module["']?[^>]*>([\s\S]*?)<\/script>/gi;

function attributesOf(source) {
  const attributes = new Map();
  for (const match of source.matchAll(ATTRIBUTE_PATTERN)) {
    attributes.set(match[1].toLowerCase(), match[2] ?? match[3] ?? match[4] ?? "");
  }
  return attributes;
}

/** The script and stylesheet URLs a document references, resolved and without repeats. */
function referencedAssets(html, pageUrl) {
  const scripts = new Set();
  const stylesheets = new Set();
  const resolve = (reference) => new URL(reference, pageUrl).href;
  for (const [, tagName, attributeSource] of html.matchAll(TAG_PATTERN)) {
    const attributes = attributesOf(attributeSource);
    if (tagName.toLowerCase() === "script") {
      const source = attributes.get("src");
      if (source) scripts.add(resolve(source));
      continue;
    }
    const relations = (attributes.get("rel") ?? "").toLowerCase().split(/\s+/);
    const target = attributes.get("href");
    if (!target) continue;
    if (relations.includes("modulepreload")) scripts.add(resolve(target));
    if (relations.includes("stylesheet")) stylesheets.add(resolve(target));
  }
  // Remix starts hydration with an inline module that imports the entry chunk.
  for (const [, inlineSource] of html.matchAll(INLINE_MODULE_PATTERN)) {
    for (const match of inlineSource.matchAll(INLINE_IMPORT_PATTERN)) {
      const specifier = match[1] ?? match[2];
      if (specifier && /^(\/|\.|https?:)/.test(specifier)) scripts.add(resolve(specifier));
    }
  }
  return { scripts: [...scripts], stylesheets: [...stylesheets] };
}

async function sizeEach(urls, origin) {
  const sized = [];
  for (const url of urls) {
    // Only the local server is ever contacted; anything elsewhere is listed but not fetched.
    if (new URL(url).origin !== origin) {
      sized.push({ url, status: "not fetched (other origin)", bytes: 0 });
      continue;
    }
    const response = await getRaw(url);
    sized.push({ url, status: response.status, bytes: gzippedSize(response) });
  }
  return sized;
}

/** Gzip sizes of a page's HTML, JavaScript and CSS as a first visit downloads them. */
export async function measureFirstLoad(origin, pagePath) {
  const pageUrl = new URL(pagePath, origin).href;
  const document = await getRaw(pageUrl);
  const { scripts, stylesheets } = referencedAssets(decodedText(document), pageUrl);
  const scriptSizes = await sizeEach(scripts, origin);
  const stylesheetSizes = await sizeEach(stylesheets, origin);
  const total = (sized) => sized.reduce((sum, entry) => sum + entry.bytes, 0);
  return {
    status: document.status,
    serverCompressed: document.contentEncoding === "gzip",
    htmlBytes: gzippedSize(document),
    scripts: scriptSizes,
    stylesheets: stylesheetSizes,
    scriptBytes: total(scriptSizes),
    stylesheetBytes: total(stylesheetSizes),
  };
}
