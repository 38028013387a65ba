// What the properties list's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { readForm } from "~/.server/http/form.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { redirectWithToast } from "~/.server/http/toast.server";
export { getBookingSettings } from "~/.server/jobs/settings.server";
export { requireOrganisation } from "~/.server/http/org-guard.server";
export { addProperty, listProperties } from "~/.server/orgs/properties.server";
export { scopeMay } from "~/.server/orgs/scope.server";
export { parseWithZod, addPropertySchema } from "~/lib/schemas/validation.server";
