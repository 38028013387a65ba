import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { siteOrigin } from "~/.server/auth/auth.server";
import { buttonOnlyForm, readForm } from "~/.server/http/form.server";
import { payQuoteDepositByLink } from "~/.server/payments/pay-links.server";
import { documentOf, payLinkAnswer } from "./pay.answers.server";

export async function loader({ params }: LoaderFunctionArgs) {
  return documentOf("quote", params.token);
}

/** The accepted quote's "Pay the deposit" button: the deposit through Stripe. */
export async function action({ request, params, context }: ActionFunctionArgs) {
  await readForm(request, { schema: buttonOnlyForm });
  const { db, stripe } = context.services;
  const result = await payQuoteDepositByLink(db, stripe ?? null, params.token ?? "", {
    siteOrigin: siteOrigin(request),
  });
  return payLinkAnswer(result);
}
