import { lastBookableDate, londonDate } from "~/lib/booking-rules";
import type { Kysely } from "kysely";
import { listCustomerJobs, type CustomerScope } from "../jobs/customer-jobs.server";
import { getBookingSettings } from "../jobs/settings.server";
import { JOB_PHOTO_LIMITS } from "../storage/photo-uploads.server";
import type { Database } from "../db/schema.server";
import {
  customerMoney,
  type CustomerMoney,
  type MoneyContext,
} from "../invoices/customer-money.server";
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

/**
 * A portal link's or a signed-in client's page: the jobs in scope with what their forms need,
 * and their money (quotes to answer, invoices, what is owed and paid), as the tracking page
 * shows a job's.
 */
export async function customerPageFacts(
  db: Kysely<Database>,
  scope: CustomerScope,
  photoPath: string,
  money: MoneyContext,
): Promise<{ facts: JobListFacts; money: CustomerMoney }> {
  const [facts, found] = await Promise.all([
    jobListFacts(db, scope, photoPath, money.now),
    customerMoney(db, { kind: "scope", scope }, money),
  ]);
  return { facts, money: found };
}
