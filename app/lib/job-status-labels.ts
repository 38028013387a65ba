import type { JobStatus } from "~/lib/views/column-values";

/** What a customer, the office and an engineer read for each status of a job. */
export const JOB_STATUS_LABELS: Readonly<Record<JobStatus, string>> = {
  requested: "Booking received",
  confirmed: "Booking confirmed",
  scheduled: "Engineer scheduled",
  en_route: "Engineer on the way",
  on_site: "Engineer on site",
  completed: "Job completed",
  cancelled: "Booking cancelled",
};
