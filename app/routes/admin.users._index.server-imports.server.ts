// What the users list's route file uses in its loader and action, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { siteOrigin } from "~/.server/auth/auth.server";
export { requireRole } from "~/.server/http/guards.server";
export { readForm } from "~/.server/http/form.server";
export { refusalInit } from "~/.server/http/refusal.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
export { redirectWithToast } from "~/.server/http/toast.server";
export { notFound } from "~/.server/http/not-found.server";
export { applyUserListForm } from "~/.server/users/user-forms.server";
export { userListPage } from "~/.server/users/user-list-page.server";
export { parseWithZod, userListFormSchema } from "~/lib/schemas/validation.server";
