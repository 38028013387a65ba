import { randomBytes } from "node:crypto";
import type { Page } from "@playwright/test";
import { cancelJobByOffice } from "../../app/.server/dispatch/dispatch.server";
import { expect, expectAccessible, test } from "./support/fixtures";
import { png } from "./support/images";
import { accountOnApp, assignedJob, inProcessApp, signIn } from "./support/in-process-accounts";

/**
 * The engineer's day with no signal (issue 14, decision 0049), on the app build in this
 * process behind a socket of its own (the service worker needs a real origin), with a database
 * of its own: the office cancels a job here while the engineer is offline. Its accounts are its
 * own, signed in through the form (one test signs out). JavaScript only (no test is tagged
 * @no-js, decision 0054): no script, no service worker.
 */
test.use({ viewport: { width: 390, height: 844 } });

function jobCard(page: Page, reference: string) {
  return page.getByRole("article").filter({ hasText: reference });
}

/** The queue in IndexedDB, as the page's own code keeps it (text fields only). */
function queueOnPhone(page: Page) {
  return page.evaluate(
    () =>
      new Promise<{ id: string; kind: string; tappedAt: string; fields: [string, string][] }[]>(
        (resolve, reject) => {
          const opening = indexedDB.open("wefix-engineer");
          opening.onerror = () => reject(opening.error);
          opening.onsuccess = () => {
            const all = opening.result
              .transaction("actions")
              .objectStore("actions")
              .index("bySequence")
              .getAll();
            all.onsuccess = () => {
              opening.result.close();
              resolve(
                all.result.map(
                  (action: {
                    id: string;
                    kind: string;
                    tappedAt: string;
                    fields: [string, unknown][];
                  }) => ({
                    id: action.id,
                    kind: action.kind,
                    tappedAt: action.tappedAt,
                    fields: action.fields.filter(
                      (field): field is [string, string] => typeof field[1] === "string",
                    ),
                  }),
                ),
              );
            };
          };
        },
      ),
  );
}

const londonClock = (iso: string) =>
  new Date(iso).toLocaleTimeString("en-GB", {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/London",
  });

test("the engineer's day works with no signal, and what was done offline arrives once, in order, at the times tapped", async ({
  page,
  context,
}) => {
  test.setTimeout(240_000);
  const app = await inProcessApp();
  const origin = await app.listen();
  const suffix = randomBytes(3).toString("hex");
  const office = await accountOnApp(app, `Olga Office ${suffix}`, ["admin"]);
  const engineer = await accountOnApp(app, `Ellis Engineer ${suffix}`, ["engineer"]);
  const worked = await assignedJob(app, engineer.id, office.id, { daysAhead: 1, window: 0 });
  const cancelled = await assignedJob(app, engineer.id, office.id, { daysAhead: 1, window: 1 });

  // Online: opening the day keeps it, the job pages and their thumbnails on the phone.
  await signIn(page, engineer, "/engineer", origin);
  await expect(
    page.getByText(/^Saved on this phone for reading without a signal at \d{2}:\d{2}\.$/),
  ).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(page);

  // The saved day holds every build file its pages' scripts import, also what loads only after
  // hydration (the queue's runtime, the finish form; decision 0067), and not the whole site's. The build files kept by
  // the worker's version go, as when a new version of the site has replaced them: the day opens
  // from its own cache alone.
  const dayFiles = await page.evaluate(async () => {
    const names = await caches.keys();
    const day = await caches.open(names.find((name) => name.startsWith("wefix-day-")) ?? "");
    const kept = new Set((await day.keys()).map((request) => new URL(request.url).pathname));
    const scripts = [...kept].filter((path) => path.endsWith(".js"));
    const missing: string[] = [];
    for (const script of scripts) {
      const text = (await (await day.match(script))?.text()) ?? "";
      const imports = /\b(?:import|from)\s*\(?\s*["'](\/build\/[^"'?#]+)["']/g;
      for (const [, named] of text.matchAll(imports)) {
        if (named && !kept.has(named)) missing.push(`${named} (named in ${script})`);
      }
    }
    for (const name of names.filter((cache) => cache.startsWith("wefix-static-"))) {
      const versioned = await caches.open(name);
      for (const request of await versioned.keys()) {
        if (new URL(request.url).pathname.startsWith("/build/")) await versioned.delete(request);
      }
    }
    return { scripts: scripts.length, missing };
  });
  expect(dayFiles.missing).toEqual([]);
  expect(dayFiles.scripts).toBeGreaterThan(10);
  expect(dayFiles.scripts).toBeLessThan(60);

  // No signal: the day reloads from the phone, and says when it was saved.
  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "My day" })).toBeVisible();
  await expect(
    page.getByText(/^No signal: this is your day as saved on this phone at \d{2}:\d{2}\.$/),
  ).toBeVisible();
  await expect(jobCard(page, worked.reference)).toBeVisible();

  // On my way and arrived, tapped offline: each waits, and the next step is offered.
  const card = jobCard(page, worked.reference);
  // Tomorrow's job: each step today asks first, offline too (decision 0087).
  await card.getByText("Set off for this job now").click();
  await card.getByLabel("The customer agreed to an earlier visit").check();
  await card.getByRole("button", { name: "On my way", exact: true }).click();
  await expect(card.getByText(/Waiting to send:.*On my way, tapped at/)).toBeVisible();
  await card.getByLabel("The customer agreed to an earlier visit").check();
  await card.getByRole("button", { name: "Arrived", exact: true }).click();
  await expect(card.getByText(/Waiting to send:.*Arrived, tapped at/)).toBeVisible();
  await expectAccessible(page);

  // The job's page, kept on the phone: finished with a summary and a photo.
  await card.getByRole("link", { name: /^Finish the job/ }).click();
  await expect(page).toHaveURL(new RegExp(`/engineer/jobs/${worked.reference}#finish$`));
  await page.getByLabel("Done: the job is complete").check();
  await page
    .getByLabel("Summary for the customer")
    .fill("Replaced the tap washer in the basement; no drips.");
  await page.getByLabel(/^Photos after the work/).setInputFiles(await png("after.png", 64, 48));
  await expect(page.getByRole("button", { name: "Finished", exact: true })).toBeEnabled();
  await page.getByRole("button", { name: "Finished", exact: true }).click();
  await expect(page.getByText(/Waiting to send:.*Finished, tapped at/)).toBeVisible();

  // A page never opened is the offline page, not an error.
  await page.goto(`${origin}/contact`);
  await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
  await expectAccessible(page);

  // Closing the page and opening the app again (still offline): the queue is still there.
  await page.close();
  const reopened = await context.newPage();
  await reopened.goto(`${origin}/engineer`);
  const reopenedCard = jobCard(reopened, worked.reference);
  await expect(reopenedCard.getByText(/Waiting to send:.*On my way/)).toBeVisible();
  await expect(reopenedCard.getByText(/Waiting to send:.*Finished/)).toBeVisible();

  // Meanwhile the office cancels the other job; the engineer, offline, sets off for it.
  const office_ = { id: office.id, role: "admin" as const };
  const called = await cancelJobByOffice(
    app.db,
    office_,
    { jobId: cancelled.id, reason: "The tenant fixed it" },
    { siteOrigin: origin },
  );
  expect(called.ok).toBe(true);
  const cancelledCard = jobCard(reopened, cancelled.reference);
  await cancelledCard.getByText("Set off for this job now").click();
  await cancelledCard.getByRole("button", { name: "On my way", exact: true }).click();
  await expect(cancelledCard.getByText(/Waiting to send:.*On my way/)).toBeVisible();
  const queued = await queueOnPhone(reopened);
  expect(queued.map((action) => action.kind)).toEqual([
    "on-my-way",
    "arrived",
    "finished",
    "on-my-way",
  ]);

  // The signal comes back: everything goes, in order; the cancelled job's step is refused.
  const backOnline = Date.now();
  await context.setOffline(false);
  await expect(reopenedCard.getByText(/Waiting to send/)).toHaveCount(0, { timeout: 30_000 });
  await expect(reopened.getByText(/Failed: On my way.*The office cancelled this job/)).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(reopened);

  /** The job's steps and photos in the database, as the office and the customer see them. */
  const recorded = async () => ({
    steps: await app.db
      .selectFrom("job_events")
      .select(["to_status", "at"])
      .where("job_id", "=", worked.id)
      .where("to_status", "in", ["en_route", "on_site", "completed"])
      .orderBy("at")
      .execute(),
    photos: await app.db
      .selectFrom("job_photos")
      .select("id")
      .where("job_id", "=", worked.id)
      .execute(),
  });
  const applied = await recorded();
  expect(applied.steps.map((step) => step.to_status)).toEqual(["en_route", "on_site", "completed"]);
  const tapped = queued.slice(0, 3).map((action) => new Date(action.tappedAt).getTime());
  expect(applied.steps.map((step) => step.at.getTime())).toEqual(tapped);
  expect(Math.max(...tapped)).toBeLessThan(backOnline);
  expect(applied.photos).toHaveLength(1);

  // The customer's tracking page shows the times the engineer tapped.
  const tracking = await context.newPage();
  await tracking.goto(`${origin}${new URL(worked.trackingUrl).pathname}`);
  for (const action of queued.slice(0, 3)) {
    await expect(tracking.getByText(londonClock(action.tappedAt)).first()).toBeVisible();
  }

  // A replay of the same queue (a response lost on the way back) creates nothing new.
  const replies = await reopened.evaluate(
    async (actions) => {
      const statuses: number[] = [];
      for (const action of actions) {
        const body = new FormData();
        for (const [name, value] of action.fields) body.append(name, value);
        body.set("clientActionId", action.id);
        body.set("tappedAt", action.tappedAt);
        statuses.push((await fetch("/engineer/sync", { method: "POST", body })).status);
      }
      return statuses;
    },
    queued.slice(0, 3),
  );
  expect(replies).toEqual([200, 200, 200]);
  expect(await recorded()).toEqual(applied);

  // Signing out leaves nothing of the day on the phone.
  await reopened.getByRole("link", { name: "My account" }).first().click();
  await reopened.getByRole("main").getByRole("button", { name: "Sign out" }).click();
  await expect(reopened).toHaveURL(`${origin}/`);
  const left = await reopened.evaluate(async () => ({
    caches: (await caches.keys()).filter((name) => !name.startsWith("wefix-static-")),
    databases: (await indexedDB.databases()).map((database) => database.name),
  }));
  expect(left).toEqual({ caches: [], databases: [] });
});

test("a session that ends without signing out leaves no saved day once a public page is opened", async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const app = await inProcessApp();
  const origin = await app.listen();
  const suffix = randomBytes(3).toString("hex");
  const office = await accountOnApp(app, `Olga Office ${suffix}`, ["admin"]);
  const engineer = await accountOnApp(app, `Ellis Engineer ${suffix}`, ["engineer"]);
  await assignedJob(app, engineer.id, office.id, { daysAhead: 1, window: 0 });
  await signIn(page, engineer, "/engineer", origin);
  await expect(page.getByText(/^Saved on this phone for reading without a signal/)).toBeVisible({
    timeout: 30_000,
  });
  const dayCaches = () =>
    page.evaluate(async () =>
      (await caches.keys()).filter((name) => name.startsWith("wefix-day-")),
    );
  expect(await dayCaches()).toHaveLength(1);

  // The session cookie goes (expired, or cleared by the browser); the home page runs no
  // script, but the worker sees a page made for everyone and forgets the day.
  await context.clearCookies();
  await page.goto(`${origin}/`);
  expect(await page.locator('script[type="module"]').count()).toBe(0);
  await expect.poll(dayCaches).toEqual([]);

  await context.setOffline(true);
  await page.goto(`${origin}/engineer`);
  await expect(page).toHaveURL(/\/offline\?from=%2Fengineer$/);
  await context.setOffline(false);
});
