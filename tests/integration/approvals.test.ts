import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { adminJobDetail } from "../../app/.server/admin-jobs/job-detail.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { loadBoard } from "../../app/.server/dispatch/board.server";
import { dispatchJob } from "../../app/.server/dispatch/dispatch.server";
import { loadEngineerJob } from "../../app/.server/engineer/day.server";
import { engineerStep } from "../../app/.server/engineer/steps.server";
import { transitionJob } from "../../app/.server/jobs/status.server";
import { decideApproval } from "../../app/.server/orgs/approval-decisions.server";
import { openApprovalLink } from "../../app/.server/orgs/approval-links.server";
import { recordOfficeEstimate } from "../../app/.server/orgs/approvals.server";
import { createOrganisationJob, orgJobActor } from "../../app/.server/orgs/org-jobs.server";
import type { OrgScope } from "../../app/.server/orgs/scope.server";
import { createTestDatabase } from "./support/database";
import { SITE, addEngineer } from "./support/jobs";
import {
  addOrganisation,
  addUser,
  snapshotOrganisationData,
  type OrgFixture,
} from "./support/organisations";

let handle: DatabaseHandle;
let acme: OrgFixture;
let bravo: OrgFixture;
let office: { id: string; role: "admin" };
let engineerId: string;

// Monday 6 July 2026, 10:00 in London; windows on Wednesday the 8th.
const NOW = new Date("2026-07-06T09:00:00Z");
const WINDOW = "2026-07-08T07:00:00.000Z";
const IP = "203.0.113.7";

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  bravo = await addOrganisation(handle.db, "bravo", { now: NOW });
  const boss = await addUser(handle.db, "boss@example.com", "Bo Ss", ["admin"]);
  office = { id: boss.user.id, role: "admin" };
  engineerId = await addEngineer(handle.db, "dan@example.com");
});
afterAll(async () => {
  await handle?.close();
});

async function newJob(org: OrgFixture): Promise<{ id: string; reference: string }> {
  const result = await createOrganisationJob(
    handle.db,
    orgJobActor(org.member),
    {
      propertyId: org.propertyId,
      service: "general-repairs",
      description: "The back door sticks and will not lock.",
      priority: "urgent",
      tenantAvailability: null,
      tellTenant: false,
      contactPhone: "+447400123457",
      window: null,
    },
    { now: NOW, siteOrigin: SITE },
  );
  if (!result.ok) throw new Error(result.reason);
  return { id: result.jobId, reference: result.reference };
}

const estimate = (jobId: string, pence: number, now = NOW) =>
  recordOfficeEstimate(
    handle.db,
    office,
    { jobId, estimatePence: pence },
    { now, siteOrigin: SITE },
  );

async function jobRow(jobId: string) {
  return handle.db.selectFrom("jobs").selectAll().where("id", "=", jobId).executeTakeFirstOrThrow();
}

/** The approve link e-mailed to one person about one job, as a token. */
async function tokenFor(email: string, reference: string): Promise<string> {
  const mail = await handle.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", "org.approval-request")
    .where("subject", "like", `%${reference}%`)
    .orderBy("id", "desc")
    .executeTakeFirstOrThrow();
  const token = /\/approval\/([A-Za-z0-9_-]{43})\?decision=approve/.exec(mail.text_body)?.[1];
  if (!token) throw new Error(`No approval link to ${email}`);
  return token;
}

const byLink = (token: string, decision: "approve" | "decline", reason: string | null = null) =>
  decideApproval(
    handle.db,
    { via: "link", token, ip: IP },
    { decision, reason },
    { now: NOW, siteOrigin: SITE },
  );

const inPortal = (
  scope: OrgScope,
  reference: string,
  decision: "approve" | "decline",
  reason: string | null = null,
) =>
  decideApproval(
    handle.db,
    { via: "portal", scope, reference },
    { decision, reason },
    { now: NOW, siteOrigin: SITE },
  );

async function uses(token: string) {
  const { hashToken } = await import("../../app/.server/auth/crypto.server");
  const rows = await handle.db
    .selectFrom("approval_link_uses")
    .select(["outcome", "ip"])
    .where("token_hash", "=", hashToken(token))
    .orderBy("id")
    .execute();
  return rows.map((row) => row.outcome);
}

describe("an estimate", () => {
  it("at or below the spend limit is recorded without asking anybody", async () => {
    const job = await newJob(acme);
    expect(await estimate(job.id, 25_000)).toMatchObject({
      ok: true,
      outcome: { approval: "not-needed", estimatePence: 25_000 },
    });
    expect(await jobRow(job.id)).toMatchObject({ estimate_pence: 25_000, approval: null });
    const approvals = await handle.db
      .selectFrom("job_approvals")
      .select("id")
      .where("job_id", "=", job.id)
      .execute();
    expect(approvals).toEqual([]);
  });

  it("above the limit asks the managers and owners who opted in, each with their own links", async () => {
    const job = await newJob(acme);
    const result = await estimate(job.id, 40_000);
    expect(result).toMatchObject({ ok: true, outcome: { approval: "pending", recipients: 2 } });
    expect(await jobRow(job.id)).toMatchObject({ estimate_pence: 40_000, approval: "pending" });
    const mails = await handle.db
      .selectFrom("email_outbox")
      .select(["to_address", "text_body"])
      .where("kind", "=", "org.approval-request")
      .where("job_id", "=", job.id)
      .orderBy("to_address")
      .execute();
    expect(mails.map((mail) => mail.to_address)).toEqual([
      "manager@acme.example.com",
      "owner@acme.example.com",
    ]);
    expect(mails[0]?.text_body).toContain("£400.00");
    expect(mails[0]?.text_body).toContain("£250.00");
    expect(mails[0]?.text_body).not.toContain("bravo");
    const links = await handle.db
      .selectFrom("approval_links")
      .innerJoin("job_approvals", "job_approvals.id", "approval_links.approval_id")
      .select(["approval_links.token_hash", "approval_links.expires_at"])
      .where("job_approvals.job_id", "=", job.id)
      .execute();
    expect(links).toHaveLength(2);
    // Only hashes are stored, and the two people's links differ.
    const [first, second] = [
      await tokenFor("owner@acme.example.com", job.reference),
      await tokenFor("manager@acme.example.com", job.reference),
    ];
    expect(first).not.toBe(second);
    expect(links.map((link) => link.token_hash)).not.toContain(first);
    expect(links[0]?.expires_at.getTime()).toBe(NOW.getTime() + 7 * 86_400_000);
    // One pending request at a time: a second estimate waits for the decision.
    expect(await estimate(job.id, 50_000)).toMatchObject({ ok: false, reason: "refused" });
  });

  it("goes to the owners when no manager or owner opted in", async () => {
    const charlie = await addOrganisation(handle.db, "charlie", { now: NOW });
    await handle.db
      .updateTable("organisation_members")
      .set({ notify_by_email: false })
      .where("organisation_id", "=", charlie.id)
      .execute();
    const job = await newJob(charlie);
    expect(await estimate(job.id, 30_000)).toMatchObject({ outcome: { recipients: 1 } });
    expect(await tokenFor("owner@charlie.example.com", job.reference)).toHaveLength(43);
  });

  it("takes the engineer off a scheduled job, which keeps its window; dispatch refuses it", async () => {
    const job = await newJob(acme);
    expect(
      await dispatchJob(
        handle.db,
        office,
        { jobId: job.id, engineerId, windowStart: WINDOW },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true });
    await estimate(job.id, 30_000);
    expect(await jobRow(job.id)).toMatchObject({
      engineer_id: null,
      status: "confirmed",
      approval: "pending",
    });
    expect((await jobRow(job.id)).window_start?.toISOString()).toBe(WINDOW);
    const refused = await dispatchJob(
      handle.db,
      office,
      { jobId: job.id, engineerId, windowStart: null },
      { now: NOW, siteOrigin: SITE },
    );
    expect(refused).toMatchObject({ ok: false, reason: "refused", field: "engineerId" });
  });
});

describe("deciding by e-mailed link", () => {
  it("opening the link decides nothing; approving works once and puts the job back in the queue", async () => {
    const job = await newJob(acme);
    await estimate(job.id, 40_000);
    const owner = await tokenFor("owner@acme.example.com", job.reference);
    const manager = await tokenFor("manager@acme.example.com", job.reference);
    const opened = await openApprovalLink(handle.db, owner, { ip: IP, now: NOW });
    expect(opened).toMatchObject({
      ok: true,
      page: {
        organisationName: "acme Lettings",
        reference: job.reference,
        propertyLabel: "Flat 1, acme House",
        estimate: "£400.00",
        limit: "£250.00",
      },
    });
    expect(await jobRow(job.id)).toMatchObject({ approval: "pending" });

    const board = await loadBoard(handle.db, { day: "2026-07-08", now: NOW });
    expect(board.queue.otherDays.map((card) => card.id)).not.toContain(job.id);
    expect(board.awaitingApproval.jobs.find((card) => card.id === job.id)).toMatchObject({
      organisationName: "acme Lettings",
      organisation: { priorityLabel: "Urgent", awaitingApproval: true, estimate: "£400.00" },
      canDispatch: false,
    });

    expect(await byLink(owner, "approve")).toMatchObject({ ok: true, decision: "approve" });
    expect(await jobRow(job.id)).toMatchObject({ approval: "approved", status: "requested" });
    const after = await loadBoard(handle.db, { day: "2026-07-08", now: NOW });
    expect(after.queue.otherDays.find((card) => card.id === job.id)).toMatchObject({
      organisationName: "acme Lettings",
      organisation: { priorityLabel: "Urgent", awaitingApproval: false },
      canDispatch: true,
    });

    // The same link again, and the other manager's link: dead, and each use recorded.
    expect(await byLink(owner, "approve")).toMatchObject({
      ok: false,
      reason: "dead",
      why: "used",
    });
    const other = await byLink(manager, "decline", "Too dear");
    expect(other).toMatchObject({ ok: false, reason: "dead", why: "decided" });
    expect(other.ok ? "" : "message" in other ? other.message : "").toContain("Olive acme");
    expect(await openApprovalLink(handle.db, owner, { ip: IP, now: NOW })).toMatchObject({
      ok: false,
      reason: "dead",
      why: "used",
    });
    expect(await uses(owner)).toEqual(["open", "approved", "decide: used", "open: used"]);
    expect(await uses(manager)).toEqual(["decide: decided"]);
    const events = await handle.db
      .selectFrom("job_events")
      .select(["kind", "actor_role", "actor_id"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "approval-approved")
      .execute();
    expect(events).toEqual([
      { kind: "approval-approved", actor_role: "organisation", actor_id: acme.owner.userId },
    ]);
    const logged = await handle.db
      .selectFrom("change_log")
      .select("action")
      .where("entity", "=", "job-approval")
      .where("actor_id", "=", acme.owner.userId)
      .execute();
    expect(logged.map((row) => row.action)).toContain("approve");
  });

  it("declining with a reason cancels the job, frees its window and tells the customer", async () => {
    const job = await newJob(acme);
    await dispatchJob(
      handle.db,
      office,
      { jobId: job.id, engineerId: null, windowStart: WINDOW },
      { now: NOW, siteOrigin: SITE },
    );
    await estimate(job.id, 60_000);
    const token = await tokenFor("manager@acme.example.com", job.reference);
    expect(await byLink(token, "decline", "We will ask the landlord first.")).toMatchObject({
      ok: true,
      decision: "decline",
    });
    expect(await jobRow(job.id)).toMatchObject({ status: "cancelled", approval: "declined" });
    const held = await handle.db
      .selectFrom("window_bookings")
      .select("job_id")
      .where("job_id", "=", job.id)
      .execute();
    expect(held).toEqual([]);
    const approval = await handle.db
      .selectFrom("job_approvals")
      .selectAll()
      .where("job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(approval).toMatchObject({
      state: "declined",
      decided_via: "link",
      decided_by: acme.manager.userId,
      reason: "We will ask the landlord first.",
    });
    const told = await handle.db
      .selectFrom("email_outbox")
      .select(["to_address", "text_body"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "job.cancelled-by-office")
      .executeTakeFirstOrThrow();
    expect(told.to_address).toBe("member@acme.example.com");
    expect(told.text_body).toContain("We will ask the landlord first.");
  });

  it("an expired or unknown link is dead, and the attempt is recorded", async () => {
    const job = await newJob(acme);
    await estimate(job.id, 40_000);
    const token = await tokenFor("owner@acme.example.com", job.reference);
    const later = new Date(NOW.getTime() + 8 * 86_400_000);
    expect(await openApprovalLink(handle.db, token, { ip: IP, now: later })).toMatchObject({
      ok: false,
      reason: "dead",
      why: "expired",
    });
    const decided = await decideApproval(
      handle.db,
      { via: "link", token, ip: IP },
      { decision: "approve", reason: null },
      { now: later, siteOrigin: SITE },
    );
    expect(decided).toMatchObject({ ok: false, reason: "dead", why: "expired" });
    expect(await uses(token)).toEqual(["open: expired", "decide: expired"]);
    expect(await jobRow(job.id)).toMatchObject({ approval: "pending" });
    const unknown = "A".repeat(43);
    expect(await openApprovalLink(handle.db, unknown, { ip: IP })).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect(await byLink("not-a-token", "approve")).toEqual({ ok: false, reason: "not-found" });
    expect(await uses(unknown)).toEqual(["open: unknown"]);
  });

  it("two managers deciding at once make exactly one decision", async () => {
    const job = await newJob(acme);
    await estimate(job.id, 40_000);
    const owner = await tokenFor("owner@acme.example.com", job.reference);
    const manager = await tokenFor("manager@acme.example.com", job.reference);
    const results = await Promise.all([
      byLink(owner, "approve"),
      byLink(manager, "decline", "No"),
      inPortal(acme.manager, job.reference, "approve"),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    for (const result of results.filter((each) => !each.ok)) {
      expect(result).toMatchObject({ ok: false, reason: "dead", why: "decided" });
    }
    const decided = await handle.db
      .selectFrom("job_approvals")
      .select("state")
      .where("job_id", "=", job.id)
      .execute();
    expect(decided).toHaveLength(1);
    expect(decided[0]?.state).not.toBe("pending");
  });
});

describe("deciding in the portal", () => {
  it("a manager approves, or declines with the reason; a member may not", async () => {
    const approved = await newJob(acme);
    await estimate(approved.id, 40_000);
    expect(await inPortal(acme.member, approved.reference, "approve")).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await inPortal(acme.manager, approved.reference, "approve")).toMatchObject({ ok: true });
    expect(await jobRow(approved.id)).toMatchObject({ approval: "approved" });

    const declined = await newJob(acme);
    await estimate(declined.id, 40_000);
    expect(await inPortal(acme.owner, declined.reference, "decline", "Not now")).toMatchObject({
      ok: true,
    });
    expect(await jobRow(declined.id)).toMatchObject({ approval: "declined", status: "cancelled" });
    expect(await inPortal(acme.owner, declined.reference, "approve")).toMatchObject({
      reason: "dead",
      why: "decided",
    });
    // The office sees who decided, how and why.
    const detail = await adminJobDetail(handle.db, declined.reference, NOW);
    expect(detail?.organisation?.approvals[0]).toMatchObject({
      state: "declined",
      via: "portal",
      reason: "Not now",
      decidedBy: "Olive acme",
    });
  });

  it("isolation: another organisation's manager cannot decide, and nothing changes", async () => {
    const job = await newJob(acme);
    await estimate(job.id, 40_000);
    const before = await snapshotOrganisationData(handle.db);
    for (const reference of [job.reference, "CV-2026-999999", "not a reference", ""]) {
      expect(await inPortal(bravo.manager, reference, "approve")).toEqual({
        ok: false,
        reason: "not-found",
      });
      expect(await inPortal(bravo.owner, reference, "decline", "x")).toEqual({
        ok: false,
        reason: "not-found",
      });
    }
    expect(await snapshotOrganisationData(handle.db)).toBe(before);
    // A link decides its own organisation's job only: bravo's link leaves acme's job alone.
    const bravoJob = await newJob(bravo);
    await estimate(bravoJob.id, 40_000);
    const afterBravo = await snapshotOrganisationData(handle.db);
    const bravoToken = await tokenFor("owner@bravo.example.com", bravoJob.reference);
    expect(await byLink(bravoToken, "approve")).toMatchObject({
      ok: true,
      reference: bravoJob.reference,
    });
    expect(await jobRow(job.id)).toMatchObject({ approval: "pending" });
    expect(afterBravo).not.toBe(await snapshotOrganisationData(handle.db));
    // Everything of acme's is as it was before bravo's people tried.
    const acmeRows = (snapshot: string) => {
      const parsed: {
        jobs: { organisation_id: string | null }[];
        approvals: { organisation_id: string }[];
      } = JSON.parse(snapshot);
      return JSON.stringify([
        parsed.jobs.filter((row) => row.organisation_id === acme.id),
        parsed.approvals.filter((row) => row.organisation_id === acme.id),
      ]);
    };
    expect(acmeRows(await snapshotOrganisationData(handle.db))).toBe(acmeRows(before));
  });

  it("a link whose holder left the organisation decides nothing", async () => {
    const job = await newJob(acme);
    await estimate(job.id, 40_000);
    const token = await tokenFor("manager@acme.example.com", job.reference);
    await handle.db
      .updateTable("organisation_members")
      .set({ member_role: "member" })
      .where("user_id", "=", acme.manager.userId)
      .execute();
    try {
      expect(await byLink(token, "approve")).toMatchObject({ reason: "dead", why: "not-member" });
    } finally {
      await handle.db
        .updateTable("organisation_members")
        .set({ member_role: "manager" })
        .where("user_id", "=", acme.manager.userId)
        .execute();
    }
  });
});

describe("the engineer", () => {
  it("sees the key-safe code of their organisation job, records an estimate on its follow-up, and the organisation hears", async () => {
    const job = await newJob(acme);
    // The first window is held by a job waiting for approval: the next one.
    const dispatched = await dispatchJob(
      handle.db,
      office,
      { jobId: job.id, engineerId, windowStart: "2026-07-08T09:00:00.000Z" },
      { now: NOW, siteOrigin: SITE },
    );
    expect(dispatched).toMatchObject({ ok: true });
    const seen = await loadEngineerJob(handle.db, engineerId, job.reference, { now: NOW });
    expect(seen?.job.property).toEqual({
      organisationName: "acme Lettings",
      label: "Flat 1, acme House",
      accessNotes: "Buzzer 1",
      keySafeCode: "1234",
    });
    const stranger = await addEngineer(handle.db, "eve@example.com");
    expect(await loadEngineerJob(handle.db, stranger, job.reference, { now: NOW })).toBeNull();

    await handle.db.transaction().execute(async (trx) => {
      await transitionJob(trx, job.id, "en_route", { role: "admin", at: NOW });
      await transitionJob(trx, job.id, "on_site", { role: "admin", at: NOW });
    });
    const finished = await engineerStep(
      handle.db,
      { id: engineerId, role: "engineer" },
      {
        step: "finished",
        jobId: job.id,
        expectedStatus: "on_site",
        outcome: "quote",
        summary: "The door frame has rotted; it needs a new frame.",
        internalNote: null,
        signedOffBy: null,
        estimate: 45_000,
        photos: { before: [], after: [] },
      },
      { now: NOW, siteOrigin: SITE },
    );
    expect(finished).toMatchObject({ ok: true });
    const followUp = await handle.db
      .selectFrom("jobs")
      .selectAll()
      .where("follows_job_id", "=", job.id)
      .executeTakeFirstOrThrow();
    expect(followUp).toMatchObject({
      organisation_id: acme.id,
      property_id: acme.propertyId,
      priority: "routine",
      tenant_told: false,
      estimate_pence: 45_000,
      approval: "pending",
      status: "requested",
    });
    expect(followUp.due_at).not.toBeNull();
    const finishedMail = await handle.db
      .selectFrom("email_outbox")
      .select(["to_address", "text_body"])
      .where("job_id", "=", job.id)
      .where("kind", "=", "org.job-finished")
      .orderBy("to_address")
      .execute();
    expect(finishedMail.map((mail) => mail.to_address)).toEqual([
      "manager@acme.example.com",
      "member@acme.example.com",
      "owner@acme.example.com",
    ]);
    expect(finishedMail[0]?.text_body).toContain(`/org/acme/jobs/${job.reference}`);
    expect(finishedMail[0]?.text_body).toContain("needs a new frame");
    // The visit is over: the code is no longer shown.
    const after = await loadEngineerJob(handle.db, engineerId, job.reference, { now: NOW });
    expect(after?.job.property?.keySafeCode).toBeNull();
  });
});
