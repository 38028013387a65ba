import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "../env.server";

let honeypot: Honeypot | undefined;
function instance() {
  honeypot ??= new Honeypot({ encryptionSeed: env().sessionSecret });
  return honeypot;
}

// Encrypting the "valid from" time costs on every page view; one value per 10 s serves
// everyone just as well (it only says the form was rendered before it was sent).
const PROPS_TTL_MS = 10_000;
let recent: { props: ReturnType<Honeypot["getInputProps"]>; at: number } | undefined;

export function honeypotInputProps() {
  const now = Date.now();
  if (!recent || now - recent.at > PROPS_TTL_MS)
    recent = { props: instance().getInputProps(), at: now };
  return recent.props;
}

/** True when a bot filled the hidden field or submitted too fast. */
export async function isSpam(formData: FormData): Promise<boolean> {
  try {
    await instance().check(formData);
    return false;
  } catch (error) {
    if (error instanceof SpamError) return true;
    throw error;
  }
}
