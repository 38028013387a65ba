// What /engineer/jobs/{reference} shows: the job, and beside it the finish form's materials
// while the visit is still to finish, or "Take payment" once it is finished.
import type { Kysely } from "kysely";
import { describePrice } from "~/lib/money";
import type { EngineerJob, MaterialChoices, TakePayment } from "~/lib/views/engineer";
import type { Database } from "../db/schema.server";
import type { StripePayments } from "../payments/stripe.server";
import { getPriceList, itemsByCategory } from "../prices/price-list.server";
import { readMoneySettings } from "../settings/money-settings.server";
import { loadEngineerJob } from "./day.server";
import { takePaymentView } from "./take-payment.server";

export interface EngineerJobPage {
  job: EngineerJob;
  today: string;
  now: string;
  /** Null once the job is finished or cancelled: no finish form then. */
  materials: MaterialChoices | null;
  /** Null unless the job is finished and has an issued invoice. */
  takePayment: TakePayment | null;
}

/** The price list as the finish form's rows offer it, each item with its price. */
async function materialChoices(db: Kysely<Database>): Promise<MaterialChoices> {
  const [list, money] = await Promise.all([getPriceList(db), readMoneySettings(db)]);
  return {
    groups: itemsByCategory(list).map(({ heading, items }) => ({
      heading,
      items: items.map((item) => ({
        key: item.key,
        label: `${item.label} · ${describePrice(item)}`,
      })),
    })),
    vatRegistered: money.vatRegistered,
  };
}

/**
 * The job page of a job given to this engineer, or null (the site's 404). The materials come
 * with every job not yet finished: steps kept on the phone offline can bring up the finish
 * form before the server has seen them.
 */
export async function loadEngineerJobPage(
  db: Kysely<Database>,
  stripe: StripePayments | null,
  engineerId: string,
  reference: string,
  now: Date,
): Promise<EngineerJobPage | null> {
  const found = await loadEngineerJob(db, engineerId, reference, { now });
  if (!found) return null;
  const { job } = found;
  const open = job.status !== "completed" && job.status !== "cancelled";
  const [materials, takePayment] = await Promise.all([
    open ? materialChoices(db) : null,
    job.status === "completed"
      ? takePaymentView(db, stripe, { engineerId, jobId: job.id }, now)
      : null,
  ]);
  return { ...found, materials, takePayment };
}
