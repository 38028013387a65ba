import type { ColumnType } from "kysely";
import type { PriceBasis, PriceCategory } from "~/lib/prices";

/** The price list (issue 11, decision 0041), joined into the `Database` of schema.server.ts. */
export interface PriceListTable {
  key: string;
  category: PriceCategory;
  label: string;
  /** Whole pence, VAT included. */
  price_pence: number;
  basis: PriceBasis;
  note: string | null;
  sort_order: number;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficePricesTables {
  price_list: PriceListTable;
}
