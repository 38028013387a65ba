import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { orgStatementFile } from "~/.server/orgs/org-invoices.server";
import type { AppServices } from "~/.server/services.server";
import { isStatementMonth, londonMonth, previousMonth } from "~/lib/statement-month";

/**
 * The loaders of /org/{slug}/statement.pdf and .csv?month=2026-11: the organisation's money
 * statement for a London month (last month's without one), for its managers and owners.
 */
export async function statementResponse(
  services: AppServices,
  request: Request,
  slug: string | undefined,
  format: "pdf" | "csv",
): Promise<Response> {
  const { scope, headers } = await requireOrganisation(services, request, slug, {
    needs: "manager",
  });
  const asked = new URL(request.url).searchParams.get("month");
  const month = asked ?? previousMonth(londonMonth(new Date()));
  if (!isStatementMonth(month)) {
    return new Response("Choose a month like 2026-07.", {
      status: 400,
      headers: combineHeaders(headers, {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": PERSONAL_CACHE_CONTROL,
      }),
    });
  }
  const file = await orgStatementFile(services.db, scope, month, format);
  const body = typeof file.body === "string" ? file.body : new Uint8Array(file.body);
  return new Response(body, {
    headers: combineHeaders(headers, {
      "Content-Type": file.contentType,
      "Content-Disposition": `attachment; filename="${file.filename}"`,
      "Cache-Control": PERSONAL_CACHE_CONTROL,
      "X-Content-Type-Options": "nosniff",
    }),
  });
}
