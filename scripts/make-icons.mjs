// node scripts/make-icons.mjs — draws the PNG icons that phones want for installing the site
// (manifest, Apple home screen, shortcuts) from the mark in public/favicon.svg. The build does
// not run this: the PNGs are committed, so run it again by hand after changing the mark and
// commit what it writes.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const publicDir = path.join(root, "public");
const BRAND_BLUE = "#094a8c";

const favicon = await fs.readFile(path.join(publicDir, "favicon.svg"), "utf8");
// The roof and the wrench: every <path> of the mark (app/components/brand/logo-mark.tsx).
const drawing = favicon.match(/<path\b[^>]*\/>/g)?.join("");
if (!drawing) throw new Error("public/favicon.svg has no <path> for the mark");

/**
 * The mark on a full square of brand blue, scaled about the centre. Platforms that mask
 * icons (Android's maskable shapes, iOS's rounded corners) fill transparent corners with
 * black or white, so these icons have none.
 */
function fullBleed(scale) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" fill="${BRAND_BLUE}"/><g transform="translate(32 32) scale(${scale}) translate(-32 -32)">${drawing}</g></svg>`;
}

/** A shortcut's picture on the favicon's rounded tile, so it reads as ours in the menu. */
function shortcutTile(glyph) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${BRAND_BLUE}"/><g fill="none" stroke-linecap="round" stroke-linejoin="round">${glyph}</g></svg>`;
}

const calendar = `<rect x="14" y="17" width="36" height="32" rx="4" stroke="#ffffff" stroke-width="4"/><path d="M14 27h36M23 12v9M41 12v9" stroke="#ffffff" stroke-width="4"/><path d="M25 38l5 5 9-10" stroke="#f59e0b" stroke-width="5"/>`;
const clipboard = `<rect x="16" y="14" width="32" height="38" rx="4" stroke="#ffffff" stroke-width="4"/><path d="M26 12h12v6H26z" fill="#ffffff" stroke="#ffffff" stroke-width="2"/><path d="M23 29h18M23 37h18M23 45h10" stroke="#f59e0b" stroke-width="4"/>`;

// The roof's eaves reach about 38% of the width from the centre; the maskable safe zone is a
// circle of 40%, so the mark is shrunk to keep them clear of the tightest mask.
const icons = [
  { file: "icons/icon-192.png", svg: favicon, size: 192 },
  { file: "icons/icon-512.png", svg: favicon, size: 512 },
  { file: "icons/icon-maskable-512.png", svg: fullBleed(0.8), size: 512 },
  { file: "apple-touch-icon.png", svg: fullBleed(0.9), size: 180 },
  { file: "icons/shortcut-book-96.png", svg: shortcutTile(calendar), size: 96 },
  { file: "icons/shortcut-jobs-96.png", svg: shortcutTile(clipboard), size: 96 },
];

await fs.mkdir(path.join(publicDir, "icons"), { recursive: true });
for (const { file, svg, size } of icons) {
  // A density high enough that the vector is drawn at (or above) the size, never scaled up.
  const density = Math.ceil((72 * size) / 64);
  await sharp(Buffer.from(svg), { density })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(path.join(publicDir, file));
  console.log(`public/${file} ${size}×${size}`);
}
