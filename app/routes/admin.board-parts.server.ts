// The board page's parts that come after its first load, as the server renders them: the page
// takes them from here, where they are nothing in the browser, and loads them there once it is
// up (decision 0090): a card's form, what needs attention, leave to decide on, the back
// office's overview.
export { BackOffice } from "~/components/admin/back-office";
export { Attention } from "~/components/dispatch/attention";
export { DispatchForm } from "~/components/dispatch/dispatch-form";
export { LeaveRequests } from "~/components/dispatch/leave-requests";
