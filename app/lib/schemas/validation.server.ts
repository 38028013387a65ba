// The form schemas and Conform's zod parser, for actions. A route file takes them from here,
// not from the schema modules: esbuild gives a page every chunk its route file imports, even
// one only the action uses, and this module is nothing in the browser, so zod and the schemas
// stay on the server (decision 0063).
export { parseWithZod } from "@conform-to/zod";
export * from "./admin-jobs";
export * from "./approvals";
export * from "./assistant";
export * from "./auth";
export * from "./blog-post";
export * from "./blog-starters";
export * from "./booking";
export * from "./clients";
export * from "./contact";
export * from "./dispatch";
export * from "./engineer";
export * from "./enquiries";
export * from "./fields";
export * from "./invoices";
export * from "./org-job";
export * from "./organisations";
export * from "./organisations-write";
export * from "./portal";
export * from "./portfolio";
export * from "./prices";
export * from "./quotes";
export * from "./review";
// Its profileSchema and bookingSchema would clash with auth's and booking's.
export { isSettingsSection, SETTINGS_SCHEMAS, undoSchema } from "./settings";
export * from "./testimonials";
export * from "./text";
export * from "./users";
