import type { Role } from "./roles";

export type StaffArea = "office" | "engineer";

const OFFICE_PREFIXES = ["/admin", "/blog/admin"];
const ENGINEER_PREFIXES = ["/engineer"];

function under(pathname: string, prefixes: readonly string[]): boolean {
  return prefixes.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Which staff area a page belongs to, for the staff's own compact header instead of the public
 * one; null on every other page, and for anyone who is not staff (they are turned away anyway).
 */
export function staffAreaOf(pathname: string, role: Role | null): StaffArea | null {
  if (role === "admin" && under(pathname, OFFICE_PREFIXES)) return "office";
  if ((role === "engineer" || role === "admin") && under(pathname, ENGINEER_PREFIXES)) {
    return "engineer";
  }
  return null;
}
