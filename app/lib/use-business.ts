import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoaderData } from "~/root";

/** The business profile from the root loader, for phone numbers and names in page bodies. */
export function useBusiness() {
  const root = useRouteLoaderData<RootLoaderData>("root");
  if (!root) throw new Error("useBusiness needs the root loader data");
  return root.business;
}
