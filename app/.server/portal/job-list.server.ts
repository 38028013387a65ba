import { lastBookableDate, londonDate } from "~/lib/booking-rules";
import type { Kysely } from "kysely";
import { listCustomerJobs, type CustomerScope } from "../jobs/customer-jobs.server";
import { getBookingSettings } from "../jobs/settings.server";
import { JOB_PHOTO_LIMITS } from "../storage/photo-uploads.server";
import type { Database } from "../db/schema.server";
import type { JobListFacts } from "./types.server";

/** The jobs in scope, the dates their reschedule forms may offer, and where their photos are. */
export async function jobListFacts(
  db: Kysely<Database>,
  scope: CustomerScope,
  photoPath: string,
  now = new Date(),
): Promise<JobListFacts> {
  const [jobs, rules] = await Promise.all([
    listCustomerJobs(db, scope, { now }),
    getBookingSettings(db),
  ]);
  return {
    jobs,
    minDate: londonDate(now),
    maxDate: lastBookableDate(now, rules),
    photoPath,
    photoLimits: {
      maxFiles: JOB_PHOTO_LIMITS.maxFiles,
      maxMegabytes: JOB_PHOTO_LIMITS.maxFileBytes / (1024 * 1024),
    },
  };
}
