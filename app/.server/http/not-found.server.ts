import { data } from "@remix-run/node";

/** The one 404 of the site, thrown by a route when the domain found nothing. */
export function notFound(): never {
  throw data({ message: "Not found" }, { status: 404 });
}
