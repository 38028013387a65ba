// npm run build: the social cards of app/lib/social-cards.ts, drawn as SVG and made PNG with
// sharp, once per build rather than per request. Text is set in the system's sans-serif.
import fs from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { HeroIllustration } from "../app/components/brand/hero-illustration";
import { MarkDrawing } from "../app/components/brand/logo-mark";
import { serviceIcon } from "../app/components/brand/service-icon";
import { Icon } from "../app/components/ui/icon";
import { services } from "../app/content/services";
import {
  SITE_SOCIAL_CARD,
  SOCIAL_CARD_HEIGHT,
  SOCIAL_CARD_WIDTH,
  serviceSocialCard,
} from "../app/lib/social-cards";

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const FONT = "DejaVu Sans, Helvetica, Arial, sans-serif";

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Lines of at most `maxChars`, broken between words, at most `maxLines` (the last with …). */
function wrap(text: string, maxChars: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > maxChars) {
      lines.push(line);
      line = word;
    } else {
      line = line ? `${line} ${word}` : word;
    }
  }
  if (line) lines.push(line);
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = `${kept[maxLines - 1]!.replace(/[,.;:]?$/, "")}…`;
  return kept;
}

function textLines(
  lines: string[],
  x: number,
  y: number,
  size: number,
  lineHeight: number,
  attrs: string,
) {
  return lines
    .map(
      (line, index) =>
        `<text x="${x}" y="${y + index * lineHeight}" font-family="${FONT}" font-size="${size}" ${attrs}>${escapeXml(line)}</text>`,
    )
    .join("");
}

function markup(element: ReactElement): string {
  return renderToStaticMarkup(element);
}

function card({
  headline,
  subline,
  picture,
}: {
  headline: string;
  subline: string;
  picture: string;
}) {
  const headlineLines = wrap(headline, 20, 2);
  const sublineTop = 290 + (headlineLines.length - 1) * 76 + 62;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${SOCIAL_CARD_WIDTH}" height="${SOCIAL_CARD_HEIGHT}" viewBox="0 0 ${SOCIAL_CARD_WIDTH} ${SOCIAL_CARD_HEIGHT}">
<rect width="100%" height="100%" fill="#062c53"/>
<circle cx="960" cy="300" r="330" fill="#0b5cad" opacity=".35"/>
<svg x="80" y="70" width="96" height="96" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="#094a8c"/>${markup(createElement(MarkDrawing))}</svg>
<text x="200" y="132" font-family="${FONT}" font-size="30" font-weight="700" fill="#d9eaff">Handyman and property maintenance</text>
${textLines(headlineLines, 80, 290, 68, 76, 'font-weight="800" fill="#ffffff"')}
${textLines(wrap(subline, 40, 3), 80, sublineTop, 30, 42, 'fill="#d9eaff"')}
<rect x="0" y="570" width="${SOCIAL_CARD_WIDTH}" height="60" fill="#f59e0b"/>
<text x="80" y="610" font-family="${FONT}" font-size="28" font-weight="700" fill="#062c53">Book online · prices on the website · emergency call-outs</text>
${picture}
</svg>`;
}

/** The summary's sentences that name no fact kept in the database ({price:…}, {hours}). */
function withoutFacts(summary: string): string {
  const sentences = summary.replace(/\{[^}]*\}/g, "\u0000").match(/[^.!?]+[.!?]?/g) ?? [];
  return sentences
    .filter((sentence) => !sentence.includes("\u0000"))
    .join("")
    .trim();
}

function serviceDisc(slug: string): string {
  const icon = markup(
    createElement(Icon, {
      icon: serviceIcon(slug),
      x: 860,
      y: 190,
      size: 200,
      color: "#094a8c",
      strokeWidth: 1.75,
    }),
  );
  return `<circle cx="960" cy="290" r="170" fill="#ffffff"/>${icon}`;
}

function heroPicture(): string {
  const drawing = markup(createElement(HeroIllustration, { label: "" }));
  return drawing.replace(/^<svg /, '<svg x="700" y="90" ').replace(/ role="img" aria-label=""/, "");
}

async function writeCard(file: string, svg: string) {
  const target = path.join(root, "public", file);
  await fs.mkdir(path.dirname(target), { recursive: true });
  await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toFile(target);
}

await writeCard(
  SITE_SOCIAL_CARD,
  card({
    headline: "Local handyman, booked online",
    subline:
      "Repairs, plumbing, electrics, carpentry and decorating in Coventry, Warwick, Kenilworth and Leamington Spa.",
    picture: heroPicture(),
  }),
);
for (const service of services) {
  await writeCard(
    serviceSocialCard(service.slug),
    card({
      headline: service.name,
      subline: withoutFacts(service.summary),
      picture: serviceDisc(service.slug),
    }),
  );
}
console.log(
  `public/social: ${services.length + 1} cards of ${SOCIAL_CARD_WIDTH}×${SOCIAL_CARD_HEIGHT}`,
);
