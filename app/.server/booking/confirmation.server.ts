import { z } from "zod";

/** What the confirmation page of a new booking shows: its links exist only once, in plain text. */
export const bookingConfirmationSchema = z.object({
  reference: z.string(),
  trackingUrl: z.string(),
  portalUrl: z.string(),
  windowLabel: z.string(),
  /** Derived from the booking rules when it was booked: a same-day booking must be called. */
  changeRule: z.string(),
  phoneDisplay: z.string(),
});
export type BookingConfirmation = z.infer<typeof bookingConfirmationSchema>;
