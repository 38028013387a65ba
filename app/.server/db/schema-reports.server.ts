/**
 * Tables of the reports (issue 12), joined into the one `Database` interface of
 * schema.server.ts. The reports read the other domains' tables; a table only they need
 * (e.g. a rolled-up figure) goes here.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled as the reports need
export interface ReportsTables {}
