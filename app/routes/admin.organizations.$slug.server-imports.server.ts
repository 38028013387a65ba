// What an organisation's office page's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { formatUkPhone } from "~/lib/formatting.server";
export { listChangeHistory } from "~/.server/audit/change-history.server";
export { requireRole } from "~/.server/http/guards.server";
export { readForm } from "~/.server/http/form.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { redirectWithToast } from "~/.server/http/toast.server";
export {
  findOfficeOrganisation,
  updateOrganisation,
} from "~/.server/orgs/office-organisations.server";
export { notFound } from "~/.server/http/not-found.server";
export { parseWithZod, organisationSchema } from "~/lib/schemas/validation.server";
