import type { ExpressionBuilder, Kysely } from "kysely";
import { findService } from "~/content/services";
import { formatLondonDateTime } from "~/lib/booking-rules";
import { formatPence } from "~/lib/money";
import { formatUkPhone } from "~/lib/phone";
import { listChangeHistory, type ChangeHistoryEntry } from "../audit/change-history.server";
import type { Database } from "../db/schema.server";
import { JOB_STATUS_LABELS } from "../jobs/status.server";
import { erasedAt, findClient, isStaffAccount, type ClientRecord } from "./client-record.server";
import type { ClientPageJob } from "~/lib/views/clients";
export type { ClientPageJob } from "~/lib/views/clients";

/** Jobs shown on a client's page, newest first; a client with more is an organisation's contact. */
export const CLIENT_PAGE_JOBS = 200;

export interface ClientPageFacts {
  key: string;
  name: string;
  email: string;
  phone: string | null;
  phoneDisplay: string | null;
  customerSince: string | null;
  account: {
    id: string;
    email: string;
    roleLabel: string;
    companyName: string | null;
  } | null;
  staff: boolean;
  erasedAt: string | null;
  jobs: ClientPageJob[];
  jobCount: number;
  spent: string | null;
  pricedJobs: number;
  notes: string;
  history: ChangeHistoryEntry[];
}

const ROLE_LABELS = { admin: "Admin", engineer: "Engineer", client: "Client" } as const;

/** Every change logged about the client, under the customer's id or the account's. */
async function clientHistory(db: Kysely<Database>, client: ClientRecord) {
  const ids = [...new Set([client.key, client.customer?.id, client.account?.id])].flatMap(
    (id) => id ?? [],
  );
  const lists = await Promise.all(
    ids.map((entityId) => listChangeHistory(db, { entity: "client", entityId })),
  );
  return lists
    .flat()
    .sort((a, b) => (a.at === b.at ? b.id.localeCompare(a.id) : b.at.localeCompare(a.at)));
}

/** What /admin/clients/{key} shows, or a redirect to the key the client lives at, or null. */
export async function clientPage(
  db: Kysely<Database>,
  key: string,
): Promise<{ facts: ClientPageFacts } | { redirectTo: string } | null> {
  const lookup = await findClient(db, key);
  if (lookup.found === "elsewhere") return { redirectTo: `/admin/clients/${lookup.key}` };
  if (!lookup.found) return null;
  const { client } = lookup;
  const { customer, account } = client;
  const jobFilter = (eb: ExpressionBuilder<Database, "jobs">) =>
    eb.or([
      ...(customer ? [eb("customer_id", "=", customer.id)] : []),
      ...(account ? [eb("user_id", "=", account.id)] : []),
    ]);
  const jobsOf = () => db.selectFrom("jobs");
  const [jobs, totals, notes, history] = await Promise.all([
    jobsOf()
      .select([
        "reference",
        "service_slug",
        "status",
        "window_start",
        "created_at",
        "postcode",
        "price_pence",
      ])
      .where(jobFilter)
      .orderBy((eb) => eb.fn.coalesce("window_start", "created_at"), "desc")
      .orderBy("id", "desc")
      .limit(CLIENT_PAGE_JOBS)
      .execute(),
    jobsOf()
      .select((eb) => [
        eb.fn.countAll<string>().as("jobs"),
        eb.fn.sum<string | null>("price_pence").as("spent"),
        eb.fn.count<string>("price_pence").as("priced"),
      ])
      .where(jobFilter)
      .executeTakeFirstOrThrow(),
    db
      .selectFrom("client_notes")
      .select("body")
      .where("email", "=", client.email)
      .executeTakeFirst(),
    clientHistory(db, client),
  ]);
  const phone = customer?.phone ?? account?.phone ?? null;
  const erased = erasedAt(client);
  return {
    facts: {
      key: client.key,
      name: customer?.name ?? account?.fullName ?? "",
      email: customer?.email ?? account?.email ?? "",
      phone,
      phoneDisplay: phone ? formatUkPhone(phone) : null,
      customerSince: customer ? formatLondonDateTime(customer.createdAt) : null,
      account: account
        ? {
            id: account.id,
            email: account.email,
            roleLabel: account.roles.map((role) => ROLE_LABELS[role]).join(", ") || "Client",
            companyName: account.companyName,
          }
        : null,
      staff: isStaffAccount(client),
      erasedAt: erased ? formatLondonDateTime(erased) : null,
      jobs: jobs.map((job) => ({
        reference: job.reference,
        serviceName: findService(job.service_slug)?.name ?? job.service_slug,
        status: job.status,
        statusLabel: JOB_STATUS_LABELS[job.status],
        when: formatLondonDateTime(job.window_start ?? job.created_at),
        postcode: job.postcode,
        price: job.price_pence === null ? null : formatPence(job.price_pence),
      })),
      jobCount: Number(totals.jobs),
      spent: totals.spent === null ? null : formatPence(Number(totals.spent)),
      pricedJobs: Number(totals.priced),
      notes: notes?.body ?? "",
      history,
    },
  };
}
