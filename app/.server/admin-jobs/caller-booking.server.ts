import type { Kysely } from "kysely";
import type { z } from "zod";
import { services } from "~/content/services";
import {
  lastBookableDate,
  londonDate,
  windowsForDate,
  windowTimesOfWeek,
} from "~/lib/booking-rules";
import { describeServedArea } from "~/lib/postcode";
import type { callerBookingSchema } from "~/lib/schemas/admin-jobs";
import { listEngineers } from "../accounts/engineers.server";
import type { StaffActor } from "../audit/change-log.server";
import { closeEnquiryWithJob } from "../contacts/enquiry-changes.server";
import type { Database } from "../db/schema.server";
import { dispatchJob } from "../dispatch/dispatch.server";
import { createBooking } from "../jobs/booking.server";
import {
  ENGINEER_UNAVAILABLE_MESSAGES,
  engineerAvailability,
} from "../jobs/engineer-availability.server";
import { getBookingSettings } from "../jobs/settings.server";
import { formatClockTime } from "../tracking/timeline.server";
import type { CallerBookingFacts } from "~/lib/views/admin-jobs";

export type CallerBooking = z.output<typeof callerBookingSchema>;

export type CallerBookingResult =
  | {
      ok: true;
      reference: string;
      windowLabel: string;
      /** Why the chosen engineer could not be given the job after all, if so. */
      engineerProblem: string | null;
    }
  | {
      ok: false;
      reason: "refused";
      message: string;
      field: "windowTime" | "engineerId" | "postcode";
    };

function refusedAt(field: "windowTime" | "engineerId" | "postcode", message: string) {
  return { ok: false, reason: "refused", message, field } as const;
}

/** What the office's booking form offers: services, engineers, the day's windows, the dates. */
export async function callerBookingFacts(
  db: Kysely<Database>,
  now = new Date(),
): Promise<CallerBookingFacts> {
  const [rules, engineers] = await Promise.all([getBookingSettings(db), listEngineers(db)]);
  const today = londonDate(now);
  return {
    services: services.map((service) => ({ value: service.slug, label: service.name })),
    engineers: engineers.map((engineer) => ({ id: engineer.id, name: engineer.name })),
    windowTimes: windowTimesOfWeek(rules),
    minDate: today,
    maxDate: lastBookableDate(now, rules),
    servedArea: describeServedArea(rules.servedOutwardCodes),
  };
}

/**
 * The office books a job for someone on the phone: the public booking's rules and e-mails
 * (createBooking) except the notice period, source "admin", and optionally an engineer, who
 * is checked before booking and given the job through the office's own dispatchJob after.
 * When the engineer is taken meanwhile the booking stands, unassigned, and says why. A job
 * booked from an enquiry (`enquiryId`) is linked to it, and the enquiry closed.
 */
export async function bookForCaller(
  db: Kysely<Database>,
  actor: StaffActor,
  input: CallerBooking,
  options: { siteOrigin: string; now?: Date; enquiryId?: string | null },
): Promise<CallerBookingResult> {
  const now = options.now ?? new Date();
  const rules = await getBookingSettings(db);
  const window = windowsForDate(input.date, rules).find(
    (each) => formatClockTime(each.start) === input.windowTime,
  );
  if (!window) {
    const times = windowsForDate(input.date, rules).map((each) => each.label);
    return refusedAt(
      "windowTime",
      times.length > 0
        ? `That day's arrival windows are ${times.join(", ")}: choose one of them.`
        : "We are closed that day: choose another date.",
    );
  }
  if (input.engineerId) {
    const availability = await engineerAvailability(db, input.engineerId, window);
    if (availability !== "free") {
      return refusedAt("engineerId", ENGINEER_UNAVAILABLE_MESSAGES[availability]);
    }
  }

  const booked = await createBooking(
    db,
    {
      service: input.service,
      description: input.description,
      emergency: input.emergency,
      postcode: input.postcode,
      date: input.date,
      windowStart: window.start.toISOString(),
      address: input.address,
      name: input.name,
      email: input.email,
      phone: input.phone,
    },
    { source: "admin", bookedByStaff: { id: actor.id }, siteOrigin: options.siteOrigin, now },
  );
  if (!booked.ok) {
    switch (booked.reason) {
      case "out-of-area":
        return refusedAt("postcode", booked.message);
      case "window-full": {
        const others = booked.alternatives.map((free) => free.label);
        return refusedAt(
          "windowTime",
          `That window is full.${others.length > 0 ? ` Free nearby: ${others.join(", ")}.` : ""}`,
        );
      }
      default:
        return refusedAt("windowTime", booked.message);
    }
  }

  let engineerProblem: string | null = null;
  if (input.engineerId) {
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    const assigned = await dispatchJob(
      db,
      actor,
      { jobId: job.id, engineerId: input.engineerId, windowStart: null },
      { siteOrigin: options.siteOrigin, now },
    );
    if (!assigned.ok) {
      engineerProblem =
        assigned.reason === "refused" ? assigned.message : "The engineer could not be assigned.";
    }
  }
  if (options.enquiryId) {
    const job = await db
      .selectFrom("jobs")
      .select("id")
      .where("reference", "=", booked.reference)
      .executeTakeFirstOrThrow();
    await closeEnquiryWithJob(db, actor, options.enquiryId, {
      id: job.id,
      reference: booked.reference,
    });
  }
  return {
    ok: true,
    reference: booked.reference,
    windowLabel: booked.windowLabel,
    engineerProblem,
  };
}
