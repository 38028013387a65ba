// What the board page shows around the board, as the browser loads it once the page is up
// (decision 0090): what needs attention, leave to decide on, and the back office's overview.
export { BackOffice } from "~/components/admin/back-office";
export { Attention } from "./attention";
export { LeaveRequests } from "./leave-requests";
