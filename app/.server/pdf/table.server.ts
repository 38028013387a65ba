import type PDFDocument from "pdfkit";

export interface PdfColumn {
  title: string;
  x: number;
  width: number;
  align: "left" | "right";
}

/**
 * One row of a table in a PDF (the invoices' lines, the statements'): each cell in its column,
 * the row as tall as its tallest cell, and a new page first when the row would run off this one.
 */
export function drawTableRow(
  pdf: InstanceType<typeof PDFDocument>,
  columns: readonly PdfColumn[],
  cells: readonly string[],
  { bold = false, margin }: { bold?: boolean; margin: number },
): void {
  if (pdf.y + 30 > pdf.page.height - margin) {
    pdf.addPage();
    pdf.y = margin;
  }
  const top = pdf.y;
  pdf.font(bold ? "Helvetica-Bold" : "Helvetica");
  let lowest = top;
  columns.forEach((column, index) => {
    pdf.text(cells[index] ?? "", column.x, top, { width: column.width, align: column.align });
    lowest = Math.max(lowest, pdf.y);
  });
  pdf.x = margin;
  pdf.y = lowest + 4;
}

/** The table's heading row: its columns' titles in bold. */
export function drawTableHeading(
  pdf: InstanceType<typeof PDFDocument>,
  columns: readonly PdfColumn[],
  margin: number,
): void {
  drawTableRow(
    pdf,
    columns,
    columns.map((column) => column.title),
    { bold: true, margin },
  );
}
