import type { ColumnType, Generated } from "kysely";
import type { CalendarDate, Timestamp } from "./schema.server";

/**
 * Tables of the reviews (issue 12): testimonials and their moderation, joined into the one `Database` interface of schema.server.ts.
 */

export interface TestimonialsTable {
  id: Generated<string>;
  author_name: string;
  location: string;
  rating: number;
  body: string;
  service_slug: string;
  received_on: CalendarDate;
  published: ColumnType<boolean, boolean | undefined, boolean>;
  /** The job whose review link it came through (reviews wait unpublished for the office). */
  job_id: string | null;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface ReviewsTables {
  testimonials: TestimonialsTable;
}
