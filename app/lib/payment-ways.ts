/**
 * How a customer can pay an invoice (decision 0073): online by card or Bacs Direct Debit only
 * when Stripe is configured, by bank transfer only when the office has set its bank details.
 */
export interface PaymentWays {
  online: boolean;
  bankTransfer: boolean;
}

/**
 * The ways as the words that follow "pay it" in the site's copy ({pay:ways}); null when the
 * site offers neither, so the copy says nothing it cannot keep.
 */
export function paymentWaysWords(ways: PaymentWays): string | null {
  if (ways.online && ways.bankTransfer)
    return "online by card or Direct Debit, or by bank transfer";
  if (ways.online) return "online by card or Direct Debit";
  if (ways.bankTransfer) return "by bank transfer";
  return null;
}
