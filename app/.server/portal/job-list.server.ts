import { lastBookableDate, londonDate } from "~/lib/booking-rules";
import { app } from "../app.server";
import { listCustomerJobs, type CustomerScope } from "../jobs/customer-jobs.server";
import { getBookingSettings } from "../jobs/settings.server";
import type { JobListFacts } from "./types";

/** The jobs in scope and the dates their reschedule forms may offer. */
export async function jobListFacts(scope: CustomerScope, now = new Date()): Promise<JobListFacts> {
  const { db } = await app();
  const [jobs, rules] = await Promise.all([
    listCustomerJobs(db, scope, { now }),
    getBookingSettings(db),
  ]);
  return { jobs, minDate: londonDate(now), maxDate: lastBookableDate(now, rules) };
}
