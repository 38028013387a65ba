import { app } from "../app.server";
import { clientAddress } from "../http/client-ip.server";
import { redirectWithToast } from "../http/toast.server";
import { submitContact } from "./contacts.server";

type SubmitInput = Parameters<typeof submitContact>[1];

/** Stores a message from the contact or property-services page; on success back to it with a toast. */
export async function sendMessageFromSite(request: Request, input: SubmitInput) {
  const { db } = await app();
  const result = await submitContact(db, input, { ip: clientAddress(request) });
  if (!result.ok) return result;
  throw await redirectWithToast(new URL(request.url).pathname, {
    type: "success",
    title: input.kind === "property-enquiry" ? "Enquiry sent" : "Message sent",
    description: "Thank you. We have e-mailed you a copy and will reply within one working day.",
  });
}
