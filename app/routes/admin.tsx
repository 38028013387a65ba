import type { LoaderFunctionArgs } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Outlet, useLoaderData } from "@remix-run/react";
import { AdminNav } from "~/components/admin/admin-nav";
import { loadAdminNavCounts } from "~/.server/admin/nav.server";
import { app } from "~/.server/app.server";
import { requireRole } from "~/.server/auth/guards.server";
import { routeHeaders } from "~/.server/http/route-headers.server";

export const headers = routeHeaders;

/** Every /admin page: the office only, under the office's navigation. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { headers } = await requireRole(request, ["admin"]);
  const { db } = await app();
  return data({ counts: await loadAdminNavCounts(db) }, { headers });
}

// Opening an enquiry marks it read: the count beside "Enquiries" is read again on every
// navigation inside /admin (one row of a counts table), not only after a form is posted.
export const shouldRevalidate = () => true;

export default function AdminLayout() {
  const { counts } = useLoaderData<typeof loader>();
  return (
    <>
      <AdminNav counts={counts} />
      <Outlet />
    </>
  );
}
