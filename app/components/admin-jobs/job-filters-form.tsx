import { Form, useNavigation } from "@remix-run/react";
import type { JobListPageFacts } from "~/lib/views/admin-jobs";
import {
  DateFilter,
  FilterActions,
  SearchFilter,
  SelectFilter,
} from "~/components/jobs/list-filter-fields";

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
      <SearchFilter
        name="q"
        hint="A reference, the customer’s name, e-mail address, phone number, street or postcode."
        state={facts}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        <SelectFilter
          name="status"
          label="Status"
          anyLabel="Any status"
          options={options.statuses}
          state={facts}
        />
        <DateFilter name="from" label="Window from" state={facts} />
        <DateFilter name="to" label="Window to" state={facts} />
        <SelectFilter
          name="engineer"
          label="Engineer"
          anyLabel="Any engineer"
          options={[
            { value: "none", label: "Unassigned" },
            ...options.engineers.map((engineer) => ({ value: engineer.id, label: engineer.name })),
          ]}
          state={facts}
        />
        <SelectFilter
          name="service"
          label="Service"
          anyLabel="Any service"
          options={options.services}
          state={facts}
        />
        <SelectFilter
          name="area"
          label="Area"
          anyLabel="Any area"
          options={options.areas.map((area) => ({ value: area, label: area }))}
          state={facts}
        />
        <SelectFilter
          name="source"
          label="Booked through"
          anyLabel="Any source"
          options={options.sources}
          state={facts}
        />
      </div>
      <FilterActions filtering={filtering} filtered={facts.filtered} clearTo="/admin/jobs" />
    </Form>
  );
}
