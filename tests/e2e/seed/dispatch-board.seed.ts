// dispatch-board.spec.ts and dispatch-board-layout.spec.ts: visitors' bookings waiting in the board's
// unassigned queue, each test on a day of its own (the booking wizard is booking.spec's).
// A retry gets days of its own, 8 later, as the first try's jobs stay on the board.
import { randomBytes } from "node:crypto";
import { createBooking } from "../../../app/.server/jobs/booking.server";
import { getBookingSettings } from "../../../app/.server/jobs/settings.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../../app/lib/booking-rules";
import type { SeedContext } from "../support/seed-context";

export default async function seedDispatchBoard({ db, siteOrigin, copy }: SeedContext) {
  const withScript = copy.startsWith("js#");
  if (!withScript && !copy.startsWith("no-js#")) return null;
  const later = copy.endsWith("#1") ? 8 : 0;
  const rules = await getBookingSettings(db);
  const book = async (daysAhead: number, window: number, name: string) => {
    const date = addCalendarDays(londonDate(new Date()), daysAhead + later);
    const start = windowsForDate(date, rules)[window]?.start;
    if (!start) throw new Error(`No window ${window} on ${date}`);
    const booked = await createBooking(
      db,
      {
        service: "plumbing-repairs",
        description: "The outside tap drips and the washer is worn.",
        emergency: false,
        postcode: "CV3 6PT",
        date,
        windowStart: start.toISOString(),
        address: "4 Earlsdon Street, Coventry",
        name,
        email: `board-${randomBytes(5).toString("hex")}@example.com`,
        phone: "+447400123456",
      },
      { source: "web", siteOrigin },
    );
    if (!booked.ok) throw new Error(`Booking on ${date} refused: ${booked.reason}`);
    return { date, reference: booked.reference };
  };
  // A day with seven jobs waiting (dispatch-board-layout.spec.ts), the first an emergency;
  // the tests without JavaScript have a day of their own.
  const waiting = [];
  for (const window of [0, 1, 2, 3, 4, 5, 6]) {
    waiting.push(await book(withScript ? 30 : 36, window, `Queue Board ${window + 1}`));
  }
  await db
    .updateTable("jobs")
    .set({ emergency: true })
    .where("reference", "=", waiting[0]?.reference ?? "")
    .execute();
  const waitingDay = {
    waiting: waiting.map((booking) => booking.reference),
    waitingDate: waiting[0]?.date ?? "",
  };
  if (!withScript) return waitingDay;
  return {
    ...waitingDay,
    first: await book(26, 0, "Gwen Board"),
    second: await book(26, 1, "Hal Board"),
    dragged: await book(27, 0, "Ivy Board"),
  };
}
