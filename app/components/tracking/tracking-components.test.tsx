import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { TrackingStep } from "~/lib/views/tracking";
import { JobTimeline } from "./job-timeline";
import { NoScriptRefresh } from "./no-script-refresh";
import { ProgressSteps } from "./progress-steps";

describe("NoScriptRefresh", () => {
  it("renders the refresh only inside <noscript>", () => {
    expect(renderToStaticMarkup(<NoScriptRefresh seconds={60} />)).toBe(
      '<noscript><meta http-equiv="refresh" content="60"/></noscript>',
    );
  });
});

describe("ProgressSteps", () => {
  const steps: TrackingStep[] = [
    {
      status: "requested",
      label: "Requested",
      state: "done",
      reachedAt: { iso: "2026-07-10T09:00:00.000Z", label: "Friday 10 July, 10:00" },
    },
    { status: "confirmed", label: "Confirmed", state: "current", reachedAt: null },
    { status: "scheduled", label: "Scheduled", state: "upcoming", reachedAt: null },
  ];

  it("is an ordered list with the current step marked and the times reached", () => {
    const html = renderToStaticMarkup(<ProgressSteps steps={steps} />);
    expect(html).toMatch(/^<ol aria-label="Progress of the job"/);
    expect(html.match(/aria-current="step"/g)).toHaveLength(1);
    expect(html).toMatch(/<li aria-current="step"[^>]*>.*Confirmed/);
    expect(html).toContain(
      '<time dateTime="2026-07-10T09:00:00.000Z">Friday 10 July, 10:00</time>',
    );
  });
});

describe("JobTimeline", () => {
  it("lists the entries with their notes", () => {
    const html = renderToStaticMarkup(
      <JobTimeline
        entries={[
          {
            id: "1",
            at: "2026-07-10T09:00:00.000Z",
            atLabel: "Friday 10 July, 10:00",
            title: "Booking cancelled",
            detail: "Your reason: Fixed it myself",
          },
        ]}
      />,
    );
    expect(html).toContain("Booking cancelled");
    expect(html).toContain("Your reason: Fixed it myself");
    expect(html).toContain(
      '<time dateTime="2026-07-10T09:00:00.000Z">Friday 10 July, 10:00</time>',
    );
  });
});
