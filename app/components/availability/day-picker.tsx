import { FieldError } from "~/components/ui/form-messages";
/**
 * The day whose free arrival windows a form lists, with its "Show free times" button: without
 * JavaScript the button posts the day and the page comes back with its windows; with it,
 * onDayChange fetches them as the day changes.
 */
export function DayPicker({
  id,
  errorId,
  errors,
  value,
  minDate,
  maxDate,
  readOnly = false,
  onDayChange,
}: {
  id: string;
  errorId: string;
  errors?: string[];
  value: string;
  minDate: string;
  maxDate: string;
  readOnly?: boolean;
  onDayChange: (date: string) => void;
}) {
  return (
    <div>
      <label htmlFor={id} className="field-label">
        Day
      </label>
      <div className="mt-1 flex flex-wrap items-end gap-3">
        <input
          id={id}
          name="date"
          type="date"
          min={minDate}
          max={maxDate}
          value={value}
          readOnly={readOnly}
          onChange={(event) => onDayChange(event.target.value)}
          className="field-input w-auto"
          aria-invalid={errors ? true : undefined}
          aria-describedby={errorId}
        />
        <button
          type="submit"
          name="intent"
          value="show-windows"
          formNoValidate
          className="btn-secondary"
        >
          Show free times
        </button>
      </div>
      <FieldError id={errorId} errors={errors} />
    </div>
  );
}
