import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router-dom";
import { describe, expect, it } from "vitest";
import type { OrgJobDetail } from "~/lib/views/organisations";
import { ApprovalBox } from "./org-job-decisions";

const instant = { at: "2026-07-06T09:00:00.000Z", label: "Monday 6 July, 10:00" };

const waiting: OrgJobDetail = {
  reference: "CV-2026-000123",
  status: "requested",
  statusLabel: "Booking received",
  serviceName: "Plumbing repairs",
  description: "Basin drains slowly",
  property: { id: null, label: "Flat 3", address: "12 Moat Street", postcode: "CV1 2LZ" },
  priority: { label: "Routine", target: "within 10 working days" },
  due: instant,
  overdue: false,
  windowLabel: "To be arranged",
  tenantAvailability: null,
  tenantTold: false,
  estimate: "£400.00",
  price: null,
  approval: "pending",
  waiting: {
    jobReference: "CV-2026-000123",
    propertyLabel: "Flat 3",
    serviceName: "Plumbing repairs",
    description: "Basin drains slowly",
    amount: "£400.00",
    spendLimit: "£250.00",
    quote: null,
    quoteExpired: false,
    asked: instant,
  },
  lastDecision: null,
  reported: instant,
  timeline: [],
  engineerPhotos: [],
  reportPhotos: [],
  finished: null,
  comments: [],
};

function render(job: OrgJobDetail, mayDecide: boolean): string {
  const router = createMemoryRouter([
    { path: "/", element: <ApprovalBox slug="moathouse" job={job} mayDecide={mayDecide} /> },
  ]);
  return renderToStaticMarkup(<RouterProvider router={router} />);
}

describe("ApprovalBox", () => {
  it("gives a manager the estimate, the limit and a form to the approval route", () => {
    const html = render(waiting, true);
    expect(html).toContain("£400.00");
    expect(html).toContain("£250.00");
    expect(html).toContain('action="/org/moathouse/jobs/CV-2026-000123/approval"');
    expect(html).toMatch(/<input type="radio"[^>]*name="decision"[^>]*value="approve"/);
    expect(html).toMatch(/<input type="radio"[^>]*name="decision"[^>]*value="decline"/);
    expect(html).toMatch(
      /<textarea[^>]*name="reason"[^>]*maxLength="500"|<textarea[^>]*maxLength="500"[^>]*name="reason"/,
    );
  });

  it("tells a member the job waits for a manager", () => {
    const html = render(waiting, false);
    expect(html).toContain("Waiting for a manager’s approval.");
    expect(html).not.toContain("<form");
  });

  it("shows nothing when no decision is waiting", () => {
    expect(render({ ...waiting, approval: null, waiting: null }, true)).toBe("");
  });
});
