// What the organisation's pages about money use in their loaders, from one module. Each server
// module a route file imports becomes a chunk of its own in the browser, empty but loaded
// (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { requireOrganisation } from "~/.server/http/org-guard.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { waitingDecisions } from "~/.server/orgs/org-decisions.server";
export { orgInvoicesPage } from "~/.server/orgs/org-invoices.server";
