/**
 * The home page's picture: a Coventry terrace being looked after (a ladder at the gutter, the
 * toolbox by the door, the van at the kerb), drawn as SVG in the brand's colours. Inline, so it
 * costs no request and no script, scales to any width without blur and never shifts the page.
 */
const SLATE = "#1e293b";
const WALL = "#f1f5f9";
const BRICK = "#e2e8f0";
const GLASS = "#bfdbfe";
const AMBER = "#f59e0b";
const AMBER_DARK = "#b45309";
const BLUE = "#0b5cad";
const BLUE_DEEP = "#073a6e";
const GREEN = "#16a34a";

function Window({ x, y }: { x: number; y: number }) {
  return (
    <g>
      <rect x={x - 4} y={y - 4} width="58" height="60" rx="3" fill="#ffffff" />
      <rect x={x} y={y} width="50" height="52" rx="2" fill={GLASS} />
      <path d={`M${x + 25} ${y}v52M${x} ${y + 24}h50`} stroke="#ffffff" strokeWidth="4" />
      <path d={`M${x + 4} ${y + 4}l12 0`} stroke="#ffffff" strokeWidth="3" strokeOpacity=".6" />
      <rect x={x - 6} y={y + 54} width="62" height="6" rx="2" fill={BRICK} />
    </g>
  );
}

function Van() {
  return (
    <g transform="translate(300 280)">
      <path d="M0 14a10 10 0 0 1 10-10h96l30 26v44H0z" fill="#ffffff" />
      <path d="M106 4l30 26v10h-38V4z" fill={GLASS} />
      <rect x="0" y="44" width="136" height="10" fill={AMBER} />
      <rect x="12" y="16" width="26" height="26" rx="6" fill={BLUE} />
      <path d="M18 33 25 26" stroke={AMBER} strokeWidth="4" strokeLinecap="round" />
      <path
        d="M16 28 25 20l9 8"
        fill="none"
        stroke="#ffffff"
        strokeWidth="3"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx="30" cy="74" r="13" fill={SLATE} />
      <circle cx="30" cy="74" r="5" fill={BRICK} />
      <circle cx="108" cy="74" r="13" fill={SLATE} />
      <circle cx="108" cy="74" r="5" fill={BRICK} />
    </g>
  );
}

export function HeroIllustration({ label, className }: { label: string; className?: string }) {
  return (
    <svg
      viewBox="0 0 480 400"
      width="480"
      height="400"
      role="img"
      aria-label={label}
      className={className}
    >
      <circle cx="250" cy="190" r="175" fill={BLUE} opacity=".45" />
      <circle cx="410" cy="70" r="34" fill={AMBER} opacity=".9" />
      {/* the house */}
      <path d="M86 150 218 58l132 92z" fill={SLATE} />
      <rect x="270" y="66" width="30" height="50" fill={SLATE} />
      <rect x="264" y="60" width="42" height="10" rx="2" fill="#334155" />
      <rect x="104" y="148" width="228" height="220" fill={WALL} />
      <path d="M96 150h244" stroke={BLUE_DEEP} strokeWidth="8" strokeLinecap="round" />
      <Window x={128} y={176} />
      <Window x={254} y={176} />
      <Window x={128} y={276} />
      <rect x="246" y="270" width="62" height="98" rx="4" fill="#ffffff" />
      <rect x="252" y="276" width="50" height="92" rx="3" fill={BLUE} />
      <rect x="260" y="286" width="34" height="20" rx="2" fill={GLASS} />
      <circle cx="292" cy="326" r="4" fill={AMBER} />
      <rect x="260" y="340" width="34" height="3" fill={BLUE_DEEP} />
      {/* the ladder against the gutter */}
      <g stroke={AMBER_DARK} strokeWidth="6" strokeLinecap="round">
        <path d="M372 372 340 140M400 372 368 140" />
        <path d="M366 328h29M360 286h29M354 244h29M348 202h29M343 166h28" strokeWidth="5" />
      </g>
      {/* the toolbox by the door */}
      <g transform="translate(170 334)">
        <path d="M16 8V2h28v6" fill="none" stroke={SLATE} strokeWidth="5" strokeLinejoin="round" />
        <rect x="0" y="8" width="60" height="30" rx="4" fill={AMBER} />
        <rect x="0" y="18" width="60" height="5" fill={AMBER_DARK} />
      </g>
      {/* a tidy hedge and the ground */}
      <rect x="30" y="366" width="430" height="10" rx="5" fill={BLUE_DEEP} />
      <path d="M60 366a18 18 0 0 1 30-18 18 18 0 0 1 32 6 14 14 0 0 1 8 12z" fill={GREEN} />
      <Van />
      {/* the job done */}
      <g transform="translate(40 60)">
        <circle cx="40" cy="40" r="40" fill="#ffffff" />
        <path
          d="M22 41l12 12 25-26"
          fill="none"
          stroke={GREEN}
          strokeWidth="9"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </g>
    </svg>
  );
}
