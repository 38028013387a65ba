import type { SubmissionResult } from "~/lib/submission-result";
import type { ClientIntent } from "~/lib/schemas/clients";
import type { JobStatus } from "~/lib/views/column-values";

export interface ClientPageJob {
  reference: string;
  serviceName: string;
  status: JobStatus;
  statusLabel: string;
  when: string;
  postcode: string;
  price: string | null;
}

/** One row of /admin/clients as the page shows it. */
export interface ClientListItem {
  key: string;
  name: string;
  email: string;
  phone: string | null;
  jobs: number;
  spent: string | null;
  hasAccount: boolean;
  lastJob: string | null;
}

export interface ClientFormReply {
  form: ClientIntent;
  result: SubmissionResult<string[]>;
}
