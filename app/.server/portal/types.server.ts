import type { CustomerJob } from "../jobs/customer-jobs.server";
export type { JobFormReply, JobListFacts } from "~/lib/views/portal";

export type { CustomerJob };
