/**
 * The consumer's right to cancel a contract for services made at a distance (the Consumer
 * Contracts (Information, Cancellation and Additional Charges) Regulations 2013): 14 days
 * from the day the contract is made, which for a quote is the day it is accepted. The
 * wording follows the model instructions and form of the Regulations' Schedule 3.
 */

export const CANCELLATION_DAYS = 14;

export interface Trader {
  name: string;
  address: string;
  phone: string;
  email: string;
}

/** What the quote page says before a consumer accepts. */
export const CANCELLATION_RIGHT_SUMMARY = `You have the right to cancel within ${CANCELLATION_DAYS} days of accepting, without giving a reason. We will not start the work within those ${CANCELLATION_DAYS} days unless you ask us to; if you do ask and then cancel, you pay for the work done until you tell us.`;

export const START_EARLY_LABEL = `Please start the work within the ${CANCELLATION_DAYS}-day cancellation period. I understand that if I cancel after the work has started I pay for the work done until then, and that I lose the right to cancel once the work is finished.`;

export function cancellationNotice(trader: Trader, lastDayLabel: string): string {
  return `RIGHT TO CANCEL

You have the right to cancel this contract within ${CANCELLATION_DAYS} days without giving any reason. The cancellation period will expire ${CANCELLATION_DAYS} days after the day the contract was made: on ${lastDayLabel}.

To exercise the right to cancel, you must inform us (${trader.name}, ${trader.address}, ${trader.phone}, ${trader.email}) of your decision to cancel this contract by a clear statement (for example a letter sent by post or an e-mail). You may use the model cancellation form below, but it is not obligatory.

To meet the cancellation deadline, it is sufficient for you to send your communication concerning your exercise of the right to cancel before the cancellation period has expired.

EFFECTS OF CANCELLATION

If you cancel this contract, we will reimburse to you all payments received from you. We will make the reimbursement without undue delay, and not later than ${CANCELLATION_DAYS} days after the day on which we are informed about your decision to cancel this contract. We will make the reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.

If you requested us to begin the performance of services during the cancellation period, you shall pay us an amount which is in proportion to what has been performed until you have communicated to us your cancellation of this contract, in comparison with the full coverage of the contract.`;
}

export function modelCancellationForm(trader: Trader): string {
  return `MODEL CANCELLATION FORM
(Complete and return this form only if you wish to withdraw from the contract)

To ${trader.name}, ${trader.address}, ${trader.email}:

I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract for the supply of the following service [*],
Ordered on [*] / received on [*],
Name of consumer(s),
Address of consumer(s),
Signature of consumer(s) (only if this form is notified on paper),
Date

[*] Delete as appropriate.`;
}
