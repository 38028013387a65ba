// What the property page's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { readForm } from "~/.server/http/form.server";
export { notFound } from "~/.server/http/not-found.server";
export { requireOrganisation } from "~/.server/http/org-guard.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { getBookingSettings } from "~/.server/jobs/settings.server";
export { listPlanned } from "~/.server/orgs/planned-maintenance.server";
export { findProperty, propertyJobs } from "~/.server/orgs/properties.server";
export { scopeMay } from "~/.server/orgs/scope.server";
export {
  formatCalendarDate,
  formatLondonDateTime,
  formatUkPhone,
  londonDate,
} from "~/lib/formatting.server";
export {
  answerPropertyForm,
  PROPERTY_PAGE_SCHEMAS,
} from "~/routes/org.properties.form-answers.server";
