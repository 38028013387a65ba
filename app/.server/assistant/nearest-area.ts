import type { ServiceArea } from "~/lib/business";
import { describeServedArea, servedAreasOf } from "~/lib/postcode";
import type { Coordinates, NamedPlace, NamedPostcode } from "./places";

/**
 * Which of the towns we cover is nearest to a place we do not: what an out-of-area answer
 * offers instead of a bare no. The towns, their coordinates and their postcodes come from
 * the settings; only where the other places are is known here. Pure.
 */

/** Districts around ours, roughly at their centres. */
const DISTRICTS: Readonly<Record<string, Coordinates>> = {
  CV7: { latitude: 52.45, longitude: -1.56 },
  CV9: { latitude: 52.58, longitude: -1.55 },
  CV10: { latitude: 52.52, longitude: -1.5 },
  CV11: { latitude: 52.52, longitude: -1.45 },
  CV12: { latitude: 52.48, longitude: -1.47 },
  CV13: { latitude: 52.62, longitude: -1.4 },
  CV21: { latitude: 52.38, longitude: -1.26 },
  CV22: { latitude: 52.36, longitude: -1.29 },
  CV23: { latitude: 52.37, longitude: -1.3 },
  CV36: { latitude: 52.06, longitude: -1.62 },
  CV37: { latitude: 52.19, longitude: -1.71 },
  CV47: { latitude: 52.25, longitude: -1.39 },
  B46: { latitude: 52.5, longitude: -1.7 },
  B49: { latitude: 52.21, longitude: -1.87 },
  B50: { latitude: 52.18, longitude: -1.86 },
  B90: { latitude: 52.39, longitude: -1.82 },
  B91: { latitude: 52.41, longitude: -1.78 },
  B92: { latitude: 52.42, longitude: -1.74 },
  B93: { latitude: 52.38, longitude: -1.73 },
  B94: { latitude: 52.35, longitude: -1.78 },
  B95: { latitude: 52.29, longitude: -1.78 },
  LE10: { latitude: 52.54, longitude: -1.37 },
  LE17: { latitude: 52.45, longitude: -1.2 },
  NN11: { latitude: 52.26, longitude: -1.16 },
  OX16: { latitude: 52.06, longitude: -1.34 },
  OX17: { latitude: 52.08, longitude: -1.28 },
};

/** Postcode areas further off, at their main town: near enough to pick between our towns. */
const AREAS: Readonly<Record<string, Coordinates>> = {
  B: { latitude: 52.486, longitude: -1.89 },
  CV: { latitude: 52.408, longitude: -1.51 },
  LE: { latitude: 52.637, longitude: -1.135 },
  NN: { latitude: 52.24, longitude: -0.903 },
  OX: { latitude: 51.752, longitude: -1.258 },
  WR: { latitude: 52.193, longitude: -2.22 },
  WS: { latitude: 52.586, longitude: -1.982 },
  WV: { latitude: 52.587, longitude: -2.129 },
  DY: { latitude: 52.512, longitude: -2.081 },
  DE: { latitude: 52.922, longitude: -1.476 },
  NG: { latitude: 52.954, longitude: -1.158 },
  ST: { latitude: 53.003, longitude: -2.18 },
  MK: { latitude: 52.041, longitude: -0.759 },
  GL: { latitude: 51.864, longitude: -2.244 },
};

function coordinatesOfPostcode(postcode: NamedPostcode): Coordinates | null {
  const area = /^[A-Z]+/.exec(postcode.outward)?.[0] ?? "";
  return DISTRICTS[postcode.outward] ?? AREAS[area] ?? null;
}

/** Distance in kilometres on a sphere: plenty for "which town is nearer". */
function kilometresBetween(a: Coordinates, b: Coordinates): number {
  const radians = (degrees: number) => (degrees * Math.PI) / 180;
  const dLatitude = radians(b.latitude - a.latitude);
  const dLongitude = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLatitude / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLongitude / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

export interface NearestServedArea {
  name: string;
  /** "Coventry (CV1–CV6)": the town with the postcodes we cover there. */
  description: string;
}

/**
 * Our served town nearest to the place or postcode asked about. Where that place is unknown
 * (a postcode area far off), the town nearest to the business itself stands in.
 */
export function nearestServedArea(
  where: { place: NamedPlace | null; postcode: NamedPostcode | null },
  business: { serviceAreas: readonly ServiceArea[] } & Coordinates,
  servedOutwardCodes: readonly string[],
): NearestServedArea | null {
  const from =
    (where.postcode ? coordinatesOfPostcode(where.postcode) : null) ?? where.place?.at ?? business;
  const served = servedAreasOf(servedOutwardCodes);
  const candidates = business.serviceAreas.flatMap((area) => {
    const codes = served.find((entry) => entry.name === area.name)?.postcodes;
    return codes ? [{ area, codes }] : [];
  });
  const nearest = candidates
    .map((candidate) => ({ ...candidate, distance: kilometresBetween(from, candidate.area) }))
    .sort((a, b) => a.distance - b.distance)[0];
  if (!nearest) return null;
  return { name: nearest.area.name, description: describeServedArea(nearest.codes) };
}
