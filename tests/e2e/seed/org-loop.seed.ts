// org-loop.spec.ts (JavaScript only): a Moat House property with a key-safe code, and a
// routine repair its owner reported there with a photo, in a free window of a day far ahead
// that the demo engineer has free (the property and report forms are org-report.spec's).
// A retry gets a day of its own: the first try's job keeps the engineer's window.
import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { loadAccount } from "../../../app/.server/accounts/accounts.server";
import { getBookingSettings } from "../../../app/.server/jobs/settings.server";
import { addProperty } from "../../../app/.server/orgs/properties.server";
import { reportRepair } from "../../../app/.server/orgs/report-repair.server";
import { findOrgScope } from "../../../app/.server/orgs/scope.server";
import { addCalendarDays, londonDate, windowsForDate } from "../../../app/lib/booking-rules";
import {
  addPropertySchema,
  reportRepairSchema,
} from "../../../app/lib/schemas/organisations-write";
import { engineerBusyAt } from "../support/seed-bookings";
import type { SeedContext } from "../support/seed-context";

export default async function seedOrgLoop({ db, siteOrigin, copy }: SeedContext) {
  if (!copy.startsWith("js#")) return null;
  const people = await db
    .selectFrom("auth.users")
    .select(["id", "email"])
    .where("email", "in", ["moathouse@example.com", "engineer@example.com"])
    .execute();
  const owner = people.find((person) => person.email === "moathouse@example.com");
  const engineer = people.find((person) => person.email === "engineer@example.com");
  if (!owner || !engineer) throw new Error("The demo owner and engineer are missing");
  const account = await loadAccount(db, {
    id: owner.id,
    email: owner.email,
    fullName: "",
    companyName: null,
    emailConfirmed: true,
  });
  const scope = await findOrgScope(db, account, "moathouse");
  if (!scope) throw new Error("The demo owner is not in moathouse");

  const label = `Flat ${randomBytes(3).toString("hex")}, 40 Albany Road`;
  const added = await addProperty(
    db,
    scope,
    addPropertySchema.parse({
      label,
      address: "40 Albany Road, Earlsdon, Coventry",
      postcode: "CV5 6JQ",
      keySafeCode: "2468",
    }),
  );
  if (!added.ok) throw new Error(`Property refused: ${added.message}`);

  const door = await sharp({
    create: { width: 64, height: 48, channels: 3, background: "#1f618d" },
  })
    .png()
    .toBuffer();
  const date = addCalendarDays(londonDate(new Date()), copy === "js#1" ? 40 : 33);
  // From the day's third window on, the first the demo engineer has free.
  for (const window of windowsForDate(date, await getBookingSettings(db)).slice(2)) {
    if (await engineerBusyAt(db, engineer.id, window.start)) continue;
    const reported = await reportRepair(
      db,
      scope,
      reportRepairSchema.parse({
        propertyId: added.id,
        service: "carpentry-joinery",
        description: "The back door sticks and will not lock.",
        priority: "routine",
        contactPhone: "07400 123456",
        windowStart: window.start.toISOString(),
      }),
      {
        photos: [new File([door], "door.png", { type: "image/png" })],
        refusedFiles: [],
        siteOrigin,
      },
    );
    if (reported.ok) return { label, reference: reported.reference, date };
    if (reported.reason !== "window-full") {
      throw new Error(`Report refused: ${JSON.stringify(reported)}`);
    }
  }
  throw new Error(`No window on ${date} free for the demo engineer`);
}
