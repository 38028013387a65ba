import type { LoaderFunctionArgs } from "@remix-run/node";
import { londonDate } from "~/lib/booking-rules";
import { isUuid } from "~/lib/uuid";
import { siteOrigin } from "~/.server/auth/auth.server";
import { requireRole } from "~/.server/http/guards.server";
import { exportClient } from "~/.server/clients/client-export.server";
import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { notFound } from "~/.server/http/not-found.server";

/** /admin/clients/{key}/export.json: everything held about the client (UK GDPR, access). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { headers } = await requireRole(context.services, request, ["admin"]);
  const key = params.clientId ?? "";
  if (!isUuid(key)) notFound();
  const { db } = context.services;
  const record = await exportClient(db, key.toLowerCase(), { siteOrigin: siteOrigin(request) });
  if (!record) notFound();
  return new Response(JSON.stringify(record, null, 2), {
    headers: combineHeaders(headers, {
      "Content-Type": "application/json; charset=utf-8",
      "Content-Disposition": `attachment; filename="client-${key.toLowerCase()}-${londonDate(new Date())}.json"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
