import { lineFigures, netUnitPriceForGross, type VatRate } from "~/lib/invoice-lines";

/** A line as it is written to a draft: the figures come from app/lib/invoice-lines. */
export interface DraftLineInput {
  priceKey: string | null;
  description: string;
  quantityHundredths: number;
  unitPricePence: number;
  vatRate: VatRate;
}

export interface StoredLine extends DraftLineInput {
  position: number;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

/** What a job offers its draft invoice. */
export interface JobBillables {
  serviceName: string;
  reference: string;
  /** Agreed price with VAT (jobs.price_pence), if the office set one. */
  pricePence: number | null;
  /** The accepted quote's lines, if there is one: its prices are without VAT already. */
  quoteLines: DraftLineInput[] | null;
  materials: DraftLineInput[];
  timeOnSiteMinutes: number | null;
  /** Price-list prices with VAT: the call-out (first hour) and each further hour. */
  callOut: { key: string; label: string; pricePence: number } | null;
  hourly: { key: string; label: string; pricePence: number } | null;
}

const HOUR_MINUTES = 60;

/**
 * The lines of a job's draft invoice. The accepted quote is the agreed price; without one, the
 * job's agreed price (with VAT) is one line; without either, the price list's call-out and the
 * time on site beyond its first hour, in quarter hours rounded up. Materials the engineer
 * recorded are added in every case: a quote or a price covers the work, not parts bought on
 * the day. The office reviews the draft before it is issued.
 */
export function draftLinesForJob(job: JobBillables, vatRegistered: boolean): DraftLineInput[] {
  const lines: DraftLineInput[] = [];
  if (job.quoteLines && job.quoteLines.length > 0) {
    lines.push(...job.quoteLines);
  } else if (job.pricePence !== null && job.pricePence > 0) {
    lines.push({
      priceKey: null,
      description: `${job.serviceName} (job ${job.reference})`,
      quantityHundredths: 100,
      unitPricePence: netUnitPriceForGross(job.pricePence, "standard", vatRegistered),
      vatRate: "standard",
    });
  } else {
    if (job.callOut) {
      lines.push({
        priceKey: job.callOut.key,
        description: `${job.callOut.label} (job ${job.reference})`,
        quantityHundredths: 100,
        unitPricePence: netUnitPriceForGross(job.callOut.pricePence, "standard", vatRegistered),
        vatRate: "standard",
      });
    }
    const extraMinutes = Math.max(0, (job.timeOnSiteMinutes ?? 0) - HOUR_MINUTES);
    if (job.hourly && extraMinutes > 0) {
      const quarters = Math.ceil(extraMinutes / 15);
      lines.push({
        priceKey: job.hourly.key,
        description: job.hourly.label,
        quantityHundredths: quarters * 25,
        unitPricePence: netUnitPriceForGross(job.hourly.pricePence, "standard", vatRegistered),
        vatRate: "standard",
      });
    }
  }
  lines.push(...job.materials);
  return lines;
}

/** Each line with its position and its figures, as stored. */
export function storedLines(
  lines: readonly DraftLineInput[],
  vatRegistered: boolean,
): StoredLine[] {
  return lines.map((line, position) => ({
    ...line,
    position,
    ...lineFigures(line, vatRegistered),
  }));
}
