// payments.http.spec.ts's invoices: issued invoices written as rows (the invoices module makes
// them in the app), each with its link's token, to pay through the stand-in Stripe.
import { insertIssuedInvoice } from "../../integration/support/money";
import type { SeedContext } from "../support/seed-context";

export default async function seed({ db }: SeedContext) {
  const paid = await insertIssuedInvoice(db, 12_000);
  return { invoiceToken: paid.token };
}
