import type { z } from "zod";
import {
  getFormProps,
  getInputProps,
  getSelectProps,
  useServerForm,
} from "~/components/ui/server-form";
import type { SubmissionResult } from "~/lib/submission-result";
import { Form, useNavigation } from "@remix-run/react";
import { FormError, FieldError } from "~/components/ui/form-messages";
import { describePrice } from "~/lib/money";
import {
  PRICE_BASES,
  PRICE_BASIS_LABELS,
  PRICE_LABEL_MAX_LENGTH,
  PRICE_NOTE_MAX_LENGTH,
  penceAsPounds,
  type PriceListItem,
} from "~/lib/prices";
import { savePriceConstraint } from "~/lib/form-constraints/prices";
import type { savePriceSchema } from "~/lib/schemas/prices";

/** The DOM id of an item's card: the save redirects to it. */
export function priceItemAnchor(key: string): string {
  return `item-${key.replace(/\./g, "-")}`;
}

/**
 * One item of the price list, edited on its own: a plain POST without JavaScript; with it,
 * each field is checked as it is left and a refusal keeps what was typed.
 */
export function PriceItemForm({
  item,
  lastResult,
  vatIncluded,
}: {
  item: PriceListItem;
  lastResult: SubmissionResult<string[]> | undefined;
  /** The business is VAT-registered, so the price typed includes VAT (decision 0088). */
  vatIncluded: boolean;
}) {
  const [form, fields] = useServerForm<z.input<typeof savePriceSchema>>({
    id: `price-${item.key}`,
    lastResult,
    defaultValue: {
      key: item.key,
      label: item.label,
      price: penceAsPounds(item.pricePence),
      basis: item.basis,
      note: item.note ?? "",
    },
    constraint: savePriceConstraint,
  });
  const label = getInputProps(fields.label, { type: "text" });
  const price = getInputProps(fields.price, {
    type: "text",
    ariaDescribedBy: `${fields.price.id}-hint`,
  });
  const basis = getSelectProps(fields.basis);
  const note = getInputProps(fields.note, { type: "text" });
  const navigation = useNavigation();
  // Only this item's button: the page holds a form per item.
  const saving =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "save" &&
    navigation.formData.get("key") === item.key;
  return (
    <li id={priceItemAnchor(item.key)} className="card scroll-mt-4 p-4">
      <h3 className="break-words text-lg font-semibold text-slate-900">
        {item.label} <span className="font-normal text-slate-700">· {describePrice(item)}</span>
      </h3>
      <Form
        method="post"
        {...getFormProps(form)}
        aria-label={`Edit ${item.label}`}
        className="mt-3 grid gap-3 md:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]"
      >
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name={fields.key.name} value={item.key} />
        <div className="md:col-span-3">
          <FormError id={form.errorId} title="Not saved" message={form.errors?.join(" ")} />
        </div>
        <div>
          <label htmlFor={fields.label.id} className="field-label">
            Name on the price list
          </label>
          <input
            {...label}
            key={fields.label.key}
            maxLength={PRICE_LABEL_MAX_LENGTH}
            className="field-input"
          />
          <FieldError field={fields.label} />
        </div>
        <div>
          <label htmlFor={fields.price.id} className="field-label">
            {vatIncluded ? "Price (£, VAT included)" : "Price (£)"}
          </label>
          <input {...price} key={fields.price.key} inputMode="decimal" className="field-input" />
          <p id={`${fields.price.id}-hint`} className="text-sm text-slate-600">
            Pounds and pence, e.g. 45.00
          </p>
          <FieldError field={fields.price} />
        </div>
        <div>
          <label htmlFor={fields.basis.id} className="field-label">
            Shown as
          </label>
          <select {...basis} key={fields.basis.key} className="field-input min-h-11">
            {PRICE_BASES.map((option) => (
              <option key={option} value={option}>
                {PRICE_BASIS_LABELS[option]}
              </option>
            ))}
          </select>
          <FieldError field={fields.basis} />
        </div>
        <div className="md:col-span-2">
          <label htmlFor={fields.note.id} className="field-label">
            Note <span className="font-normal text-slate-600">(optional)</span>
          </label>
          <input
            {...note}
            key={fields.note.key}
            maxLength={PRICE_NOTE_MAX_LENGTH}
            className="field-input"
          />
          <FieldError field={fields.note} />
        </div>
        <div className="flex items-end">
          <button
            type="submit"
            className="btn-primary min-h-11 w-full md:mb-6"
            disabled={saving}
            aria-disabled={saving}
          >
            {saving ? "Saving…" : "Save"} <span className="sr-only">{item.label}</span>
          </button>
        </div>
      </Form>
    </li>
  );
}
