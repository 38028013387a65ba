import { LRUCache } from "lru-cache";
import { Honeypot, type HoneypotInputProps } from "remix-utils/honeypot/server";
import { env } from "../env.server";

let honeypot: Honeypot | undefined;
function instance() {
  honeypot ??= new Honeypot({ encryptionSeed: env().sessionSecret });
  return honeypot;
}

// Encrypting the "valid from" time costs on every page view; one value per 10 s serves
// everyone just as well (it only says the form was rendered before it was sent).
const recentProps = new LRUCache<"props", HoneypotInputProps>({ max: 1, ttl: 10_000 });

export function honeypotInputProps(): HoneypotInputProps {
  const cached = recentProps.get("props");
  if (cached) return cached;
  const props = instance().getInputProps();
  recentProps.set("props", props);
  return props;
}

/**
 * True when a bot filled the hidden field, left the hidden fields out, or sent a "valid from" value
 * our page did not write: decrypting a forged one throws (e.g. "Malformed UTF-8 data"), and
 * that is a refused form, not a server error.
 */
export async function isSpam(formData: FormData): Promise<boolean> {
  // remix-utils skips its check when both fields are missing; a form that renders them
  // always sends them, so their absence is a client that did not use our page.
  const { nameFieldName, validFromFieldName } = honeypotInputProps();
  if (!formData.has(nameFieldName)) return true;
  if (validFromFieldName && !formData.has(validFromFieldName)) return true;
  try {
    await instance().check(formData);
    return false;
  } catch {
    return true;
  }
}
