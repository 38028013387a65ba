/**
 * The full UK format: an outward code (area letters, district digits, an optional letter)
 * and an inward code (a digit and two letters), using only the letters Royal Mail allows
 * in each position, plus the Girobank postcode GIR 0AA.
 */
const UK_POSTCODE =
  /^(?:GIR 0AA|[A-PR-UWYZ](?:[0-9]{1,2}|[A-HK-Y][0-9]{1,2}|[0-9][A-HJKPSTUW]|[A-HK-Y][0-9][ABEHMNPRV-Y]) [0-9][ABD-HJLNP-UW-Z]{2})$/;

/** "cv15dz", " Cv1  5dz " → "CV1 5DZ"; null when it is not a full UK postcode. */
export function normaliseUkPostcode(input: string): string | null {
  const compact = input.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 5 || compact.length > 7) return null;
  const formatted = `${compact.slice(0, -3)} ${compact.slice(-3)}`;
  return UK_POSTCODE.test(formatted) ? formatted : null;
}

export type ServedAreaName = "Coventry" | "Kenilworth" | "Leamington Spa" | "Warwick";

/**
 * The post town of each outward code the business can serve. CV7 belongs to Coventry but
 * is not served by default; the owner can add it to the served codes in the settings.
 */
const AREA_BY_OUTWARD_CODE: Readonly<Record<string, ServedAreaName>> = {
  CV1: "Coventry",
  CV2: "Coventry",
  CV3: "Coventry",
  CV4: "Coventry",
  CV5: "Coventry",
  CV6: "Coventry",
  CV7: "Coventry",
  CV8: "Kenilworth",
  CV31: "Leamington Spa",
  CV32: "Leamington Spa",
  CV33: "Leamington Spa",
  CV34: "Warwick",
  CV35: "Warwick",
};

export const DEFAULT_SERVED_OUTWARD_CODES: readonly string[] = [
  "CV1",
  "CV2",
  "CV3",
  "CV4",
  "CV5",
  "CV6",
  "CV8",
  "CV31",
  "CV32",
  "CV33",
  "CV34",
  "CV35",
];

/**
 * Why an outward code ("CV1") cannot be served: "malformed" when it is no UK postcode
 * district (checked with a sample inward code against the one postcode rule), "unknown" when
 * it is one but no town of ours, so `servedArea` would never accept it; null when it can be.
 */
export function outwardCodeProblem(code: string): "malformed" | "unknown" | null {
  const compact = code.replace(/\s+/g, "").toUpperCase();
  if (compact.length < 2 || compact.length > 4 || !normaliseUkPostcode(`${compact} 1AA`)) {
    return "malformed";
  }
  return AREA_BY_OUTWARD_CODE[compact] ? null : "unknown";
}

/** The outward codes the business could serve: those of its towns. */
export const KNOWN_OUTWARD_CODES: readonly string[] = Object.keys(AREA_BY_OUTWARD_CODE);

/** " cv15dz " → "CV1 5DZ"; null unless it is a full UK postcode. */
export function normalisePostcode(input: string): string | null {
  return normaliseUkPostcode(input);
}

/** "CV1 5DZ" → "CV1"; null unless it is a full UK postcode. */
export function outwardCode(postcode: string): string | null {
  const normalised = normaliseUkPostcode(postcode);
  return normalised ? normalised.slice(0, normalised.indexOf(" ")) : null;
}

/**
 * The town a postcode is served from, or null when the business does not go there.
 * Outward codes are compared whole, so CV10 (Nuneaton) is never taken for CV1.
 */
export function servedArea(
  postcode: string,
  servedOutwardCodes: readonly string[],
): { area: ServedAreaName; outward: string } | null {
  const outward = outwardCode(postcode);
  if (!outward) return null;
  const served = servedOutwardCodes.some((code) => code.trim().toUpperCase() === outward);
  const area = AREA_BY_OUTWARD_CODE[outward];
  return served && area ? { area, outward } : null;
}

/** The number of an outward code, "CV31" → 31, for ordering and for spotting runs. */
function districtNumber(code: string): number {
  return Number(/\d+/.exec(code)?.[0] ?? Number.NaN);
}

/**
 * The served outward codes grouped by town, towns in alphabetical order and codes in number
 * order: what the pages listing the postcodes we cover show. Codes of no known town are left
 * out, as `servedArea` never accepts them.
 */
export function servedAreasOf(
  servedOutwardCodes: readonly string[],
): { name: ServedAreaName; postcodes: string[] }[] {
  const byArea = new Map<ServedAreaName, string[]>();
  const codes = [...new Set(servedOutwardCodes.map((code) => code.trim().toUpperCase()))];
  for (const code of codes.sort((a, b) => districtNumber(a) - districtNumber(b))) {
    const area = AREA_BY_OUTWARD_CODE[code];
    if (area) byArea.set(area, [...(byArea.get(area) ?? []), code]);
  }
  return [...byArea.entries()]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, postcodes]) => ({ name, postcodes }));
}

/** ["CV1", "CV2", "CV3", "CV8"] → "CV1–CV3, CV8": consecutive districts as one run. */
function codeRuns(codes: readonly string[]): string {
  const runs: string[][] = [];
  for (const code of codes) {
    const run = runs[runs.length - 1];
    const last = run?.[run.length - 1];
    if (run && last && districtNumber(code) === districtNumber(last) + 1) run.push(code);
    else runs.push([code]);
  }
  return runs
    .map((run) => (run.length === 1 ? run[0] : `${run[0]}–${run[run.length - 1]}`))
    .join(", ");
}

/** "Coventry (CV1–CV6), Kenilworth (CV8) and Warwick (CV34–CV35)", from the served codes. */
export function describeServedArea(servedOutwardCodes: readonly string[]): string {
  const parts = servedAreasOf(servedOutwardCodes).map(
    ({ name, postcodes }) => `${name} (${codeRuns(postcodes)})`,
  );
  if (parts.length <= 1) return parts[0] ?? "no postcodes at the moment";
  return `${parts.slice(0, -1).join(", ")} and ${parts[parts.length - 1]}`;
}

/** What a visitor outside the area is told, with the number to call instead. */
export function outOfAreaMessage(
  postcode: string,
  phoneDisplay: string,
  servedOutwardCodes: readonly string[],
): string {
  return `Sorry, we don't cover ${postcode} for online bookings. We work in ${describeServedArea(servedOutwardCodes)}. Call us on ${phoneDisplay} or send us an enquiry and we'll tell you whether we can help.`;
}
