import { createCookieSessionStorage } from "@remix-run/node";
import {
  bookingConfirmationSchema as confirmationSchema,
  type BookingConfirmation,
} from "~/.server/booking/confirmation.server";
import { env } from "~/.server/env.server";

let storage:
  | ReturnType<
      typeof createCookieSessionStorage<Record<string, never>, { booking: BookingConfirmation }>
    >
  | undefined;
function confirmationStorage() {
  storage ??= createCookieSessionStorage<Record<string, never>, { booking: BookingConfirmation }>({
    cookie: {
      name: "wfc_booking",
      httpOnly: true,
      sameSite: "lax",
      path: "/book",
      secrets: [env().sessionSecret],
      secure: env().https,
    },
  });
  return storage;
}

/**
 * The links of a new booking exist only once, in plain text (the database keeps hashes), so
 * they travel to the confirmation page in a signed flash cookie, never in the URL: this is
 * its Set-Cookie value.
 */
export async function confirmationCookie(booking: BookingConfirmation): Promise<string> {
  const session = await confirmationStorage().getSession();
  session.flash("booking", booking);
  return confirmationStorage().commitSession(session);
}

export async function readConfirmation(
  request: Request,
): Promise<{ booking: BookingConfirmation | null; headers: Headers }> {
  const session = await confirmationStorage().getSession(request.headers.get("Cookie"));
  const parsed = confirmationSchema.safeParse(session.get("booking"));
  return {
    booking: parsed.success ? parsed.data : null,
    headers: new Headers({ "Set-Cookie": await confirmationStorage().commitSession(session) }),
  };
}
