import { createHmac } from "node:crypto";

// Stripe's wire formats, as the stand-in reads and writes them.

export type FormValue = string | FormObject | FormValue[];
export interface FormObject {
  [key: string]: FormValue;
}

type Container = FormObject | FormValue[];

function put(node: Container, part: string, value: FormValue) {
  if (Array.isArray(node)) node[Number(part)] = value;
  else node[part] = value;
}

function childOf(node: Container, part: string, nextIsIndex: boolean): Container {
  const existing = Array.isArray(node) ? node[Number(part)] : node[part];
  if (existing !== undefined && typeof existing !== "string") return existing;
  const made: Container = nextIsIndex ? [] : {};
  put(node, part, made);
  return made;
}

/** Stripe's form encoding (`line_items[0][price_data][currency]`) back to nested values. */
export function decodeStripeForm(body: string): FormObject {
  const root: FormObject = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.split(/\[|\]\[|\]/).filter((part) => part !== "");
    let node: Container = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) put(node, part, value);
      else node = childOf(node, part, /^\d+$/.test(path[index + 1] ?? ""));
    });
  }
  return root;
}

export function stripeSignatureHeader(payload: string, secret: string, timestamp: number): string {
  const signature = createHmac("sha256", secret).update(`${timestamp}.${payload}`).digest("hex");
  return `t=${timestamp},v1=${signature}`;
}
