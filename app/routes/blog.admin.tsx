import type { LoaderFunctionArgs } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminLayout } from "~/components/admin/admin-layout";
import { loadAdminLayout, routeHeaders } from "~/routes/admin.server-imports.server";

export const headers = routeHeaders;

/** Every /blog/admin page (the blog editor): the office only, under the office's navigation. */
export async function loader({ request, context }: LoaderFunctionArgs) {
  return loadAdminLayout(context.services, request);
}

// Opening an enquiry marks it read: the count beside "Enquiries" is read again on every
// navigation inside /admin (one row of a counts table), not only after a form is posted.
export const shouldRevalidate = () => true;

export default function BlogAdminPages() {
  const { counts } = useLoaderData<typeof loader>();
  return <AdminLayout counts={counts} />;
}
