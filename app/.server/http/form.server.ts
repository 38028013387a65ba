import { data } from "@remix-run/node";
import { z } from "zod";
import { isSpam } from "./honeypot.server";
import { isStructuredName, schemaFieldNames } from "./form-fields.server";
import { readMultipart, type FileLimits, type RefusedFile } from "./multipart.server";
import { isSameOrigin } from "./origin.server";

export type { FileLimits, RefusedFile } from "./multipart.server";

/** The schema of a form that is only a button (sign out, reset the app). */
export const buttonOnlyForm = z.object({});

export interface ReadFormOptions {
  /** The schema (or schemas, for a page with several forms) whose fields the form declares. */
  schema: z.ZodTypeAny | readonly z.ZodTypeAny[];
  /** Names the form posts beyond its schema's: a submit button's `intent`, a file input. */
  fields?: readonly string[];
  /** Public forms: quietly refuse what a bot fills in (remix-utils honeypot). */
  honeypot?: boolean;
  /** Forms with a file input: what may come as files; without it files are read past. */
  files?: FileLimits;
}

export interface ReadForm {
  formData: FormData;
  refusedFiles: RefusedFile[];
}

/** Limits no real form of this site comes near; each one keeps a hostile body small. */
const FORM_LIMITS = {
  urlencodedBytes: 256 * 1024,
  fields: 100,
  valueChars: 20_000,
  nameChars: 100,
} as const;

const MESSAGES = {
  crossSite: "This form was sent from another site and has been refused.",
  unsupported:
    "This form was sent in a way the site does not read. Please use the form on the page.",
  unreadable: "This form could not be read. Please try again.",
  tooLarge: "This form is too large to send.",
  unexpected: "This form has fields the page does not have. Please use the form on the page.",
  spam: "Your submission could not be accepted. Please try again.",
} as const;

function refuse(status: 400 | 403 | 413 | 415, message: string): never {
  throw data({ message }, { status });
}

/**
 * The one way every action reads its form. Refuses, with a 4xx and a plain message, what no
 * page of this site sends: a foreign Origin, a body of another type, one it cannot parse or
 * that is too large, too many fields or too long a value, and names in Conform's path syntax
 * (`x[100000000]` would make Conform build an array of that length). Fields the schema does
 * not declare are dropped, Conform's own `__intent__`/`__state__` with them: none of our forms
 * send them, and a malformed one makes Conform throw.
 */
export async function readForm(request: Request, options: ReadFormOptions): Promise<ReadForm> {
  if (!isSameOrigin(request)) refuse(403, MESSAGES.crossSite);
  const refusedFiles: RefusedFile[] = [];
  const sent = await readBody(request, options.files, refusedFiles);
  checkShape(sent);
  if (options.honeypot && (await isSpam(sent))) refuse(400, MESSAGES.spam);
  return { formData: declaredFields(sent, options), refusedFiles };
}

async function readBody(
  request: Request,
  files: FileLimits | undefined,
  refusedFiles: RefusedFile[],
): Promise<FormData> {
  const type = (request.headers.get("Content-Type") ?? "").toLowerCase();
  if (type.startsWith("application/x-www-form-urlencoded")) {
    const text = await readText(request, FORM_LIMITS.urlencodedBytes);
    const formData = new FormData();
    for (const [name, value] of new URLSearchParams(text)) formData.append(name, value);
    return formData;
  }
  if (type.startsWith("multipart/form-data")) {
    const outcome = await readMultipart(request, files ?? { maxFiles: 0, maxFileBytes: 0 });
    if (outcome.ok) {
      refusedFiles.push(...(files ? outcome.refusedFiles : []));
      return outcome.formData;
    }
    refuse(
      outcome.reason === "too-large" ? 413 : 400,
      MESSAGES[outcome.reason === "too-large" ? "tooLarge" : "unreadable"],
    );
  }
  refuse(415, MESSAGES.unsupported);
}

async function readText(request: Request, limit: number): Promise<string> {
  const declared = Number(request.headers.get("Content-Length") ?? "0");
  if (declared > limit) refuse(413, MESSAGES.tooLarge);
  if (!request.body) return "";
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let bytes = 0;
  for (;;) {
    const chunk = await reader.read().catch(() => null);
    if (!chunk) refuse(400, MESSAGES.unreadable);
    if (chunk.done) break;
    bytes += chunk.value.byteLength;
    // Cancelling the stream would destroy the socket before the 413 is written: stop reading
    // and let the server discard the rest of the body after the answer.
    if (bytes > limit) {
      reader.releaseLock();
      refuse(413, MESSAGES.tooLarge);
    }
    chunks.push(chunk.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function checkShape(formData: FormData) {
  let count = 0;
  for (const [name, value] of formData) {
    count += 1;
    if (count > FORM_LIMITS.fields) refuse(413, MESSAGES.tooLarge);
    if (name.length > FORM_LIMITS.nameChars || isStructuredName(name)) {
      refuse(400, MESSAGES.unexpected);
    }
    if (typeof value === "string" && value.length > FORM_LIMITS.valueChars) {
      refuse(413, MESSAGES.tooLarge);
    }
  }
}

const schemaNames = new WeakMap<z.ZodTypeAny, readonly string[]>();

function namesOf({ schema, fields = [] }: ReadFormOptions): Set<string> {
  const schemas: readonly z.ZodTypeAny[] = isSchemaList(schema) ? schema : [schema];
  const names = new Set(fields);
  for (const one of schemas) {
    let known = schemaNames.get(one);
    if (!known) {
      known = schemaFieldNames(one);
      schemaNames.set(one, known);
    }
    for (const name of known) names.add(name);
  }
  return names;
}

function isSchemaList(schema: ReadFormOptions["schema"]): schema is readonly z.ZodTypeAny[] {
  return Array.isArray(schema);
}

function declaredFields(sent: FormData, options: ReadFormOptions): FormData {
  const names = namesOf(options);
  const kept = new FormData();
  for (const [name, value] of sent) if (names.has(name)) kept.append(name, value);
  return kept;
}
