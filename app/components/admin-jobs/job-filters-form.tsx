import { Form, Link, useNavigation } from "@remix-run/react";
import type { JobListPageFacts } from "~/.server/admin-jobs/job-list-page.server";
import type { FilterName } from "~/.server/admin-jobs/job-filters.server";

type Option = { value: string; label: string };

function Problem({ name, problems }: { name: FilterName; problems: JobListPageFacts["problems"] }) {
  const message = problems[name];
  return (
    <div id={`filter-${name}-error`} className="field-error" aria-live="polite">
      {message}
    </div>
  );
}

function errorProps(name: FilterName, problems: JobListPageFacts["problems"]) {
  return problems[name]
    ? { "aria-invalid": true, "aria-describedby": `filter-${name}-error` }
    : { "aria-describedby": `filter-${name}-error` };
}

function SelectFilter({
  name,
  label,
  options,
  facts,
  anyLabel,
}: {
  name: FilterName;
  label: string;
  options: Option[];
  facts: JobListPageFacts;
  anyLabel: string;
}) {
  const value = facts.values[name] ?? "";
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
        {...errorProps(name, facts.problems)}
      >
        <option value="">{anyLabel}</option>
        {shown.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <Problem name={name} problems={facts.problems} />
    </div>
  );
}

function DateFilter({
  name,
  label,
  facts,
}: {
  name: "from" | "to";
  label: string;
  facts: JobListPageFacts;
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
        defaultValue={facts.values[name] ?? ""}
        className="field-input min-h-11"
        {...errorProps(name, facts.problems)}
      />
      <Problem name={name} problems={facts.problems} />
    </div>
  );
}

/**
 * The list's filters as a GET form: the address of the result is a link to share, and the
 * form works the same without JavaScript.
 */
export function JobFiltersForm({ facts }: { facts: JobListPageFacts }) {
  const navigation = useNavigation();
  const filtering =
    navigation.state === "loading" &&
    navigation.location.pathname === "/admin/jobs" &&
    navigation.formMethod === "GET";
  const { options } = facts;
  return (
    <Form method="get" action="/admin/jobs" className="card space-y-4" aria-label="Filter jobs">
      <div>
        <label htmlFor="filter-q" className="field-label">
          Search
        </label>
        <p id="filter-q-hint" className="text-sm text-slate-600">
          A reference, the customer&rsquo;s name, e-mail address, phone number or postcode.
        </p>
        <input
          id="filter-q"
          type="search"
          name="q"
          maxLength={100}
          defaultValue={facts.values.q ?? ""}
          className="field-input min-h-11"
          {...errorProps("q", facts.problems)}
          aria-describedby="filter-q-hint filter-q-error"
        />
        <Problem name="q" problems={facts.problems} />
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectFilter
          name="status"
          label="Status"
          anyLabel="Any status"
          options={options.statuses}
          facts={facts}
        />
        <DateFilter name="from" label="Window from" facts={facts} />
        <DateFilter name="to" label="Window to" facts={facts} />
        <SelectFilter
          name="engineer"
          label="Engineer"
          anyLabel="Any engineer"
          options={[
            { value: "none", label: "Unassigned" },
            ...options.engineers.map((engineer) => ({ value: engineer.id, label: engineer.name })),
          ]}
          facts={facts}
        />
        <SelectFilter
          name="service"
          label="Service"
          anyLabel="Any service"
          options={options.services}
          facts={facts}
        />
        <SelectFilter
          name="area"
          label="Area"
          anyLabel="Any area"
          options={options.areas.map((area) => ({ value: area, label: area }))}
          facts={facts}
        />
        <SelectFilter
          name="source"
          label="Booked through"
          anyLabel="Any source"
          options={options.sources}
          facts={facts}
        />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <button type="submit" className="btn-primary" disabled={filtering}>
          {filtering ? "Filtering…" : "Show jobs"}
        </button>
        {facts.filtered ? (
          <Link to="/admin/jobs" className="btn-secondary">
            Clear the filters
          </Link>
        ) : null}
      </div>
    </Form>
  );
}
