// quotes.spec.ts's job, booked as a visitor books at /book, for the office to quote; and, for
// the http project, a quote already sent, whose link the route table and the fuzz open.
import { hashToken } from "../../../app/.server/auth/crypto.server";
import { findDemoStaff } from "../../../app/.server/db/seed-demo-jobs.server";
import { addQuoteLine, startQuote } from "../../../app/.server/quotes/quote-drafts.server";
import { sendQuote } from "../../../app/.server/quotes/quote-send.server";
import type { SeedContext } from "../support/seed-context";
import { bookFirstFreeWindow, seedEmail } from "../support/seed-bookings";
import { seededQuoteToken } from "../support/seeded-quote-token";

// Days no other spec or seed books, within the booking's 60 days ahead: 49–50 with
// JavaScript, 53–54 without, 51–52 for http.
function daysFor(copy: SeedContext["copy"]): number[] {
  if (copy.startsWith("http")) return [51, 52];
  return copy.startsWith("no-js") ? [53, 54] : [49, 50];
}

export default async function seedQuotes({ db, siteOrigin, copy }: SeedContext) {
  const email = seedEmail("quoted", copy);
  const booked = await bookFirstFreeWindow(
    db,
    siteOrigin,
    { daysAhead: daysFor(copy) },
    (date, windowStart) => ({
      service: "painting-decorating",
      description: "The hall, stairs and landing need repainting; quote first, please.",
      emergency: false,
      postcode: "CV32 5AA",
      date,
      windowStart: windowStart.toISOString(),
      address: "9 Regent Grove, Leamington Spa",
      name: "Quinn Quoted",
      email,
      phone: "+447400123456",
    }),
  );
  if (!copy.startsWith("http")) return { reference: booked.reference, email };

  const staff = await findDemoStaff(db);
  if (!staff) throw new Error("The quotes seed needs the demo office account");
  const office = { id: staff.admin.id, role: "admin" as const };
  const now = new Date();
  const started = await startQuote(db, office, { jobReference: booked.reference, now });
  if (!started.ok) throw new Error(`No quote for ${booked.reference}`);
  await addQuoteLine(db, {
    quoteId: started.quoteId,
    now,
    line: {
      priceKey: null,
      description: "Hall, stairs and landing: two coats",
      quantityHundredths: 100,
      unitPricePence: 48_000,
      vatRate: "standard",
    },
  });
  const sent = await sendQuote(db, office, { quoteId: started.quoteId, now, siteOrigin });
  if (!sent.ok) throw new Error(`Quote for ${booked.reference} not sent`);
  // The link the route table knows: the token is made from the copy's name.
  await db
    .updateTable("quotes")
    .set({ token_hash: hashToken(seededQuoteToken(copy)) })
    .where("id", "=", started.quoteId)
    .execute();
  return { reference: booked.reference, email, quotePath: `/quote/${seededQuoteToken(copy)}` };
}
