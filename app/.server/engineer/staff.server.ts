import type { Account } from "../accounts/accounts.server";
import type { StaffActor } from "../audit/change-log.server";

/**
 * Who works the jobs on /engineer: the signed-in account as the change log and the timeline
 * record it — an engineer, or an admin doing a visit themselves — and whether they may ask for
 * leave (engineers only: the office's own days off are not capacity).
 */
export function staffActor(account: Account): {
  id: string;
  staff: StaffActor;
  takesLeave: boolean;
} {
  const engineer = account.roles.includes("engineer");
  return {
    id: account.user.id,
    staff: { id: account.user.id, role: engineer ? "engineer" : "admin" },
    takesLeave: engineer,
  };
}
