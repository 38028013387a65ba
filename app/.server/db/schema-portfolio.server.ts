import type { ColumnType, Generated } from "kysely";
import type { CalendarDate, Timestamp } from "./schema.server";

/**
 * Tables of the portfolio (issue 12): projects and their pictures, joined into the one `Database` interface of schema.server.ts.
 */

export interface PortfolioProjectsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  location: string;
  service_slug: string;
  summary: string;
  body: string;
  completed_on: CalendarDate;
  before_image_path: string | null;
  before_alt: string;
  after_image_path: string | null;
  after_alt: string;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PortfolioTables {
  portfolio_projects: PortfolioProjectsTable;
}
