import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";
import { payInvoiceByLink } from "~/.server/payments/pay-links.server";
import { documentOf, payLinkAnswer } from "./pay.answers.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return documentOf("invoice", params.token);
}

/** The invoice page's "Pay by card or Direct Debit" button: the balance through Stripe. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  const { db, stripe } = context.services;
  const result = await payInvoiceByLink(db, stripe ?? null, params.token ?? "", {
    siteOrigin: siteOrigin(request),
  });
  return payLinkAnswer(result);
}
