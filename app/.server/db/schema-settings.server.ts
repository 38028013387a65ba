import type { ColumnType } from "kysely";

/**
 * Tables of the office's settings (issue 11), joined into the one `Database` interface of
 * schema.server.ts. Columns added to existing tables stay beside those tables there.
 */

/** Postgres `numeric` reads as a string; written as a number or a string. */
type Coordinate = ColumnType<string, string | number, string | number>;

/** A town the business serves, in the order pages list them (the structured data's `areaServed`). */
export interface ServiceAreasTable {
  position: number;
  name: string;
  latitude: Coordinate;
  longitude: Coordinate;
}

/** The response targets a new organisation starts with. One row. */
export interface OrganisationDefaultsTable {
  id: ColumnType<boolean, boolean | undefined, never>;
  target_emergency_hours: ColumnType<number, number | undefined, number>;
  target_urgent_days: ColumnType<number, number | undefined, number>;
  target_routine_working_days: ColumnType<number, number | undefined, number>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

export interface OfficeSettingsTables {
  service_areas: ServiceAreasTable;
  organisation_defaults: OrganisationDefaultsTable;
}
