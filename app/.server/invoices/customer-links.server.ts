import type { Kysely, Transaction } from "kysely";
import { derivedToken, hashToken } from "../auth/crypto.server";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

/**
 * Who is looking at a customer's money, for the links their page shows: a tracking link's
 * job, a portal link's customer, or a signed-in account. Each viewer gets links of their own.
 */
export type LinkViewer = `job:${string}` | `customer:${string}` | `user:${string}`;

export interface CustomerLinks {
  invoice(id: string): string;
  quote(id: string): string;
}

/**
 * The /invoice/{token} and /quote/{token} links a customer's page shows (decision 0073).
 * Tokens are stored only as their hash, so a page cannot show the e-mail's link again: it gets
 * its own, derived from the server's secret, the document and the viewer, so the page shows the
 * same link on every visit and stores it once (two first visits at once store it once too).
 * Like every link to an invoice or quote, it keeps working.
 */
export async function customerLinks(
  db: Executor,
  context: { secret: string; viewer: LinkViewer },
  documents: { invoiceIds: readonly string[]; quoteIds: readonly string[] },
): Promise<CustomerLinks> {
  const tokenOf = (kind: "invoice" | "quote", id: string) =>
    derivedToken(context.secret, `customer-page-${kind}-link`, id, context.viewer);
  const invoices = documents.invoiceIds.map((id) => ({ id, token: tokenOf("invoice", id) }));
  const quotes = documents.quoteIds.map((id) => ({ id, token: tokenOf("quote", id) }));
  const hashes = [...invoices, ...quotes].map((link) => hashToken(link.token));
  if (hashes.length > 0) {
    const stored = await db
      .selectFrom("invoice_links")
      .select("token_hash")
      .where("token_hash", "in", hashes)
      .union(db.selectFrom("quote_links").select("token_hash").where("token_hash", "in", hashes))
      .execute();
    const known = new Set(stored.map((row) => row.token_hash));
    const unstored = <T extends { token: string }>(links: T[]) =>
      links.filter((link) => !known.has(hashToken(link.token)));
    const newInvoiceLinks = unstored(invoices);
    const newQuoteLinks = unstored(quotes);
    if (newInvoiceLinks.length > 0) {
      await db
        .insertInto("invoice_links")
        .values(
          newInvoiceLinks.map((link) => ({
            token_hash: hashToken(link.token),
            invoice_id: link.id,
          })),
        )
        .onConflict((conflict) => conflict.column("token_hash").doNothing())
        .execute();
    }
    if (newQuoteLinks.length > 0) {
      await db
        .insertInto("quote_links")
        .values(
          newQuoteLinks.map((link) => ({ token_hash: hashToken(link.token), quote_id: link.id })),
        )
        .onConflict((conflict) => conflict.column("token_hash").doNothing())
        .execute();
    }
  }
  const path = (kind: "invoice" | "quote", links: { id: string; token: string }[], id: string) => {
    const link = links.find((each) => each.id === id);
    if (!link) throw new Error(`No ${kind} link was made for ${id}`);
    return `/${kind}/${link.token}`;
  };
  return {
    invoice: (id) => path("invoice", invoices, id),
    quote: (id) => path("quote", quotes, id),
  };
}
