import PDFDocument from "pdfkit";
import { formatInvoiceDate } from "~/lib/invoice-wording";
import { formatPence } from "~/lib/money";
import { drawTableHeading, drawTableRow, type PdfColumn } from "../pdf/table.server";
import type { MonthlyStatement, StatementLineKind } from "./org-statement.server";

const MARGIN = 50;
const COLUMNS: readonly PdfColumn[] = [
  { title: "Date", x: 50, width: 95, align: "left" },
  { title: "Type", x: 145, width: 65, align: "left" },
  { title: "Reference", x: 210, width: 70, align: "left" },
  { title: "Details", x: 280, width: 125, align: "left" },
  { title: "Amount", x: 405, width: 70, align: "right" },
  { title: "Balance", x: 475, width: 70, align: "right" },
];

const TYPES: Record<StatementLineKind, string> = {
  invoice: "Invoice",
  credit_note: "Credit note",
  payment: "Payment",
  refund: "Refund",
};

/**
 * The organisation's statement for a month as an A4 PDF (pdfkit with its standard Helvetica,
 * as the invoices are): who it is from and to, the summary (opening, invoiced, credited,
 * paid, closing) and every line with the balance after it — the same figures as the page and
 * the CSV.
 */
export function statementPdf(
  statement: MonthlyStatement,
  seller: { name: string; address: string },
): Promise<Buffer> {
  const pdf = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    info: { Title: `Statement for ${statement.organisationName}, ${statement.monthLabel}` },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on("data", (chunk: Buffer) => chunks.push(chunk));
    pdf.on("end", () => resolve(Buffer.concat(chunks)));
    pdf.on("error", reject);
  });

  pdf.font("Helvetica-Bold").fontSize(18).text(`Statement: ${statement.monthLabel}`);
  pdf.font("Helvetica").fontSize(10).moveDown(0.5);
  const top = pdf.y;
  pdf.font("Helvetica-Bold").text("From", MARGIN, top);
  pdf.font("Helvetica").text(seller.name).text(seller.address, { width: 230 });
  const leftBottom = pdf.y;
  pdf.font("Helvetica-Bold").text("To", 310, top);
  pdf.font("Helvetica").text(statement.organisationName, 310);
  if (statement.billingAddress) {
    pdf.text(statement.billingAddress, 310, undefined, { width: 235 });
  }
  pdf.y = Math.max(leftBottom, pdf.y);
  pdf.x = MARGIN;
  pdf.moveDown();

  const summary: [string, number, boolean][] = [
    [
      `Opening balance on ${formatInvoiceDate(`${statement.month}-01`)}`,
      statement.openingPence,
      false,
    ],
    ["Invoiced in the month", statement.invoicedPence, false],
    ["Credited in the month", -statement.creditedPence, false],
    ["Paid in the month", -statement.paidPence, false],
    ["Closing balance", statement.closingPence, true],
  ];
  for (const [label, pence, bold] of summary) {
    const y = pdf.y;
    pdf.font(bold ? "Helvetica-Bold" : "Helvetica");
    pdf.text(label, MARGIN, y, { width: 300 });
    pdf.text(formatPence(pence), 405, y, { width: 140, align: "right" });
    pdf.x = MARGIN;
  }
  pdf.moveDown();

  const row = (cells: readonly string[]) => drawTableRow(pdf, COLUMNS, cells, { margin: MARGIN });
  drawTableHeading(pdf, COLUMNS, MARGIN);
  if (statement.lines.length === 0) {
    pdf.font("Helvetica").text("No invoices, credit notes or payments this month.", MARGIN);
  }
  for (const line of statement.lines) {
    row([
      formatInvoiceDate(line.date),
      TYPES[line.kind],
      line.reference,
      line.details,
      formatPence(line.amountPence),
      formatPence(line.balancePence),
    ]);
  }
  pdf.moveDown();
  pdf
    .font("Helvetica")
    .text(
      "Amounts raise (invoices) or lower (credit notes, payments) what is owed. A negative balance is money we hold for you.",
      MARGIN,
    );
  pdf.end();
  return done;
}
