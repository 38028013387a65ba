import type { APIRequestContext } from "@playwright/test";
import { defaultValues, harvestForms } from "./form-harvest";

/**
 * The fields a form of a page sends untouched, read from the page as a browser without
 * JavaScript gets it: among them the honeypot's, without which a public form refuses the post
 * (app/.server/http/honeypot.server.ts). For tests that post the form straight to the server.
 */
export async function formDefaults(
  request: APIRequestContext,
  pagePath: string,
  formId: string,
): Promise<Record<string, string>> {
  const response = await request.get(pagePath);
  const form = harvestForms(await response.text(), response.url()).find(
    (candidate) => candidate.id === formId,
  );
  if (!form) throw new Error(`No form#${formId} on ${pagePath}`);
  return defaultValues(form);
}
