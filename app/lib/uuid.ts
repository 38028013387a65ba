const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a value from a URL or a form can be compared with a uuid column without an error. */
export function isUuid(value: string): boolean {
  return UUID.test(value);
}
