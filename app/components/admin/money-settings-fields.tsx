import { FieldError } from "~/components/ui/form-messages";
import { SettingsInput, type SettingsFieldProps } from "./settings-form";

type FieldOf = (name: string) => SettingsFieldProps;

function SettingsCheckbox({ field, label }: { field: SettingsFieldProps; label: string }) {
  const id = `${field.formId}-${field.name}`;
  return (
    <label className="flex min-h-11 items-center gap-2 font-semibold">
      <input
        id={id}
        key={`${field.name}:${field.defaultValue}`}
        type="checkbox"
        name={field.name}
        value="on"
        defaultChecked={field.defaultValue === "on"}
        className="h-5 w-5"
      />
      {label}
    </label>
  );
}

const DEPOSIT_OPTIONS = [
  { value: "none", label: "No deposit" },
  { value: "percent", label: "A percentage of the total" },
  { value: "fixed", label: "A fixed amount" },
] as const;

/** The money section of /admin/settings: VAT, terms, deposit and the bank details. */
export function MoneyFields({ field }: { field: FieldOf }) {
  const depositKind = field("depositKind");
  const kindId = `${depositKind.formId}-depositKind`;
  const kindError = `${kindId}-error`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <fieldset className="rounded-lg border border-slate-200 p-3 sm:col-span-2">
        <legend className="px-1 font-semibold">VAT</legend>
        <SettingsCheckbox field={field("vatRegistered")} label="The business is VAT-registered" />
        <SettingsInput
          field={field("vatNumber")}
          label="VAT number"
          hint="GB and 9 digits, like GB 123 4567 89. Without registration no VAT is shown anywhere."
        />
      </fieldset>
      <SettingsInput
        field={field("paymentTermsDays")}
        label="Payment terms (days)"
        hint="An invoice is due this many days after it is issued"
        inputMode="numeric"
      />
      <SettingsInput
        field={field("quoteValidityDays")}
        label="Quotes valid for (days)"
        hint="30 unless you choose otherwise"
        inputMode="numeric"
      />
      <div>
        <label htmlFor={kindId} className="field-label">
          Deposit at acceptance
        </label>
        <select
          id={kindId}
          name="depositKind"
          key={`depositKind:${depositKind.defaultValue}`}
          defaultValue={depositKind.defaultValue}
          aria-invalid={depositKind.errors?.length ? true : undefined}
          aria-describedby={depositKind.errors?.length ? kindError : undefined}
          className="field-input min-h-11"
        >
          {DEPOSIT_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
        <FieldError id={kindError} errors={depositKind.errors} />
      </div>
      <SettingsInput
        field={field("depositAmount")}
        label="Deposit amount"
        hint="A percentage (like 10) or pounds (like 50), as chosen"
        inputMode="decimal"
      />
      <div className="sm:col-span-2">
        <SettingsCheckbox
          field={field("issueOnFinish")}
          label="Issue the invoice as soon as the engineer finishes (no review by the office)"
        />
      </div>
      <fieldset className="rounded-lg border border-slate-200 p-3 sm:col-span-2">
        <legend className="px-1 font-semibold">Bank transfer details (printed on invoices)</legend>
        <div className="grid gap-4 sm:grid-cols-3">
          <SettingsInput field={field("bankAccountName")} label="Account name" />
          <SettingsInput
            field={field("bankSortCode")}
            label="Sort code"
            hint="Like 20-00-00"
            inputMode="numeric"
          />
          <SettingsInput
            field={field("bankAccountNumber")}
            label="Account number"
            hint="8 digits"
            inputMode="numeric"
          />
        </div>
      </fieldset>
    </div>
  );
}
