import { data } from "@remix-run/node";
import { isCalendarDate } from "~/lib/booking-rules";
import { app } from "../app.server";
import { listWindows } from "../jobs/availability.server";

export async function freeWindowsFor(date: string, emergency: boolean) {
  if (!isCalendarDate(date)) throw data({ message: "Choose a date" }, { status: 400 });
  const { db } = await app();
  const windows = await listWindows(db, date, { emergency, now: new Date() });
  return data({ date, windows }, { headers: { "Cache-Control": "no-store" } });
}
