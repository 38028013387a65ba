import PDFDocument from "pdfkit";
import { describe, expect, it } from "vitest";
import { drawTableHeading, drawTableRow, type PdfColumn } from "./table.server";

const COLUMNS: readonly PdfColumn[] = [
  { title: "Description", x: 50, width: 300, align: "left" },
  { title: "Amount", x: 350, width: 195, align: "right" },
];

function tableOf(rows: number) {
  const pdf = new PDFDocument({ size: "A4", margin: 50, bufferPages: true });
  drawTableHeading(pdf, COLUMNS, 50);
  const ends: number[] = [];
  for (let index = 0; index < rows; index += 1) {
    drawTableRow(pdf, COLUMNS, [`Line ${index + 1}`, "£1.00"], { margin: 50 });
    ends.push(pdf.y);
  }
  return { pages: pdf.bufferedPageRange().count, ends, pageHeight: pdf.page.height };
}

describe("drawTableRow", () => {
  it("moves a row that would run off the page to the top of a new one", () => {
    const { pages, ends, pageHeight } = tableOf(80);
    expect(pages).toBeGreaterThan(1);
    // Every row ends above the bottom margin: none is cut by the page's edge.
    expect(ends.filter((end) => end > pageHeight - 50)).toEqual([]);
  });

  it("keeps a short table on one page, each row below the last", () => {
    const { pages, ends } = tableOf(5);
    expect(pages).toBe(1);
    expect(ends.every((end, index) => index === 0 || end > (ends[index - 1] ?? 0))).toBe(true);
  });
});
