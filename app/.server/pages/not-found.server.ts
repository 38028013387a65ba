import { data } from "@remix-run/node";

export function notFound(): never {
  throw data({ message: "Not found" }, { status: 404 });
}
