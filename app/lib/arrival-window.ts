/**
 * An arrival window offered to pick from, by the booking form and by the reschedule form
 * alike: `start` is the ISO instant the form posts back, `label` what the visitor reads
 * ("08:00–10:00", or with the day when the list spans several days), `free` the places
 * left (0 when full).
 */
export interface WindowChoice {
  start: string;
  end: string;
  label: string;
  free: number;
}

/** One day's windows, as /book/windows answers: with the next free ones when the day is full. */
export interface DayWindows {
  date: string;
  windows: WindowChoice[];
  /** Free windows on the following days, labelled with their day; empty unless the day is full. */
  nextFree: WindowChoice[];
}
