// When the engineer tells a customer they are on the way, or marks them arrived (decision 0087):
// one rule for the server, the page and the phone's offline queue, each giving its own clock.
// No date-fns here: the engineer's pages load it.
import { londonDate } from "./calendar-date";

const MINUTE_MS = 60_000;

/** How far ahead the "On my way" form suggests arriving, when the window has begun. */
export const DEFAULT_TRAVEL_MINUTES = 20;
/** Setting off more than this long before the window starts asks the engineer first. */
export const EARLY_SETTING_OFF_HOURS = 2;
/** The latest arrival an engineer may announce, from now: a later time is refused. */
export const ARRIVAL_HORIZON_HOURS = 6;

/** The visit's arrival window, as instants. */
export interface VisitWindow {
  start: Date;
  end: Date;
}

/** "09:35", London time. */
export function londonClock(at: Date): string {
  return at.toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });
}

/**
 * The arrival the "On my way" form offers: in 20 minutes, rounded up to the next 5, and never
 * before the window starts, so the customer is not told a time they did not book. A window
 * further off than an arrival may be announced (a later day's job) cannot be offered: setting
 * off for it asks first (earlyStepQuestion), and once the customer has agreed, soon is right.
 */
export function suggestedArrival(window: VisitWindow | null, now: Date): string {
  const step = 5 * MINUTE_MS;
  const soon = Math.ceil((now.getTime() + DEFAULT_TRAVEL_MINUTES * MINUTE_MS) / step) * step;
  const start = window?.start.getTime() ?? 0;
  const announceable = start - now.getTime() <= ARRIVAL_HORIZON_HOURS * 60 * MINUTE_MS;
  return londonClock(new Date(announceable ? Math.max(soon, start) : soon));
}

export type EarlyStep = "on-my-way" | "arrived";

/**
 * Why this step must be confirmed before it is taken, or null: a job on a later day, setting
 * off hours before its window, telling the customer a time before it, or arriving before it.
 * `arrival` is the time the customer would be told, for "On my way".
 */
export function earlyStepQuestion(
  step: EarlyStep,
  window: VisitWindow | null,
  now: Date,
  arrival?: Date,
): string | null {
  if (!window) return null;
  const starts = londonClock(window.start);
  if (londonDate(window.start) > londonDate(now)) {
    return `This visit is booked for another day (${window.start.toLocaleDateString("en-GB", {
      weekday: "long",
      day: "numeric",
      month: "long",
      timeZone: "Europe/London",
    })}, from ${starts}). Tick to confirm the customer agreed to see you today.`;
  }
  if (step === "arrived") {
    return now.getTime() < window.start.getTime()
      ? `The window starts at ${starts}. Tick to confirm the customer agreed to an earlier visit.`
      : null;
  }
  if (window.start.getTime() - now.getTime() > EARLY_SETTING_OFF_HOURS * 60 * MINUTE_MS) {
    return `The window starts at ${starts}, more than ${EARLY_SETTING_OFF_HOURS} hours away. Tick to confirm the customer agreed to an earlier visit.`;
  }
  if (arrival && arrival.getTime() < window.start.getTime()) {
    return `That is before the window starts at ${starts}. Tick to confirm the customer agreed to an earlier visit.`;
  }
  return null;
}

/** The window of a job as its view carries it (ISO instants), or null when it has none. */
export function visitWindowOf(job: {
  windowStartsAt: string | null;
  windowEndsAt: string | null;
}): VisitWindow | null {
  return job.windowStartsAt && job.windowEndsAt
    ? { start: new Date(job.windowStartsAt), end: new Date(job.windowEndsAt) }
    : null;
}
