import { formatSortCode } from "~/lib/money-settings";
import type { BankDetails } from "~/lib/views/invoices";

/** How to pay by bank transfer, with what to write as the reference. */
export function BankTransferDetails({
  bank,
  reference,
  headingId,
  heading = "Pay by bank transfer",
}: {
  bank: BankDetails;
  reference: string;
  headingId: string;
  heading?: string;
}) {
  return (
    <section aria-labelledby={headingId} className="rounded-lg bg-slate-50 p-4">
      <h3 id={headingId} className="font-bold text-slate-900">
        {heading}
      </h3>
      <dl className="mt-2 grid gap-1 sm:grid-cols-[auto_1fr] sm:gap-x-6">
        <dt className="font-semibold">Account name</dt>
        <dd>{bank.accountName}</dd>
        <dt className="font-semibold">Sort code</dt>
        <dd>{formatSortCode(bank.sortCode)}</dd>
        <dt className="font-semibold">Account number</dt>
        <dd>{bank.accountNumber}</dd>
        <dt className="font-semibold">Reference</dt>
        <dd>{reference}</dd>
      </dl>
    </section>
  );
}
