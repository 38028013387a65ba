import type { InvoiceFormReply } from "~/lib/views/invoices";

export type InvoiceReply = InvoiceFormReply | undefined;

/** The answer meant for this form, if the last one was. */
export function replyFor(reply: InvoiceReply, form: string) {
  return reply?.form === form ? reply.result : undefined;
}

/** 4500 → "45.00", as a money field shows it. */
export function poundsValue(pence: number): string {
  return (pence / 100).toFixed(2);
}
