import { formatPence } from "~/lib/money";
import type { Business } from "~/lib/business";
import { documentTitle, formatInvoiceDate } from "~/lib/invoice-wording";
import type { BankDetails, InvoiceDocument } from "~/lib/views/invoices";
import type { OutgoingEmail } from "../email/outbox.server";
import { signOff } from "../jobs/booking-emails.server";
import { formatSortCode } from "./pdf.server";

function bankLines(bank: BankDetails | null, number: string): string {
  if (!bank) return "";
  return `\nTo pay by bank transfer: account name ${bank.accountName}, sort code ${formatSortCode(bank.sortCode)}, account number ${bank.accountNumber}, reference ${number}.\n`;
}

/** The issued invoice or credit note, with its PDF attached. */
export function issuedInvoiceEmail(input: {
  document: InvoiceDocument;
  pdf: Buffer;
  link: string;
  bank: BankDetails | null;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { document } = input;
  const number = document.number ?? "";
  const title = documentTitle(document);
  const credit = document.kind === "credit_note";
  const text = `Hello ${document.buyerName},

${credit ? `Here is our credit note ${number} for invoice ${document.creditsNumber ?? ""}: ${formatPence(document.grossPence)} credited.` : `Here is our invoice ${number} for ${formatPence(document.grossPence)}${document.jobReference ? ` (job ${document.jobReference})` : ""}, due by ${formatInvoiceDate(document.dueDate ?? document.issueDate ?? "")}.`}

The ${title.toLowerCase()} is attached as a PDF, and you can see it, and whether it is paid, at any time here:
${input.link}
${credit ? "" : bankLines(input.bank, number)}
Questions? Reply to this e-mail or call us on ${input.business.phoneDisplay}.

${signOff(input.business, input.siteOrigin)}
`;
  return {
    to: document.buyerEmail,
    kind: credit ? "invoice.credit-note" : "invoice.issued",
    subject: `${title} ${number} from ${input.business.name}`,
    text,
    attachments: [
      {
        filename: `${number}.pdf`,
        contentType: "application/pdf",
        content: input.pdf.toString("base64"),
        encoding: "base64",
      },
    ],
  };
}

/** The first (after the due date) or second (a week later) and last reminder. */
export function invoiceReminderEmail(input: {
  document: InvoiceDocument;
  reminder: 1 | 2;
  link: string;
  bank: BankDetails | null;
  business: Business;
  siteOrigin: string;
}): OutgoingEmail {
  const { document } = input;
  const number = document.number ?? "";
  const balance = document.standing?.balancePence ?? document.grossPence;
  const text = `Hello ${document.buyerName},

Our invoice ${number} was due on ${formatInvoiceDate(document.dueDate ?? "")} and ${formatPence(balance)} is still to pay. If you have paid it in the last few days, thank you, and please ignore this reminder.

The invoice, and whether it is paid:
${input.link}
${bankLines(input.bank, number)}
Questions? Reply to this e-mail or call us on ${input.business.phoneDisplay}.

${signOff(input.business, input.siteOrigin)}
`;
  return {
    to: document.buyerEmail,
    kind: "invoice.reminder",
    subject: `${input.reminder === 1 ? "Reminder" : "Second reminder"}: invoice ${number} is overdue`,
    text,
  };
}
