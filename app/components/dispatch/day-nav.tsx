import { Form, Link } from "@remix-run/react";
import type { Board } from "~/lib/views/dispatch";

function dayHref(day: string): string {
  return `/admin?${new URLSearchParams({ day })}`;
}

/** Previous and next day, today, and a date picker that works as a plain GET form. */
export function DayNav({ board }: { board: Board }) {
  return (
    <nav aria-label="Choose the day" className="flex flex-wrap items-end gap-2">
      <Link to={dayHref(board.previousDay)} className="btn-secondary" prefetch="intent">
        <span aria-hidden="true">←</span> Previous day
      </Link>
      {board.day === board.today ? null : (
        <Link to={dayHref(board.today)} className="btn-secondary">
          Today
        </Link>
      )}
      <Link to={dayHref(board.nextDay)} className="btn-secondary" prefetch="intent">
        Next day <span aria-hidden="true">→</span>
      </Link>
      <Form method="get" action="/admin" className="flex items-end gap-2">
        <div>
          <label htmlFor="board-day" className="field-label">
            Go to a day
          </label>
          <input
            id="board-day"
            name="day"
            type="date"
            required
            defaultValue={board.day}
            key={board.day}
            className="field-input min-h-11"
          />
        </div>
        <button type="submit" className="btn-primary">
          Show
        </button>
      </Form>
    </nav>
  );
}

/** The seven days around the board's, each with its load: places booked of places there are. */
export function WeekStrip({ board }: { board: Board }) {
  return (
    <nav aria-label="The week around this day" className="mt-4">
      <ol className="grid grid-cols-7 gap-1 sm:gap-2">
        {board.week.map((day) => {
          const share = day.capacity === 0 ? 0 : Math.min(1, day.booked / day.capacity);
          const full = day.capacity > 0 && day.booked >= day.capacity;
          const [weekday = "", date = "", month = ""] = day.label.split(" ");
          return (
            <li key={day.day}>
              <Link
                to={dayHref(day.day)}
                aria-current={day.isSelected ? "page" : undefined}
                className={`flex h-full min-h-11 flex-col gap-0.5 rounded-lg border px-1 py-1.5 text-center no-underline hover:border-brand-700 sm:px-3 sm:text-left ${
                  day.isSelected
                    ? "border-brand-700 bg-brand-700 text-white"
                    : "border-slate-300 bg-white text-slate-900"
                }`}
              >
                <span className="text-sm font-bold">
                  {weekday} {date}
                  <span className="hidden sm:inline"> {month}</span>
                  {day.isToday ? (
                    <span className="block text-xs font-semibold sm:ml-1 sm:inline">today</span>
                  ) : null}
                </span>
                <span className="text-xs sm:text-sm">
                  {day.booked}/{day.capacity}
                  <span className="hidden sm:inline"> booked</span>
                  <span className="sr-only sm:hidden"> booked</span>
                  {full ? " · full" : ""}
                </span>
                <span
                  aria-hidden="true"
                  className={`mt-auto block h-1.5 overflow-hidden rounded-full ${
                    day.isSelected ? "bg-brand-900" : "bg-slate-200"
                  }`}
                >
                  <span
                    className={`block h-full rounded-full ${
                      full ? "bg-red-600" : day.isSelected ? "bg-white" : "bg-brand-600"
                    }`}
                    style={{ width: `${Math.round(share * 100)}%` }}
                  />
                </span>
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
