// What a client's office page's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { siteOrigin } from "~/.server/auth/auth.server";
export { requireRole } from "~/.server/http/guards.server";
export { answerClientForm } from "~/routes/admin.clients.form-answers.server";
export { clientPage } from "~/.server/clients/client-page.server";
export { readForm } from "~/.server/http/form.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { notFound } from "~/.server/http/not-found.server";
export {
  clientContactSchema,
  clientErasureSchema,
  clientNotesSchema,
  clientPortalLinkSchema,
} from "~/lib/schemas/validation.server";
