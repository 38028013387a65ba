// portal.spec.ts's bookings, one for each test, booked as a visitor books at /book: the spec
// tests the portal, not the booking form (booking.spec.ts does). Each test on a day of its own.
import type { SeedContext } from "../support/seed-context";
import { bookFirstFreeWindow, daysAheadFor, seedEmail } from "../support/seed-bookings";

async function portalBooking(
  { db, siteOrigin, copy }: SeedContext,
  label: string,
  days: { js: number; noJs: number },
) {
  const email = seedEmail(label, copy);
  const booked = await bookFirstFreeWindow(
    db,
    siteOrigin,
    { daysAhead: [daysAheadFor(copy, days)] },
    (date, windowStart) => ({
      service: "plumbing-repairs",
      description: "The bathroom door sticks and the handle is loose.",
      emergency: false,
      postcode: "CV32 4AA",
      date,
      windowStart: windowStart.toISOString(),
      address: "3 Clarendon Square, Leamington Spa",
      name: "Pat Portal",
      email,
      phone: "+447400123456",
    }),
  );
  return { email, reference: booked.reference, portalPath: booked.portalPath };
}

export default async function seedPortal(context: SeedContext) {
  // The http project has no browser specs.
  if (context.copy.startsWith("http")) return null;
  return {
    changes: await portalBooking(context, "portal", { js: 13, noJs: 22 }),
    photos: await portalBooking(context, "photos", { js: 19, noJs: 39 }),
    relink: await portalBooking(context, "relink", { js: 15, noJs: 24 }),
  };
}
