import { Link } from "@remix-run/react";
import { FieldError } from "~/components/ui/form-messages";

type Option = { value: string; label: string };

/** What a jobs list's GET form was given, and what it could not read, by field name. */
export interface FilterState<Name extends string> {
  values: Partial<Record<Name, string>>;
  problems: Partial<Record<Name, string>>;
}

function FilterProblem<Name extends string>({
  name,
  state,
}: {
  name: Name;
  state: FilterState<Name>;
}) {
  return <FieldError id={`filter-${name}-error`} errors={state.problems[name]} />;
}

function describedBy<Name extends string>(name: Name, state: FilterState<Name>, hint?: string) {
  const ids = [hint, `filter-${name}-error`].filter(Boolean).join(" ");
  return state.problems[name]
    ? { "aria-invalid": true, "aria-describedby": ids }
    : { "aria-describedby": ids };
}

export function SearchFilter<Name extends string>({
  name,
  hint,
  state,
}: {
  name: Name;
  hint: string;
  state: FilterState<Name>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="field-label">
        Search
      </label>
      <p id={`filter-${name}-hint`} className="text-sm text-slate-600">
        {hint}
      </p>
      <input
        id={`filter-${name}`}
        type="search"
        name={name}
        maxLength={100}
        defaultValue={state.values[name] ?? ""}
        className="field-input min-h-11"
        {...describedBy(name, state, `filter-${name}-hint`)}
      />
      <FilterProblem name={name} state={state} />
    </div>
  );
}

export function SelectFilter<Name extends string>({
  name,
  label,
  anyLabel,
  options,
  state,
}: {
  name: Name;
  label: string;
  anyLabel: string;
  options: Option[];
  state: FilterState<Name>;
}) {
  const value = state.values[name] ?? "";
  // A value from a shared link that the list no longer offers stays visible, to be changed.
  const shown =
    value && !options.some((option) => option.value === value)
      ? [...options, { value, label: value }]
      : options;
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="field-label">
        {label}
      </label>
      <select
        id={`filter-${name}`}
        name={name}
        defaultValue={value}
        className="field-input min-h-11"
        {...describedBy(name, state)}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FilterProblem name={name} state={state} />
    </div>
  );
}

export function DateFilter<Name extends string>({
  name,
  label,
  state,
}: {
  name: Name;
  label: string;
  state: FilterState<Name>;
}) {
  return (
    <div>
      <label htmlFor={`filter-${name}`} className="field-label">
        {label}
      </label>
      <input
        id={`filter-${name}`}
        type="date"
        name={name}
        defaultValue={state.values[name] ?? ""}
        className="field-input min-h-11"
        {...describedBy(name, state)}
      />
      <FilterProblem name={name} state={state} />
    </div>
  );
}

/** "Show jobs" (busy while the list loads) and, once filtered, the way back to every job. */
export function FilterActions({
  filtering,
  filtered,
  clearTo,
}: {
  filtering: boolean;
  filtered: boolean;
  clearTo: string;
}) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <button type="submit" className="btn-primary" disabled={filtering}>
        {filtering ? "Filtering…" : "Show jobs"}
      </button>
      {filtered ? (
        <Link to={clearTo} className="btn-secondary">
          Clear the filters
        </Link>
      ) : null}
    </div>
  );
}
