// tracking.spec.ts's booking, booked as a visitor books at /book: the spec tests the tracking
// page, not the booking form (booking.spec.ts does). On days of its own (see daysAheadFor).
import type { SeedContext } from "../support/seed-context";
import { bookFirstFreeWindow, daysAheadFor, seedEmail } from "../support/seed-bookings";

export default async function seedTracking({ db, siteOrigin, copy }: SeedContext) {
  // The http project has no browser specs.
  if (copy.startsWith("http")) return null;
  const booked = await bookFirstFreeWindow(
    db,
    siteOrigin,
    { daysAhead: [daysAheadFor(copy, { js: 11, noJs: 31 })] },
    (date, windowStart) => ({
      service: "plumbing-repairs",
      description: "The bathroom tap drips all night; the isolating valve is under the basin.",
      emergency: false,
      postcode: "CV5 6AA",
      date,
      windowStart: windowStart.toISOString(),
      address: "12 Spon Street, Coventry",
      name: "Jo Tracker",
      email: seedEmail("tracker", copy),
      phone: "+447400123456",
    }),
  );
  return { reference: booked.reference, trackingPath: booked.trackingPath };
}
