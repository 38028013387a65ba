/** ISO weekdays, Monday first, with their names. */
export const WEEKDAYS = [
  { iso: 1, name: "Monday" },
  { iso: 2, name: "Tuesday" },
  { iso: 3, name: "Wednesday" },
  { iso: 4, name: "Thursday" },
  { iso: 5, name: "Friday" },
  { iso: 6, name: "Saturday" },
  { iso: 7, name: "Sunday" },
] as const;
