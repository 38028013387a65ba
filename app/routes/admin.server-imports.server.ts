// What the office's layout routes (/admin, /blog/admin) use in their loaders, from one module.
// Each server module a route file imports becomes a chunk of its own in the browser, empty but
// loaded (about 0.1 KB gzipped each, decision 0063); taken from here, they are one.
export { loadAdminLayout } from "~/.server/http/admin-layout.server";
export { routeHeaders } from "~/.server/http/route-headers.server";
