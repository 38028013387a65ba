// What the engineer's two route files use in their loaders and actions, from one module. Each
// server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { siteOrigin } from "~/.server/auth/auth.server";
export { loadEngineerDay } from "~/.server/engineer/day.server";
export { loadEngineerJobPage } from "~/.server/engineer/job-page.server";
export { listLeaveAhead } from "~/.server/engineer/leave-ahead.server";
export { staffActor } from "~/.server/engineer/staff.server";
export { readForm } from "~/.server/http/form.server";
export { requireRole } from "~/.server/http/guards.server";
export { notFound } from "~/.server/http/not-found.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
