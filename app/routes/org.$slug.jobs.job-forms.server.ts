// The organisation's job page's forms as the server renders them: the page takes them from
// here, where they are nothing in the browser, and loads them there once it is up (decision 0090).
export { OrgJobComments } from "~/components/org/org-job-comments";
export { ApprovalBox, TenantLinkBox } from "~/components/org/org-job-decisions";
