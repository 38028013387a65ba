import { redirect } from "@remix-run/node";
import { isWellFormedToken } from "~/.server/auth/crypto.server";
import { notFound } from "~/.server/http/not-found.server";
import { redirectWithToast } from "~/.server/http/toast.server";
import type { PayLinkResult } from "~/.server/payments/pay-links.server";

const TITLES = {
  "nothing-due": "Nothing to pay",
  "bank-transfer": "Please pay by bank transfer",
  "try-later": "Card payment unavailable",
} as const;

/** The pay buttons' answer: on to Stripe's page, or back to the document with why not. */
export async function payLinkAnswer(result: PayLinkResult): Promise<Response> {
  switch (result.status) {
    case "to-stripe":
      return redirect(result.url, 303);
    case "not-found":
      return notFound();
    case "back":
      return redirectWithToast(
        result.to,
        {
          type: result.kind === "nothing-due" ? "info" : "error",
          title: TITLES[result.kind],
          description: result.message,
        },
        { status: 303 },
      );
  }
}

/** Opened directly, a pay address is the document it pays: the pay button is a POST. */
export function documentOf(kind: "invoice" | "quote", token: string | undefined): Response {
  if (!token || !isWellFormedToken(token)) notFound();
  return redirect(`/${kind}/${token}`, 303);
}
