import { data } from "@remix-run/node";
import { isSameOrigin } from "./origin.server";
import { isSpam } from "./honeypot.server";

/**
 * The first step of every action: refuse cross-site posts (403) and, for public forms,
 * quietly drop bot submissions (400). Returns the parsed form data.
 */
export async function readSubmission(
  request: Request,
  options: { honeypot?: boolean } = {},
): Promise<FormData> {
  if (!isSameOrigin(request)) {
    throw data(
      { message: "This form was sent from another site and has been refused." },
      { status: 403 },
    );
  }
  const formData = await request.formData();
  if (options.honeypot && (await isSpam(formData))) {
    throw data(
      { message: "Your submission could not be accepted. Please try again." },
      { status: 400 },
    );
  }
  return formData;
}
