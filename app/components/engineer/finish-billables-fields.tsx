// The finish form's time on site and materials used (decision 0072). Plain controls in a fixed
// number of rows, so the form works the same without JavaScript: the rows beyond the first
// few wait behind "Add more materials", a <details> the browser opens by itself.
import { getInputProps, getSelectProps, type FieldView } from "~/components/ui/server-form";
import { FieldError } from "~/components/ui/form-messages";
import {
  MATERIAL_DESCRIPTION_MAX_LENGTH,
  MATERIAL_ROW_NUMBERS,
  MATERIAL_ROWS_SHOWN,
  TIME_ON_SITE_FIELDS,
  materialFields,
  type BillableFieldName,
  type MaterialRow as MaterialRowNumber,
} from "~/lib/finish-billables";
import type { MaterialChoices } from "~/lib/views/engineer";

type BillableFields = { readonly [Name in BillableFieldName]: FieldView };

function NumberBox({
  field,
  label,
  inputMode,
  hint,
}: {
  field: FieldView;
  label: string;
  inputMode: "numeric" | "decimal";
  hint?: string;
}) {
  const hintId = hint ? `${field.id}-hint` : undefined;
  const props = getInputProps(field, { type: "text", ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={field.id} className="field-label">
        {label}
      </label>
      <input
        {...props}
        key={field.key}
        inputMode={inputMode}
        autoComplete="off"
        maxLength={12}
        className="field-input min-h-12"
      />
      {hint ? (
        <p id={hintId} className="text-sm text-slate-700">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} />
    </div>
  );
}

export function TimeOnSiteFields({ fields }: { fields: BillableFields }) {
  const hours = fields[TIME_ON_SITE_FIELDS.hours];
  const minutes = fields[TIME_ON_SITE_FIELDS.minutes];
  const hintId = `${hours.id}-time-hint`;
  return (
    <fieldset aria-describedby={hintId}>
      <legend className="field-label text-base">
        Time on site <span className="font-normal text-slate-700">(optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-slate-700">
        Leave both empty to count it from when you tapped “Arrived”.
      </p>
      <div className="mt-2 grid grid-cols-2 gap-3">
        <NumberBox field={hours} label="Hours" inputMode="numeric" />
        <NumberBox field={minutes} label="Minutes" inputMode="numeric" />
      </div>
    </fieldset>
  );
}

function MaterialRow({
  row,
  fields,
  choices,
}: {
  row: MaterialRowNumber;
  fields: BillableFields;
  choices: MaterialChoices;
}) {
  const names = materialFields(row);
  const item = fields[names.item];
  const description = fields[names.description];
  const descriptionProps = getInputProps(description, { type: "text" });
  return (
    <fieldset className="space-y-2 rounded-lg border border-slate-300 p-3">
      <legend className="px-1 font-semibold">Material {row}</legend>
      <div>
        <label htmlFor={item.id} className="field-label">
          From the price list
        </label>
        <select {...getSelectProps(item)} key={item.key} className="field-input min-h-12">
          <option value="">Not on the list: describe it</option>
          {choices.groups.map((group) => (
            <optgroup key={group.heading} label={group.heading}>
              {group.items.map((choice) => (
                <option key={choice.key} value={choice.key}>
                  {choice.label}
                </option>
              ))}
            </optgroup>
          ))}
        </select>
        <FieldError field={item} />
      </div>
      <div>
        <label htmlFor={description.id} className="field-label">
          Or describe it
        </label>
        <input
          {...descriptionProps}
          key={description.key}
          maxLength={MATERIAL_DESCRIPTION_MAX_LENGTH}
          autoComplete="off"
          className="field-input min-h-12"
        />
        <FieldError field={description} />
      </div>
      <div className="grid grid-cols-2 gap-3">
        <NumberBox field={fields[names.quantity]} label="Quantity" inputMode="decimal" />
        <NumberBox
          field={fields[names.price]}
          label="Price each (£)"
          inputMode="decimal"
          hint={choices.vatRegistered ? "VAT included" : undefined}
        />
      </div>
    </fieldset>
  );
}

/** Whether a row beyond the first few holds anything (or a message), so it is shown open. */
function rowInUse(fields: BillableFields, row: MaterialRowNumber): boolean {
  const names = materialFields(row);
  return Object.values(names).some((name) => {
    const field = fields[name];
    const value = typeof field.initialValue === "string" ? field.initialValue.trim() : "";
    const typed = name === names.quantity ? value !== "" && value !== "1" : value !== "";
    return typed || field.errors !== undefined;
  });
}

export function MaterialsFields({
  fields,
  choices,
}: {
  fields: BillableFields;
  choices: MaterialChoices;
}) {
  const shown = MATERIAL_ROW_NUMBERS.slice(0, MATERIAL_ROWS_SHOWN);
  const more = MATERIAL_ROW_NUMBERS.slice(MATERIAL_ROWS_SHOWN);
  const hintId = `${fields[materialFields(1).item].id}-materials-hint`;
  return (
    <fieldset aria-describedby={hintId} className="space-y-3">
      <legend className="field-label text-base">
        Materials used <span className="font-normal text-slate-700">(optional)</span>
      </legend>
      <p id={hintId} className="text-sm text-slate-700">
        Choose each from the price list, or describe it and give the price of one. They go on the
        invoice.
      </p>
      {shown.map((row) => (
        <MaterialRow key={row} row={row} fields={fields} choices={choices} />
      ))}
      <details open={more.some((row) => rowInUse(fields, row)) || undefined} className="space-y-3">
        <summary className="min-h-12 cursor-pointer py-3 font-semibold text-brand-800 underline">
          Add more materials (up to {MATERIAL_ROW_NUMBERS.length} in all)
        </summary>
        <div className="space-y-3 pt-2">
          {more.map((row) => (
            <MaterialRow key={row} row={row} fields={fields} choices={choices} />
          ))}
        </div>
      </details>
    </fieldset>
  );
}
