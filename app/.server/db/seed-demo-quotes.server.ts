import type { Kysely } from "kysely";
import { addQuoteLine, startQuote } from "../quotes/quote-drafts.server";
import { acceptQuote } from "../quotes/quote-public.server";
import { sendQuote } from "../quotes/quote-send.server";
import { findDemoStaff } from "./seed-demo-jobs.server";
import type { Database } from "./schema.server";

const DEMO_SITE = "http://localhost:3000";
/** The demo job the quote is for: the hallway ceiling (seed-demo-jobs.server.ts). */
const DEMO_QUOTED_EMAIL = "demo-customer-4@example.com";

/**
 * With SEED_DEMO on a database without quotes: one quote, written, sent and accepted through
 * the same domain functions the office and the customer use, so a newcomer sees an accepted
 * quote on the job's page (/admin/jobs/{reference}/quote) and its confirmation in the outbox.
 */
export async function seedDemoQuotes(db: Kysely<Database>, now = new Date()): Promise<void> {
  const existing = await db.selectFrom("quotes").select("id").limit(1).executeTakeFirst();
  if (existing) return;
  const staff = await findDemoStaff(db);
  const job = await db
    .selectFrom("jobs")
    .select("reference")
    .where("customer_email", "=", DEMO_QUOTED_EMAIL)
    .executeTakeFirst();
  if (!staff || !job) return;
  const office = { id: staff.admin.id, role: "admin" as const };
  const started = await startQuote(db, office, { jobReference: job.reference, now });
  if (!started.ok) return;
  const lines = [
    {
      description: "Stain-block and two coats of emulsion, hallway ceiling",
      hundredths: 100,
      pence: 18_000,
    },
    { description: "Labour, per hour", hundredths: 350, pence: 4_500 },
    { description: "Dust sheets and materials", hundredths: 100, pence: 2_750 },
  ];
  for (const line of lines) {
    await addQuoteLine(db, {
      quoteId: started.quoteId,
      now,
      line: {
        priceKey: null,
        description: line.description,
        quantityHundredths: line.hundredths,
        unitPricePence: line.pence,
        vatRate: "standard",
      },
    });
  }
  const sent = await sendQuote(db, office, {
    quoteId: started.quoteId,
    now,
    siteOrigin: DEMO_SITE,
  });
  if (!sent.ok) return;
  await acceptQuote(
    db,
    sent.token,
    { name: "Tom Bradley", startWithinCancellationPeriod: true },
    { ip: "127.0.0.1", now, siteOrigin: DEMO_SITE },
  );
}
