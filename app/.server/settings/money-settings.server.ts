import type { Kysely, Transaction } from "kysely";
import { DEPOSIT_KINDS, type DepositKind, type MoneySettings } from "~/lib/money-settings";
import type { Database } from "../db/schema.server";

type Executor = Kysely<Database> | Transaction<Database>;

function depositKindOf(value: string): DepositKind {
  return DEPOSIT_KINDS.find((kind) => kind === value) ?? "none";
}

/**
 * The money settings as stored, read past every cache: a quote is sent and an invoice issued
 * with the values of that moment, so there is nothing to go stale.
 */
export async function readMoneySettings(db: Executor): Promise<MoneySettings> {
  const row = await db.selectFrom("money_settings").selectAll().executeTakeFirstOrThrow();
  return {
    vatRegistered: row.vat_registered,
    vatNumber: row.vat_number,
    paymentTermsDays: row.payment_terms_days,
    quoteValidityDays: row.quote_validity_days,
    depositKind: depositKindOf(row.deposit_kind),
    depositValue: row.deposit_value,
    issueOnFinish: row.issue_on_finish,
    bankAccountName: row.bank_account_name,
    bankSortCode: row.bank_sort_code,
    bankAccountNumber: row.bank_account_number,
  };
}

/** Stores the whole section in the caller's transaction (settings.server's saveSettings). */
export async function writeMoneySettings(
  trx: Transaction<Database>,
  value: MoneySettings,
): Promise<void> {
  await trx
    .updateTable("money_settings")
    .set({
      vat_registered: value.vatRegistered,
      vat_number: value.vatNumber,
      payment_terms_days: value.paymentTermsDays,
      quote_validity_days: value.quoteValidityDays,
      deposit_kind: value.depositKind,
      deposit_value: value.depositValue,
      issue_on_finish: value.issueOnFinish,
      bank_account_name: value.bankAccountName,
      bank_sort_code: value.bankSortCode,
      bank_account_number: value.bankAccountNumber,
      updated_at: new Date(),
    })
    .execute();
}
