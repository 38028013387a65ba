import type { LoaderFunctionArgs } from "@remix-run/node";
import { clientAddress } from "~/.server/http/client-ip.server";
import { visitInvoicePdf } from "~/.server/invoices/public-invoice.server";

/** The invoice behind a link as a PDF (pdfkit), the same document as the page. */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const { db } = context.services;
  const visit = await visitInvoicePdf(db, params.token ?? "", {
    ip: clientAddress(request),
    now: new Date(),
  });
  if (!visit.ok) {
    const status = visit.reason === "not-found" ? 404 : visit.reason === "rate-limited" ? 429 : 503;
    return new Response(visit.reason === "not-found" ? "Not found" : visit.message, {
      status,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        ...(visit.reason === "rate-limited"
          ? { "Retry-After": String(visit.retryAfterSeconds) }
          : {}),
      },
    });
  }
  return new Response(new Uint8Array(visit.found.pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `inline; filename="${visit.found.filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
