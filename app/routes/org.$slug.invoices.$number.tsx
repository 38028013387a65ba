import type { LoaderFunctionArgs } from "@remix-run/node";
import { redirect } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { PERSONAL_CACHE_CONTROL } from "~/.server/http/cache-control.server";
import { combineHeaders } from "~/.server/http/headers.server";
import { notFound } from "~/.server/http/not-found.server";
import { requireOrganisation } from "~/.server/http/org-guard.server";
import { orgInvoiceLink } from "~/.server/orgs/org-invoices.server";

/**
 * /org/{slug}/invoices/{number}[?format=pdf]: opens one of the organisation's invoices or
 * credit notes at its /invoice/{token} page (or PDF). Links are kept only as hashes, so each
 * opening makes a new one and goes there; another organisation's number is the 404.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { scope, headers } = await requireOrganisation(context.services, request, params.slug, {
    needs: "manager",
  });
  const pdf = new URL(request.url).searchParams.get("format") === "pdf";
  const link = await orgInvoiceLink(context.services.db, scope, params.number ?? "", {
    siteOrigin: siteOrigin(request),
    pdf,
  });
  if (!link) notFound();
  return redirect(new URL(link).pathname, {
    status: 303,
    headers: combineHeaders(headers, { "Cache-Control": PERSONAL_CACHE_CONTROL }),
  });
}
