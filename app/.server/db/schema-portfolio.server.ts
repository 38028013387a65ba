import type { ColumnType, Generated } from "kysely";
import type { CalendarDate, NullableTimestamp, Timestamp } from "./schema.server";

/**
 * Tables of the portfolio (issue 12): projects and their pictures, joined into the one `Database` interface of schema.server.ts.
 */

/** How the customer of a job agreed to their photos being shown on the site. */
export type PortfolioConsentMethod = "phone" | "in-writing" | "job-sheet" | "in-person" | "email";

export type PortfolioImageStage = "before" | "after";

export interface PortfolioProjectsTable {
  id: Generated<string>;
  slug: string;
  title: string;
  location: string;
  service_slug: string;
  summary: string;
  body: string;
  completed_on: CalendarDate;
  /** The seed's description of the first before/after picture; empty for new projects. */
  before_alt: ColumnType<string, string | undefined, string>;
  after_alt: ColumnType<string, string | undefined, string>;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** The office's order on /portfolio and /admin/portfolio, smallest first. */
  position: ColumnType<number, number | undefined, number>;
  source_job_id: ColumnType<string | null, string | null | undefined, string | null>;
  consent_recorded_at: NullableTimestamp;
  consent_recorded_by: ColumnType<string | null, string | null | undefined, string | null>;
  consent_method: ColumnType<
    PortfolioConsentMethod | null,
    PortfolioConsentMethod | null | undefined,
    PortfolioConsentMethod | null
  >;
  consent_note: ColumnType<string | null, string | null | undefined, string | null>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface PortfolioImagesTable {
  id: Generated<string>;
  project_id: string;
  stage: PortfolioImageStage;
  position: number;
  alt: string;
  image_key: string;
  image_widths: number[];
  image_width: number;
  image_height: number;
  source_job_photo_id: ColumnType<string | null, string | null | undefined, never>;
  created_at: Timestamp;
}

export interface PortfolioTables {
  portfolio_projects: PortfolioProjectsTable;
  portfolio_images: PortfolioImagesTable;
}
