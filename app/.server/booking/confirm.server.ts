import type { Kysely } from "kysely";
import type { Database } from "../db/schema.server";
import { getBusiness } from "../business/business.server";
import type { RefusedFile } from "../http/multipart.server";
import { refused, type Refusal } from "../http/refusal.server";
import { withDayLabel } from "../jobs/availability.server";
import { createBooking } from "../jobs/booking.server";
import { attachJobPhotos } from "../jobs/job-photos.server";
import { attemptAllowed } from "../rate-limit/rate-limit.server";
import type { PreparedPhoto } from "../storage/images.server";
import { prepareUploadedPhotos } from "../storage/photo-uploads.server";
import {
  parseStep,
  readValues,
  reviewState,
  slotState,
  type BookingAnswer,
  type BookingNotice,
  type BookingVisitor,
} from "./flow.server";
import { WINDOW_JUST_TAKEN_TITLE } from "~/lib/notices";

const NOTICE_TITLES: Record<Refusal["reason"], string> = {
  refused: "We could not book that",
  "rate-limited": "Too many bookings from here",
  unavailable: "We could not book that just now",
};

function noticeOf(refusal: Refusal): BookingNotice {
  return { title: NOTICE_TITLES[refusal.reason], message: refusal.message, callUs: true };
}

/**
 * The last step: checks every step again, the limits on bookings (per client address and
 * per e-mail address, then, without an account, the open bookings per e-mail address and
 * phone number), the photos, and books. Whatever stops it comes back on the "Check and book"
 * step as a notice, with everything typed kept; a window taken meanwhile goes back to the
 * time step with the nearest free windows.
 * refusedFiles: photos the multipart reader left out (too large, or too many).
 */
export async function confirmBooking(
  db: Kysely<Database>,
  formData: FormData,
  refusedFiles: readonly RefusedFile[],
  visitor: BookingVisitor,
): Promise<BookingAnswer> {
  const values = readValues(formData);
  const details = parseStep(formData, "details");
  if (details.status !== "success") {
    return {
      kind: "step",
      state: { step: "details", values, result: details.reply() },
      refusal: null,
    };
  }
  const slot = parseStep(formData, "slot");
  if (slot.status !== "success") {
    return {
      kind: "step",
      state: await slotState(db, values, { result: slot.reply() }),
      refusal: null,
    };
  }
  const contact = parseStep(formData, "contact");
  if (contact.status !== "success") {
    return {
      kind: "step",
      state: { step: "contact", values, result: contact.reply() },
      refusal: null,
    };
  }

  const refusedBeforeBooking = async (refusal: Refusal): Promise<BookingAnswer> => ({
    kind: "step",
    state: await reviewState(db, values, { notice: noticeOf(refusal) }),
    refusal,
  });

  const limited = await attemptAllowed(db, "booking", {
    ip: visitor.address,
    email: contact.value.email,
  });
  if (limited) return refusedBeforeBooking(limited);

  // Checked before booking, so a wrong file never leaves a booking made without its photos.
  const upload = await prepareUploadedPhotos(formData.getAll("photos"), refusedFiles);
  if (!upload.ok) {
    return {
      kind: "step",
      state: await reviewState(db, values, { photoError: upload.message }),
      refusal: null,
    };
  }

  const outcome = await createBooking(
    db,
    { ...details.value, ...slot.value, ...contact.value },
    {
      userId: visitor.account?.user.id ?? null,
      source: visitor.account ? "client" : "web",
      siteOrigin: visitor.siteOrigin,
      capOpenBookings: !visitor.account,
    },
  );
  if (outcome.ok) {
    await storeBookingPhotos(db, outcome.reference, upload.photos);
    const business = await getBusiness(db);
    return {
      kind: "booked",
      confirmation: {
        reference: outcome.reference,
        trackingUrl: outcome.trackingUrl,
        portalUrl: outcome.portalUrl,
        windowLabel: outcome.windowLabel,
        changeRule: outcome.changeRule,
        phoneDisplay: business.phoneDisplay,
      },
    };
  }
  if (outcome.reason === "window-full") {
    return {
      kind: "step",
      state: await slotState(db, values, {
        // They may fall on other days, so their labels name the day too.
        alternatives: outcome.alternatives.map(withDayLabel),
        notice: {
          title: WINDOW_JUST_TAKEN_TITLE,
          message:
            "Your details are kept. These are the nearest free arrival windows: choose one to finish booking.",
        },
      }),
      refusal: null,
    };
  }
  return refusedBeforeBooking(refused(outcome.message));
}

/**
 * The booking stands even when its photos cannot be stored (full disk, storage down): the
 * visitor has their confirmation and can add photos from the portal; the error is logged.
 */
async function storeBookingPhotos(
  db: Kysely<Database>,
  reference: string,
  photos: readonly PreparedPhoto[],
): Promise<void> {
  try {
    await attachJobPhotos(db, reference, photos);
  } catch (error) {
    console.error(`[wfc] Could not store the photos of booking ${reference}:`, error);
  }
}
