import { Form, Link, useNavigation } from "@remix-run/react";
import type { OrgFilterName } from "~/.server/orgs/org-job-filters.server";
import type { OrgJobListPage } from "~/.server/orgs/org-job-list.server";

type Option = { value: string; label: string };

function Problem({ name, page }: { name: OrgFilterName; page: OrgJobListPage }) {
  return (
    <div id={`filter-${name}-error`} className="field-error" aria-live="polite">
      {page.problems[name]}
    </div>
  );
}

function describedBy(name: OrgFilterName, page: OrgJobListPage, hint?: string) {
  const ids = [hint, `filter-${name}-error`].filter(Boolean).join(" ");
  return page.problems[name]
    ? { "aria-invalid": true, "aria-describedby": ids }
    : { "aria-describedby": ids };
}

function SelectFilter({
  name,
  label,
  anyLabel,
  options,
  page,
}: {
  name: OrgFilterName;
  label: string;
  anyLabel: string;
  options: Option[];
  page: OrgJobListPage;
}) {
  const value = page.values[name] ?? "";
  // A value from a typed link that the list does not offer stays visible, to be changed.
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
        {...describedBy(name, page)}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problem name={name} page={page} />
    </div>
  );
}

function DateFilter({
  name,
  label,
  page,
}: {
  name: "from" | "to";
  label: string;
  page: OrgJobListPage;
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
        defaultValue={page.values[name] ?? ""}
        className="field-input min-h-11"
        {...describedBy(name, page)}
      />
      <Problem name={name} page={page} />
    </div>
  );
}

/**
 * The jobs' filters as a GET form to the list's own address: the result is a link to share,
 * and the form works the same without JavaScript.
 */
export function OrgJobFiltersForm({ page, listPath }: { page: OrgJobListPage; listPath: string }) {
  const navigation = useNavigation();
  const filtering =
    navigation.state === "loading" &&
    navigation.location.pathname === listPath &&
    navigation.formMethod === "GET";
  const { options } = page;
  return (
    <Form
      method="get"
      action={listPath}
      className="card space-y-4"
      aria-label="Filter jobs"
      // The fields keep what they were given first: a new query (a link, "clear") starts afresh.
      key={JSON.stringify(page.values)}
    >
      <div>
        <label htmlFor="filter-q" className="field-label">
          Search
        </label>
        <p id="filter-q-hint" className="text-sm text-slate-600">
          A reference, words from the description, the address or the property&rsquo;s name.
        </p>
        <input
          id="filter-q"
          type="search"
          name="q"
          maxLength={100}
          defaultValue={page.values.q ?? ""}
          className="field-input min-h-11"
          {...describedBy("q", page, "filter-q-hint")}
        />
        <Problem name="q" page={page} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectFilter
          name="status"
          label="Status"
          anyLabel="Any status"
          options={options.statuses}
          page={page}
        />
        <SelectFilter
          name="property"
          label="Property"
          anyLabel="Every property"
          options={options.properties}
          page={page}
        />
        <SelectFilter
          name="priority"
          label="Priority"
          anyLabel="Any priority"
          options={options.priorities}
          page={page}
        />
        <SelectFilter
          name="attention"
          label="Needs attention"
          anyLabel="Every job"
          options={options.attention}
          page={page}
        />
        <DateFilter name="from" label="Reported from" page={page} />
        <DateFilter name="to" label="Reported to" page={page} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={filtering}>
          {filtering ? "Filtering…" : "Show jobs"}
        </button>
        {page.filtered ? (
          <Link to={listPath} className="btn-secondary">
            Clear the filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
