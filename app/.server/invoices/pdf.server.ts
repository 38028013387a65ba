import PDFDocument from "pdfkit";
import { formatQuantity, VAT_RATE_LABELS } from "~/lib/invoice-lines";
import { formatPence } from "~/lib/money";
import {
  INVOICE_STATUS_LABELS,
  type BankDetails,
  type InvoiceDocument,
} from "~/lib/views/invoices";
import { documentTitle, formatInvoiceDate, reverseChargeNote } from "~/lib/invoice-wording";
import { drawTableHeading, drawTableRow, type PdfColumn } from "../pdf/table.server";

const MARGIN = 50;
const COLUMNS: readonly PdfColumn[] = [
  { title: "Description", x: 50, width: 215, align: "left" },
  { title: "Qty", x: 265, width: 40, align: "right" },
  { title: "Unit price (ex VAT)", x: 305, width: 80, align: "right" },
  { title: "VAT rate", x: 385, width: 50, align: "right" },
  { title: "Amount (ex VAT)", x: 435, width: 110, align: "right" },
];

/**
 * The invoice or credit note as an A4 PDF (pdfkit, its standard Helvetica: nothing to embed),
 * with every particular the page shows: the same document, from the same figures.
 */
export function invoicePdf(
  document: InvoiceDocument,
  bank: BankDetails | null,
  reverseChargeVatPence: number,
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `${documentTitle(document)} ${document.number ?? ""}`.trim() },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font("Helvetica-Bold").fontSize(18).text(documentTitle(document));
  pdf.font("Helvetica").fontSize(10).moveDown(0.5);
  if (document.number) pdf.text(`Number: ${document.number}`);
  if (document.creditsNumber) pdf.text(`Credits invoice: ${document.creditsNumber}`);
  if (document.issueDate) pdf.text(`Date of issue: ${formatInvoiceDate(document.issueDate)}`);
  if (document.taxPoint) pdf.text(`Tax point: ${formatInvoiceDate(document.taxPoint)}`);
  if (document.dueDate) pdf.text(`Due: ${formatInvoiceDate(document.dueDate)}`);
  if (document.standing) pdf.text(`Status: ${INVOICE_STATUS_LABELS[document.standing.status]}`);
  pdf.moveDown();

  const top = pdf.y;
  pdf.font("Helvetica-Bold").text("From", MARGIN, top);
  pdf.font("Helvetica").text(document.sellerName).text(document.sellerAddress, { width: 230 });
  if (document.vatNumber) pdf.text(`VAT number: ${document.vatNumber}`);
  const leftBottom = pdf.y;
  pdf.font("Helvetica-Bold").text("To", 310, top);
  pdf.font("Helvetica").text(document.buyerName, 310).text(document.buyerAddress, 310, undefined, {
    width: 235,
  });
  pdf.y = Math.max(leftBottom, pdf.y);
  pdf.x = MARGIN;
  pdf.moveDown();

  const row = (cells: readonly string[]) => drawTableRow(pdf, COLUMNS, cells, { margin: MARGIN });
  drawTableHeading(pdf, COLUMNS, MARGIN);
  for (const line of document.lines) {
    row([
      line.description,
      formatQuantity(line.quantityHundredths),
      formatPence(line.unitPricePence),
      document.vatRegistered ? VAT_RATE_LABELS[line.vatRate] : "",
      formatPence(line.netPence),
    ]);
  }
  pdf.moveDown();
  const total = (label: string, pence: number, bold = false) => {
    const y = pdf.y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica");
    pdf.text(label, 300, y, { width: 135, align: "right" });
    pdf.text(formatPence(pence), 435, y, { width: 110, align: "right" });
    pdf.x = MARGIN;
  };
  if (document.vatRegistered && !document.reverseCharge) {
    for (const rate of document.byRate) {
      total(
        `VAT at ${VAT_RATE_LABELS[rate.vatRate]} on ${formatPence(rate.netPence)}`,
        rate.vatPence,
      );
    }
    total("Total without VAT", document.netPence);
    total("VAT", document.vatPence);
  }
  total(document.kind === "credit_note" ? "Total credited" : "Total", document.grossPence, true);
  if (document.standing && document.standing.paidPence !== 0) {
    total("Paid", document.standing.paidPence);
  }
  if (document.standing && document.standing.creditedPence !== 0) {
    total("Credited", document.standing.creditedPence);
  }
  if (document.standing) total("Balance to pay", Math.max(0, document.standing.balancePence), true);
  pdf.moveDown();
  if (document.reverseCharge) {
    pdf.font("Helvetica-Bold").text(reverseChargeNote(reverseChargeVatPence), MARGIN);
  }
  if (!document.vatRegistered)
    pdf.font("Helvetica").text("No VAT is charged: we are not VAT registered.", MARGIN);
  if (bank && document.kind === "invoice") {
    pdf.moveDown().font("Helvetica-Bold").text("Pay by bank transfer", MARGIN);
    pdf
      .font("Helvetica")
      .text(
        `Account name: ${bank.accountName}. Sort code: ${formatSortCode(bank.sortCode)}. Account number: ${bank.accountNumber}. Reference: ${document.number ?? ""}.`,
      );
  }
  pdf.end();
  return done;
}

/** "401234" → "40-12-34" */
export function formatSortCode(sortCode: string): string {
  return sortCode.replace(/^(\d{2})(\d{2})(\d{2})$/, "$1-$2-$3");
}
