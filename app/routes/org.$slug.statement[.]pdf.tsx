import type { LoaderFunctionArgs } from "@remix-run/node";
import { statementResponse } from "~/routes/org.statement.server";

/** The organisation's money statement for a month as PDF (decision 0074). */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  return statementResponse(context.services, request, params.slug, "pdf");
}
