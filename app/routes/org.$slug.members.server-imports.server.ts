// What the members page's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { siteOrigin } from "~/.server/auth/auth.server";
export { readForm } from "~/.server/http/form.server";
export { notFound } from "~/.server/http/not-found.server";
export { requireOrganisation } from "~/.server/http/org-guard.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { redirectWithToast } from "~/.server/http/toast.server";
export { applyMemberForm, listMembers } from "~/.server/orgs/members.server";
export { formatLondonDateTime } from "~/lib/formatting.server";
export { memberFormSchema, parseWithZod } from "~/lib/schemas/validation.server";
