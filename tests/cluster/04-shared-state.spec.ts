import { randomBytes } from "node:crypto";
import { expect, test } from "@playwright/test";
import {
  ADMIN,
  database,
  londonDate,
  pinnedTo,
  poll,
  requestFrom,
  signedInPage,
} from "./support/cluster";

// Two sweep intervals (SWEEP_INTERVAL_MS in scripts/lib/cluster.mjs) of both processes.
const SWEEPS_SETTLE_MS = 2_500;

async function databaseNow(): Promise<Date> {
  const { rows } = await database().query<{ now: Date }>("select now()");
  return rows[0]?.now ?? new Date(0);
}

async function changeLogCount(entity: string, entityId: string, action: string, since: Date) {
  const { rows } = await database().query<{ count: string }>(
    `select count(*) from change_log
     where entity = $1 and entity_id = $2 and action = $3 and at >= $4`,
    [entity, entityId, action, since],
  );
  return Number(rows[0]?.count);
}

test("a settings change made on a shows on b within 5 seconds", async ({ browser }) => {
  const phone = "024 7699 0555";
  const before = await requestFrom("127.0.0.1", "/about", { headers: pinnedTo("b") });
  expect(before.status).toBe(200);
  expect(before.body).not.toContain(phone);

  const page = await signedInPage(browser, "a", ADMIN, "/admin/settings");
  const profile = page.getByRole("form", { name: "Business profile" });
  await profile.getByLabel("Phone").fill(phone);
  await profile.getByRole("button", { name: "Save the business profile" }).click();
  await expect(page.getByText("Settings saved")).toBeVisible();
  const savedAt = Date.now();
  await page.context().close();

  const seen = await poll(
    () => requestFrom("127.0.0.1", "/about", { headers: pinnedTo("b") }),
    (answer) => answer.body.includes(phone),
    { timeoutMs: 10_000, intervalMs: 100 },
  );
  const elapsed = Date.now() - savedAt;
  console.log(`settings change seen on b ${elapsed} ms after a saved it`);
  expect(seen.met).toBe(true);
  expect(elapsed).toBeLessThanOrEqual(5_000);
});

test("a scheduled post is published once, though both processes sweep", async () => {
  const since = await databaseNow();
  const slug = `cluster-scheduled-${randomBytes(3).toString("hex")}`;
  const { rows } = await database().query<{ id: string }>(
    `insert into blog_posts (slug, title, excerpt, body, author_name, status, scheduled_for)
     values ($1, 'Bleeding radiators before winter', 'Why a cold top means air in the radiator.',
             'Turn the heating off, open the valve a quarter turn, close it when water comes.',
             'Dan Fletcher', 'scheduled', now() + interval '2 seconds')
     returning id`,
    [slug],
  );
  const id = rows[0]?.id ?? "";
  const published = await poll(
    () => requestFrom("127.0.0.1", `/blog/${slug}`),
    (answer) => answer.status === 200,
    { timeoutMs: 15_000 },
  );
  expect(published.met).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, SWEEPS_SETTLE_MS));
  expect(
    await changeLogCount("blog-post", id, "Published the post at its scheduled time", since),
  ).toBe(1);
});

test("a due reminder is written once, though both processes sweep", async () => {
  const { rows } = await database().query<{ id: string }>(
    `update jobs set created_at = now() - interval '3 days',
       window_start = now() + interval '6 hours', window_end = now() + interval '8 hours'
     where id = (select id from jobs where status = 'confirmed' and reminder_sent_at is null
                 and customer_email like 'rush-%' limit 1)
     returning id`,
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("No confirmed job from the capacity test to remind");
  const reminded = await poll(
    async () =>
      (
        await database().query(
          `select 1 from jobs where id = $1 and reminder_sent_at is not null`,
          [id],
        )
      ).rowCount,
    (count) => count === 1,
    { timeoutMs: 15_000 },
  );
  expect(reminded.met).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, SWEEPS_SETTLE_MS));
  const reminders = await database().query(
    `select id from email_outbox where job_id = $1 and kind = 'job.reminder'`,
    [id],
  );
  expect(reminders.rowCount).toBe(1);
});

test("planned maintenance that falls due is requested once, though both processes sweep", async () => {
  const today = londonDate(0);
  const since = await databaseNow();
  const { rows } = await database().query<{ id: string }>(
    `update planned_maintenance set next_due = $1
     where id = (select id from planned_maintenance where archived_at is null order by id limit 1)
     returning id`,
    [today],
  );
  const id = rows[0]?.id;
  if (!id) throw new Error("No planned maintenance in the demo data");
  const moved = await poll(
    async () =>
      (
        await database().query<{ next_due: string }>(
          `select next_due::text from planned_maintenance where id = $1`,
          [id],
        )
      ).rows[0]?.next_due ?? "",
    (nextDue) => nextDue > today,
    { timeoutMs: 15_000 },
  );
  expect(moved.met).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, SWEEPS_SETTLE_MS));
  expect(
    await changeLogCount("planned-maintenance", id, "planned-maintenance-requested", since),
  ).toBe(1);
});
