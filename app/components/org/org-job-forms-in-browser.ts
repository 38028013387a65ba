// The organisation's job page's forms, as the browser loads them once the page is up
// (decision 0090): the approval, the tenant's tracking link and the comments.
export { OrgJobComments } from "./org-job-comments";
export { ApprovalBox, TenantLinkBox } from "./org-job-decisions";
