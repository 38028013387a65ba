import { randomBytes } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { StaffActor } from "../../app/.server/audit/change-log.server";
import type { DatabaseHandle } from "../../app/.server/db/connection.server";
import { decideApproval } from "../../app/.server/orgs/approval-decisions.server";
import { openApprovalLink } from "../../app/.server/orgs/approval-links.server";
import { recordOfficeEstimate } from "../../app/.server/orgs/approvals.server";
import { waitingDecisions } from "../../app/.server/orgs/org-decisions.server";
import { createOrganisationJob, orgJobActor } from "../../app/.server/orgs/org-jobs.server";
import type { OrgScope } from "../../app/.server/orgs/scope.server";
import { addQuoteLine, startQuote } from "../../app/.server/quotes/quote-drafts.server";
import { acceptQuote, declineQuote } from "../../app/.server/quotes/quote-public.server";
import { sendQuote, withdrawQuote } from "../../app/.server/quotes/quote-send.server";
import { createTestDatabase } from "./support/database";
import { SITE } from "./support/jobs";
import { addOrganisation, addUser, type OrgFixture } from "./support/organisations";

/*
 * Decision 0074: a quote on an organisation's job goes to its managers, and above the spend
 * limit accepting it is the spend approval — one decision, whichever page it is made on.
 * Runs on PGlite and, in the PostgreSQL pass, on a server with a pool (the races are real).
 */

let handle: DatabaseHandle;
let acme: OrgFixture;
let bravo: OrgFixture;
let office: StaffActor;

// Monday 6 July 2026 in London; quotes are open for 30 days.
const NOW = new Date("2026-07-06T09:00:00Z");
const LATER = new Date("2026-07-07T09:00:00Z");

beforeAll(async () => {
  handle = await createTestDatabase();
  acme = await addOrganisation(handle.db, "acme", { now: NOW });
  bravo = await addOrganisation(handle.db, "bravo", { now: NOW });
  const boss = await addUser(handle.db, "quote-boss@example.com", "Bo Ss", ["admin"]);
  office = { id: boss.user.id, role: "admin" };
});
afterAll(async () => {
  await handle?.close();
});

function visitor() {
  return { ip: `2001:db8::${randomBytes(2).toString("hex")}` };
}

async function newJob(org: OrgFixture = acme): Promise<{ id: string; reference: string }> {
  const result = await createOrganisationJob(
    handle.db,
    orgJobActor(org.member),
    {
      propertyId: org.propertyId,
      service: "general-repairs",
      description: "The garden fence panels blew down.",
      priority: "routine",
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

/** A sent quote of one line of this many pence on the job; returns its id and link token. */
async function sentQuote(job: { reference: string }, pence: number) {
  const started = await startQuote(handle.db, office, { jobReference: job.reference, now: NOW });
  if (!started.ok) throw new Error("no quote");
  await addQuoteLine(handle.db, {
    quoteId: started.quoteId,
    now: NOW,
    line: {
      priceKey: null,
      description: "Replace three fence panels",
      quantityHundredths: 100,
      unitPricePence: pence,
      vatRate: "standard",
    },
  });
  const sent = await sendQuote(handle.db, office, {
    quoteId: started.quoteId,
    now: NOW,
    siteOrigin: SITE,
  });
  if (!sent.ok) throw new Error(`not sent: ${sent.reason}`);
  return { quoteId: started.quoteId, token: sent.token };
}

const rows = {
  job: (id: string) =>
    handle.db.selectFrom("jobs").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  quote: (id: string) =>
    handle.db.selectFrom("quotes").selectAll().where("id", "=", id).executeTakeFirstOrThrow(),
  approvals: (jobId: string) =>
    handle.db
      .selectFrom("job_approvals")
      .selectAll()
      .where("job_id", "=", jobId)
      .orderBy("requested_at")
      .execute(),
  mail: (quoteId: string, kind: string) =>
    handle.db
      .selectFrom("email_outbox")
      .select(["to_address", "subject", "text_body"])
      .where("quote_id", "=", quoteId)
      .where("kind", "=", kind)
      .orderBy("to_address")
      .execute(),
};

const inPortal = (scope: OrgScope, reference: string, decision: "approve" | "decline") =>
  decideApproval(
    handle.db,
    { via: "portal", scope, reference },
    { decision, reason: decision === "decline" ? "Too dear this quarter" : null },
    { now: NOW, siteOrigin: SITE },
  );

/** The approve link of an estimate's e-mail to one person. */
async function approveToken(email: string, reference: string): Promise<string> {
  const mail = await handle.db
    .selectFrom("email_outbox")
    .select("text_body")
    .where("to_address", "=", email)
    .where("kind", "=", "org.approval-request")
    .where("subject", "like", `%${reference}%`)
    .executeTakeFirstOrThrow();
  const token = /\/approval\/([A-Za-z0-9_-]{43})\?decision=approve/.exec(mail.text_body)?.[1];
  if (!token) throw new Error("no link");
  return token;
}

describe("a quote on an organisation's job", () => {
  it("is addressed to the organisation and e-mailed to its managers and owners, never the tenant", async () => {
    const job = await newJob();
    const { quoteId, token } = await sentQuote(job, 20_000);
    expect(await rows.quote(quoteId)).toMatchObject({
      customer_name: "acme Lettings",
      customer_email: "office@acme.example.com",
      consumer: false,
    });
    const mails = await rows.mail(quoteId, "quote.sent");
    expect(mails.map((mail) => mail.to_address)).toEqual([
      "manager@acme.example.com",
      "owner@acme.example.com",
    ]);
    expect(mails[0]?.text_body).toContain(`/quote/${token}`);
    expect(mails[0]?.text_body).toContain("/org/acme/approvals");
    // At or below the £250 limit: the quote alone, no approval.
    expect(mails[0]?.text_body).not.toContain("spend limit");
    expect(await rows.approvals(job.id)).toEqual([]);
    expect((await rows.job(job.id)).approval).toBeNull();
  });

  it("above the spend limit waits as one decision: a pending approval bound to the quote, no second e-mail", async () => {
    const job = await newJob();
    const { quoteId } = await sentQuote(job, 40_000);
    const [approval] = await rows.approvals(job.id);
    expect(approval).toMatchObject({ state: "pending", quote_id: quoteId, estimate_pence: 40_000 });
    expect(await rows.job(job.id)).toMatchObject({ approval: "pending", estimate_pence: 40_000 });
    const mails = await rows.mail(quoteId, "quote.sent");
    expect(mails).toHaveLength(2);
    expect(mails[0]?.text_body).toContain("accepting it is also your approval of the spend");
    const approvalMails = await handle.db
      .selectFrom("email_outbox")
      .select("id")
      .where("job_id", "=", job.id)
      .where("kind", "=", "org.approval-request")
      .execute();
    expect(approvalMails).toEqual([]);
    // The one list shows it once, as a quote above the limit.
    const waiting = await waitingDecisions(handle.db, acme.manager, NOW, { jobId: job.id });
    expect(waiting).toHaveLength(1);
    expect(waiting[0]).toMatchObject({ amount: "£400.00", spendLimit: "£250.00" });
    expect(waiting[0]?.quote?.lines).toHaveLength(1);
  });

  it("approving in the portal accepts the quote; the quote's page then finds it decided", async () => {
    const job = await newJob();
    const { quoteId, token } = await sentQuote(job, 40_000);
    expect(await inPortal(acme.manager, job.reference, "approve")).toMatchObject({
      ok: true,
      decision: "approve",
      quoteReference: (await rows.quote(quoteId)).reference,
      estimate: "£400.00",
    });
    expect(await rows.quote(quoteId)).toMatchObject({
      status: "accepted",
      accepted_name: "Mina acme",
    });
    const [approval] = await rows.approvals(job.id);
    expect(approval).toMatchObject({ state: "approved", decided_via: "portal" });
    expect(await rows.job(job.id)).toMatchObject({ approval: "approved", status: "requested" });
    const confirmations = await rows.mail(quoteId, "quote.accepted");
    expect(confirmations.map((mail) => mail.to_address)).toEqual([
      "manager@acme.example.com",
      "owner@acme.example.com",
    ]);
    const again = await acceptQuote(
      handle.db,
      token,
      { name: "Olive acme", startWithinCancellationPeriod: false },
      { ...visitor(), now: NOW, siteOrigin: SITE },
    );
    expect(again.ok && again.found.done).toBe(false);
    expect((await rows.quote(quoteId)).accepted_name).toBe("Mina acme");
  });

  it("accepting on the quote's page approves the spend", async () => {
    const job = await newJob();
    const { quoteId, token } = await sentQuote(job, 40_000);
    const accepted = await acceptQuote(
      handle.db,
      token,
      { name: "Olive acme", startWithinCancellationPeriod: true },
      { ...visitor(), now: NOW, siteOrigin: SITE },
    );
    expect(accepted.ok && accepted.found.done).toBe(true);
    expect(await rows.quote(quoteId)).toMatchObject({
      status: "accepted",
      accepted_name: "Olive acme",
      // A business has no cancellation period to start within.
      start_within_cancellation_period: null,
    });
    const [approval] = await rows.approvals(job.id);
    expect(approval).toMatchObject({
      state: "approved",
      decided_via: "quote-link",
      decided_by: null,
    });
    expect(await rows.job(job.id)).toMatchObject({ approval: "approved", status: "requested" });
    expect(await inPortal(acme.owner, job.reference, "decline")).toMatchObject({
      ok: false,
      reason: "dead",
    });
  });

  it("declining on the quote's page declines the spend and cancels the job", async () => {
    const job = await newJob();
    const { quoteId, token } = await sentQuote(job, 40_000);
    const declined = await declineQuote(
      handle.db,
      token,
      { reason: "We will use our own contractor" },
      { ...visitor(), now: NOW, siteOrigin: SITE },
    );
    expect(declined.ok && declined.found.done).toBe(true);
    expect((await rows.quote(quoteId)).status).toBe("declined");
    expect((await rows.approvals(job.id))[0]).toMatchObject({
      state: "declined",
      reason: "We will use our own contractor",
    });
    expect(await rows.job(job.id)).toMatchObject({ approval: "declined", status: "cancelled" });
  });

  it("an estimate's approval link, sent before the quote, decides the quote", async () => {
    const job = await newJob();
    const estimated = await recordOfficeEstimate(
      handle.db,
      office,
      { jobId: job.id, estimatePence: 30_000 },
      { now: NOW, siteOrigin: SITE },
    );
    expect(estimated).toMatchObject({ ok: true, outcome: { approval: "pending" } });
    const token = await approveToken("owner@acme.example.com", job.reference);
    const { quoteId } = await sentQuote(job, 32_500);
    const approvals = await rows.approvals(job.id);
    expect(approvals).toHaveLength(1);
    expect(approvals[0]).toMatchObject({ quote_id: quoteId, estimate_pence: 32_500 });
    const page = await openApprovalLink(handle.db, token, { ...visitor(), now: NOW });
    expect(page.ok && page.page).toMatchObject({
      estimate: "£325.00",
      quoteReference: (await rows.quote(quoteId)).reference,
    });
    expect(
      await decideApproval(
        handle.db,
        { via: "link", token, ip: visitor().ip },
        { decision: "approve", reason: null },
        { now: NOW, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true, quoteReference: (await rows.quote(quoteId)).reference });
    expect(await rows.quote(quoteId)).toMatchObject({
      status: "accepted",
      accepted_name: "Olive acme",
    });
  });

  it("with an expired quote, the approval can be declined but not approved", async () => {
    const job = await newJob();
    const { quoteId } = await sentQuote(job, 40_000);
    const expired = new Date("2026-09-01T09:00:00Z");
    const approving = await decideApproval(
      handle.db,
      { via: "portal", scope: acme.manager, reference: job.reference },
      { decision: "approve", reason: null },
      { now: expired, siteOrigin: SITE },
    );
    expect(approving).toMatchObject({ ok: false, reason: "refused" });
    expect((await rows.approvals(job.id))[0]?.state).toBe("pending");
    const waiting = await waitingDecisions(handle.db, acme.manager, expired, { jobId: job.id });
    expect(waiting[0]).toMatchObject({ quote: null, quoteExpired: true });
    expect(
      await decideApproval(
        handle.db,
        { via: "portal", scope: acme.manager, reference: job.reference },
        { decision: "decline", reason: "Not now" },
        { now: expired, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true, decision: "decline", quoteReference: null });
    expect((await rows.quote(quoteId)).status).toBe("sent");
  });

  it("a quote at or below the limit is accepted in the portal on its own", async () => {
    const job = await newJob();
    const { quoteId } = await sentQuote(job, 12_000);
    expect(await inPortal(acme.member, job.reference, "approve")).toMatchObject({
      ok: false,
      reason: "refused",
    });
    expect(await inPortal(acme.owner, job.reference, "approve")).toMatchObject({
      ok: true,
      quoteReference: (await rows.quote(quoteId)).reference,
      estimate: "£120.00",
    });
    expect(await rows.quote(quoteId)).toMatchObject({ status: "accepted" });
    expect(await rows.approvals(job.id)).toEqual([]);
  });

  it("needs no further approval once accepted: a later estimate up to its total asks nobody", async () => {
    const job = await newJob();
    await sentQuote(job, 40_000);
    await inPortal(acme.manager, job.reference, "approve");
    expect(
      await recordOfficeEstimate(
        handle.db,
        office,
        { jobId: job.id, estimatePence: 40_000 },
        { now: LATER, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true, outcome: { approval: "not-needed" } });
    expect(
      await recordOfficeEstimate(
        handle.db,
        office,
        { jobId: job.id, estimatePence: 45_000 },
        { now: LATER, siteOrigin: SITE },
      ),
    ).toMatchObject({ ok: true, outcome: { approval: "pending" } });
  });

  it("withdrawn, it stops deciding the approval, which waits on the amount", async () => {
    const job = await newJob();
    const { quoteId } = await sentQuote(job, 40_000);
    expect(await withdrawQuote(handle.db, office, { quoteId, now: NOW })).toEqual({ ok: true });
    expect((await rows.approvals(job.id))[0]).toMatchObject({ state: "pending", quote_id: null });
    expect(await inPortal(acme.manager, job.reference, "approve")).toMatchObject({
      ok: true,
      quoteReference: null,
    });
    expect((await rows.quote(quoteId)).status).toBe("withdrawn");
  });

  it("isolation: another organisation neither sees nor decides it", async () => {
    const job = await newJob();
    const { quoteId } = await sentQuote(job, 40_000);
    expect(
      (await waitingDecisions(handle.db, bravo.owner, NOW)).map((item) => item.jobReference),
    ).not.toContain(job.reference);
    expect(await inPortal(bravo.owner, job.reference, "approve")).toEqual({
      ok: false,
      reason: "not-found",
    });
    expect((await rows.quote(quoteId)).status).toBe("sent");
  });
});

describe("approve and accept at once", () => {
  it("make one decision whichever pages they come from", async () => {
    for (let round = 0; round < 4; round += 1) {
      const job = await newJob();
      await recordOfficeEstimate(
        handle.db,
        office,
        { jobId: job.id, estimatePence: 30_000 },
        { now: NOW, siteOrigin: SITE },
      );
      const linkToken = await approveToken("manager@acme.example.com", job.reference);
      const { quoteId, token } = await sentQuote(job, 41_000);
      const decline = round % 2 === 1;
      const results = await Promise.all([
        decideApproval(
          handle.db,
          { via: "link", token: linkToken, ip: visitor().ip },
          { decision: "approve", reason: null },
          { now: NOW, siteOrigin: SITE },
        ),
        decline
          ? declineQuote(
              handle.db,
              token,
              { reason: "No" },
              { ...visitor(), now: NOW, siteOrigin: SITE },
            )
          : acceptQuote(
              handle.db,
              token,
              { name: "Olive acme", startWithinCancellationPeriod: false },
              { ...visitor(), now: NOW, siteOrigin: SITE },
            ),
        inPortal(acme.owner, job.reference, "approve"),
        acceptQuote(
          handle.db,
          token,
          { name: "Someone else", startWithinCancellationPeriod: false },
          { ...visitor(), now: NOW, siteOrigin: SITE },
        ),
      ]);
      const [byLink, byQuote, byPortal, byQuoteAgain] = results;
      const won = [
        byLink.ok,
        byQuote.ok && byQuote.found.done,
        byPortal.ok,
        byQuoteAgain.ok && byQuoteAgain.found.done,
      ].filter(Boolean);
      expect(won, `round ${round}`).toHaveLength(1);
      const quote = await rows.quote(quoteId);
      const [approval] = await rows.approvals(job.id);
      // The two halves agree: both accepted and approved, or both declined.
      expect(approval?.state).toBe(quote.status === "accepted" ? "approved" : "declined");
      expect(["accepted", "declined"]).toContain(quote.status);
      const events = await handle.db
        .selectFrom("job_events")
        .select("kind")
        .where("job_id", "=", job.id)
        .where("kind", "in", [
          "quote-accepted",
          "quote-declined",
          "approval-approved",
          "approval-declined",
        ])
        .execute();
      expect(events).toHaveLength(2);
      const confirmations = await rows.mail(quoteId, "quote.accepted");
      expect(confirmations).toHaveLength(quote.status === "accepted" ? 2 : 0);
    }
  });
});
