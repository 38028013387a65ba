/**
 * Tables of the office's settings (issue 11), joined into the one `Database` interface of
 * schema.server.ts. Columns added to existing tables stay beside those tables there.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by its issue
export interface OfficeSettingsTables {}
