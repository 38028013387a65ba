import { expect, test } from "@playwright/test";
import {
  bookOverHttp,
  cluster,
  database,
  freeWindows,
  honeypotFields,
  londonDate,
} from "./support/cluster";

const VISITORS = 100;
// Room for a few in the window, so the race is about a count, not the first one in.
const JOBS_PER_ENGINEER_WINDOW = 4;

/** Changes the booking rules in the database, as the settings page does, and lets both
 * processes notice (they poll the settings version every second). */
async function setJobsPerEngineerWindow(jobs: number) {
  await database().query("update booking_settings set jobs_per_engineer_window = $1", [jobs]);
  await database().query("update settings_version set version = version + 1");
  await new Promise((resolve) => setTimeout(resolve, 1_500));
}

test.beforeAll(() => setJobsPerEngineerWindow(JOBS_PER_ENGINEER_WINDOW));
test.afterAll(() => setJobsPerEngineerWindow(1));

test("100 visitors booking one window at once over both processes never exceed its capacity", async () => {
  const date = londonDate(9);
  const [window] = await freeWindows(date);
  if (!window) throw new Error(`No free window on ${date}`);
  expect(window.free).toBe(JOBS_PER_ENGINEER_WINDOW);
  const honeypot = await honeypotFields();
  const logStart = (await cluster.proxyLog()).length;

  const outcomes = await Promise.all(
    Array.from({ length: VISITORS }, (_, visitor) =>
      bookOverHttp(visitor, window, `rush-${visitor}@example.com`, honeypot),
    ),
  );

  const confirmed = outcomes.filter((outcome) => outcome.confirmed);
  const refused = outcomes.filter((outcome) => !outcome.confirmed);
  // The others are shown the nearest free windows, with what they typed kept: no error page.
  for (const outcome of refused) {
    expect(outcome.answer.status).toBeLessThan(500);
    expect(outcome.answer.body).toContain("Someone has just booked that time");
  }
  console.log(`${confirmed.length} of ${VISITORS} booked a window with room for ${window.free}`);
  expect(confirmed).toHaveLength(window.free);

  const { rows } = await database().query<{ count: string }>(
    `select count(*) from jobs where window_start = $1 and status <> 'cancelled'`,
    [window.start],
  );
  expect(Number(rows[0]?.count)).toBe(window.free);
  expect((await freeWindows(date)).some((left) => left.start === window.start)).toBe(false);

  // Both processes took part.
  const posts = (await cluster.proxyLog())
    .slice(logStart)
    .filter((entry) => entry.method === "POST" && entry.path === "/book?index");
  expect(posts).toHaveLength(VISITORS);
  expect(new Set(posts.map((entry) => entry.backend))).toEqual(new Set(["a", "b"]));
});
