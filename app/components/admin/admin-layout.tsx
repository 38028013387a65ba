import { Outlet } from "@remix-run/react";
import type { AdminNavCounts } from "~/lib/views/admin";
import { AdminNav } from "./admin-nav";

/** The office's navigation above the page of an office route. */
export function AdminLayout({ counts }: { counts: AdminNavCounts }) {
  return (
    <>
      <AdminNav counts={counts} />
      <Outlet />
    </>
  );
}
