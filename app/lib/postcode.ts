import { normaliseUkPostcode } from "./schemas/contact";

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
  servedOutwardCodes: readonly string[] = DEFAULT_SERVED_OUTWARD_CODES,
): { area: ServedAreaName; outward: string } | null {
  const outward = outwardCode(postcode);
  if (!outward) return null;
  const served = servedOutwardCodes.some((code) => code.trim().toUpperCase() === outward);
  const area = AREA_BY_OUTWARD_CODE[outward];
  return served && area ? { area, outward } : null;
}

/** What a visitor outside the area is told, with the number to call instead. */
export function outOfAreaMessage(postcode: string, phoneDisplay: string): string {
  return `Sorry, we don't cover ${postcode} for online bookings. We work in Coventry, Kenilworth, Leamington Spa and Warwick. Call us on ${phoneDisplay} or send us an enquiry and we'll tell you whether we can help.`;
}
