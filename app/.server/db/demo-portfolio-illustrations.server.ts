/**
 * Drawings for the demo portfolio: a before and an after of three seeded projects, as SVG that
 * the demo seed renders with sharp and stores like any upload. Flat shapes only, so each
 * picture is a few kilobytes and says honestly in its alt text that it is a drawing.
 */

export const ILLUSTRATION_WIDTH = 960;
export const ILLUSTRATION_HEIGHT = 720;

export interface DemoIllustration {
  /** The seeded project (app/content/reviews-seed.ts) the pictures belong to. */
  projectSlug: string;
  before: { svg: string; alt: string };
  after: { svg: string; alt: string };
}

function scene(background: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${ILLUSTRATION_WIDTH}" height="${ILLUSTRATION_HEIGHT}" viewBox="0 0 960 720"><rect width="960" height="720" fill="${background}"/>${body}</svg>`;
}

/** Courses of brick across the wall, offset every other row. */
function brickWall(colour: string, mortar: string): string {
  const rows: string[] = [];
  for (let y = 0; y < 720; y += 40) {
    const offset = (y / 40) % 2 === 0 ? 0 : -60;
    for (let x = offset; x < 960; x += 120) {
      rows.push(`<rect x="${x + 3}" y="${y + 3}" width="114" height="34" fill="${colour}"/>`);
    }
  }
  return `<rect width="960" height="720" fill="${mortar}"/>${rows.join("")}`;
}

function sashWindow(options: { lowerSashRaised: number; frame: string; flaking: boolean }): string {
  const { lowerSashRaised, frame, flaking } = options;
  const lowerY = 380 - lowerSashRaised;
  const flakes = flaking
    ? [
        [300, 150, 40, 14],
        [610, 260, 30, 18],
        [330, 520, 54, 12],
        [560, 600, 70, 16],
        [420, 640, 36, 10],
      ]
        .map(
          ([x, y, w, h]) => `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="#9c8c74"/>`,
        )
        .join("")
    : "";
  const cord = flaking
    ? `<path d="M640 120 C 660 220, 630 300, 650 420" stroke="#c9b48a" stroke-width="5" fill="none"/>`
    : `<line x1="300" y1="110" x2="300" y2="${lowerY}" stroke="#d8c9a3" stroke-width="4"/><line x1="660" y1="110" x2="660" y2="${lowerY}" stroke="#d8c9a3" stroke-width="4"/>`;
  const pane = (x: number, y: number) =>
    `<rect x="${x}" y="${y}" width="150" height="110" fill="#9fc3d9"/>`;
  return `${brickWall("#a4553b", "#d6c6b0")}
<rect x="260" y="90" width="440" height="560" fill="${frame}"/>
<rect x="290" y="110" width="380" height="520" fill="#3b4550"/>
<rect x="290" y="110" width="380" height="260" fill="${frame}" stroke="#7a6a55" stroke-width="4"/>
${pane(305, 125)}${pane(505, 125)}${pane(305, 245)}${pane(505, 245)}
<rect x="290" y="${lowerY}" width="380" height="250" fill="${frame}" stroke="#7a6a55" stroke-width="4"/>
${pane(305, lowerY + 15)}${pane(505, lowerY + 15)}${pane(305, lowerY + 130)}${pane(505, lowerY + 130)}
<rect x="230" y="640" width="500" height="34" fill="${frame}"/>
${cord}${flakes}`;
}

function kitchenWall(options: { tiled: boolean }): string {
  const tiles: string[] = [];
  if (options.tiled) {
    for (let y = 150; y < 470; y += 40) {
      const offset = ((y - 150) / 40) % 2 === 0 ? 0 : -40;
      for (let x = offset; x < 960; x += 80) {
        tiles.push(
          `<rect x="${x + 2}" y="${y + 2}" width="76" height="36" rx="3" fill="#fbfbf8"/>`,
        );
      }
    }
  }
  const stains = options.tiled
    ? ""
    : [
        [380, 330, 60],
        [470, 300, 44],
        [560, 350, 52],
        [420, 400, 36],
      ]
        .map(
          ([cx, cy, r]) =>
            `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#c9a86a" fill-opacity="0.45"/>`,
        )
        .join("");
  const wall = options.tiled ? "#9aa1a6" : "#ece3cf";
  const socket = (x: number) =>
    `<rect x="${x}" y="380" width="90" height="60" rx="6" fill="#ffffff" stroke="#8a8a8a" stroke-width="3"/><rect x="${x + 20}" y="400" width="12" height="20" fill="#555"/><rect x="${x + 58}" y="400" width="12" height="20" fill="#555"/>`;
  return `<rect width="960" height="150" fill="#f4efe6"/>
<rect y="150" width="960" height="320" fill="${wall}"/>${tiles.join("")}${stains}
${socket(140)}${socket(730)}
<rect x="380" y="150" width="200" height="60" fill="#c0c4c8"/>
<rect y="470" width="960" height="40" fill="#6b4a2f"/>
<rect y="510" width="960" height="210" fill="#e8e2d8"/>
<rect x="360" y="450" width="240" height="24" fill="#2f2f2f"/>
<circle cx="420" cy="462" r="14" fill="#4a4a4a"/><circle cx="540" cy="462" r="14" fill="#4a4a4a"/>`;
}

function gutterAndWall(options: { cleared: boolean }): string {
  const leaves = options.cleared
    ? ""
    : Array.from({ length: 16 }, (_, index) => {
        const x = 60 + index * 55;
        return `<ellipse cx="${x}" cy="200" rx="26" ry="14" fill="${index % 2 === 0 ? "#6d7f35" : "#8a6b32"}"/>`;
      }).join("");
  const stain = options.cleared
    ? ""
    : `<path d="M600 230 C 590 360, 640 460, 610 720 L 680 720 C 700 480, 660 360, 650 230 Z" fill="#5f7d3a" fill-opacity="0.55"/>`;
  const downpipe = options.cleared
    ? `<rect x="620" y="230" width="36" height="490" fill="#1f1f1f"/>${[320, 470, 620]
        .map((y) => `<rect x="610" y="${y}" width="56" height="14" fill="#2c2c2c"/>`)
        .join("")}`
    : `<rect x="620" y="420" width="36" height="300" fill="#6a6a6a"/>`;
  return `<rect width="960" height="160" fill="#b9d3e6"/>
<polygon points="0,60 960,60 960,160 0,160" fill="#6b4b3e"/>
<rect y="160" width="960" height="560" fill="#efe8dc"/>
<rect x="0" y="185" width="960" height="45" rx="10" fill="#2a2a2a"/>
${leaves}${stain}${downpipe}
<rect x="150" y="360" width="260" height="220" fill="#ffffff" stroke="#8a8a8a" stroke-width="6"/>
<line x1="280" y1="360" x2="280" y2="580" stroke="#8a8a8a" stroke-width="6"/>`;
}

export const DEMO_ILLUSTRATIONS: readonly DemoIllustration[] = [
  {
    projectSlug: "sash-window-repair-kenilworth-old-town",
    before: {
      svg: scene("#d6c6b0", sashWindow({ lowerSashRaised: 0, frame: "#e9e1cf", flaking: true })),
      alt: "Drawing of the sash window before: painted shut, a snapped cord hanging loose and paint flaking off the frame and sill",
    },
    after: {
      svg: scene("#d6c6b0", sashWindow({ lowerSashRaised: 120, frame: "#ffffff", flaking: false })),
      alt: "Drawing of the same sash window after: repainted white and raised halfway on new cords",
    },
  },
  {
    projectSlug: "kitchen-splashback-tiling-chase-meadow-warwick",
    before: {
      svg: scene("#f4efe6", kitchenWall({ tiled: false })),
      alt: "Drawing of the kitchen wall before: painted plaster above the worktop, stained with cooking splashes behind the hob",
    },
    after: {
      svg: scene("#f4efe6", kitchenWall({ tiled: true })),
      alt: "Drawing of the same wall after: white metro tiles with grey grout along the worktop, cut neatly around two sockets",
    },
  },
  {
    projectSlug: "gutter-clearance-downpipe-repair-lillington",
    before: {
      svg: scene("#efe8dc", gutterAndWall({ cleared: false })),
      alt: "Drawing of the gutter before: packed with leaves and moss, a green stain running down the wall below a leaking joint",
    },
    after: {
      svg: scene("#efe8dc", gutterAndWall({ cleared: true })),
      alt: "Drawing of the same gutter after: cleared, with a new black downpipe fixed to the wall on fresh brackets",
    },
  },
];
