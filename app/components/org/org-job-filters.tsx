import { Form, useNavigation } from "@remix-run/react";
import type { OrgJobListPage } from "~/lib/views/organisations";
import {
  DateFilter,
  FilterActions,
  SearchFilter,
  SelectFilter,
} from "~/components/jobs/list-filter-fields";

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
      <SearchFilter
        name="q"
        hint="A reference, words from the description, the address or the property’s name."
        state={page}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <SelectFilter
          name="status"
          label="Status"
          anyLabel="Any status"
          options={options.statuses}
          state={page}
        />
        <SelectFilter
          name="property"
          label="Property"
          anyLabel="Every property"
          options={options.properties}
          state={page}
        />
        <SelectFilter
          name="priority"
          label="Priority"
          anyLabel="Any priority"
          options={options.priorities}
          state={page}
        />
        <SelectFilter
          name="attention"
          label="Needs attention"
          anyLabel="Every job"
          options={options.attention}
          state={page}
        />
        <DateFilter name="from" label="Reported from" state={page} />
        <DateFilter name="to" label="Reported to" state={page} />
      </div>
      <FilterActions filtering={filtering} filtered={page.filtered} clearTo={listPath} />
    </Form>
  );
}
