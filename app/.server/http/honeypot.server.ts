import { Honeypot, SpamError } from "remix-utils/honeypot/server";
import { env } from "../env.server";

let honeypot: Honeypot | undefined;
function instance() {
  honeypot ??= new Honeypot({ encryptionSeed: env().sessionSecret });
  return honeypot;
}

export function honeypotInputProps() {
  return instance().getInputProps();
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
