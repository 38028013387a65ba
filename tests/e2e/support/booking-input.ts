import type { BookingInput } from "../../../app/lib/schemas/booking";

/** The leaking-tap booking the specs that prepare jobs in-process make, in a given window. */
export function leakyTapBooking(date: string, windowStart: Date, email: string): BookingInput {
  return {
    service: "plumbing-repairs",
    description: "The kitchen tap drips all night and the seal looks worn.",
    emergency: false,
    postcode: "CV5 6AA",
    date,
    windowStart: windowStart.toISOString(),
    address: "12 Spon Street, Coventry",
    name: "Sarah Mitchell",
    email,
    phone: "+447400123456",
  };
}
