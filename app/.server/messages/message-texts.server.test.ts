import { describe, expect, it } from "vitest";
import { clip, gsm7Length, isGsm7, toGsm7 } from "./gsm7.server";
import {
  finishedEmail,
  formatShortWindow,
  officeCancelledSms,
  officeMovedEmail,
  officeMovedSms,
  onMyWayEmail,
  onMyWaySms,
  SMS_PART,
  type MessageContext,
  type MessageJob,
} from "./message-texts.server";

const context: MessageContext = {
  business: {
    name: "We Fix Coventry",
    phoneDisplay: "024 7699 0123",
    email: "hello@wefixcoventry.co.uk",
  },
  siteOrigin: "https://wefixcoventry.co.uk",
};

// 14 July 2026 is a Tuesday; 07:00Z is 08:00 in London (BST).
const job: MessageJob = {
  reference: "CV-2026-000123",
  serviceName: "Plumbing repairs",
  customerName: "Sarah Mitchell",
  customerEmail: "sarah@example.com",
  address: "12 Spon Street, Coventry",
  postcode: "CV1 5DZ",
  windowStart: new Date("2026-07-14T07:00:00Z"),
  windowEnd: new Date("2026-07-14T09:00:00Z"),
};
const TRACK = `https://wefixcoventry.co.uk/track/${"A".repeat(43)}`;
const REVIEW = `https://wefixcoventry.co.uk/review/${"B".repeat(43)}`;
const eta = new Date("2026-07-14T07:40:00Z");

describe("GSM-7", () => {
  it("turns typographic characters into plain ones and drops foreign accents", () => {
    expect(toGsm7("08:00–10:00 · “quoted” it’s … Zoë")).toBe(
      '08:00-10:00 - "quoted" it\'s ... Zoe',
    );
    expect(toGsm7("Café £45 €5")).toBe("Café £45 €5");
    expect(toGsm7("🙂 漢")).toBe("? ?");
    expect(isGsm7(toGsm7("anything – at all ✓"))).toBe(true);
  });

  it("counts extension characters twice", () => {
    expect(gsm7Length("€[]")).toBe(6);
    expect(gsm7Length("abc")).toBe(3);
  });

  it("clips a long part with an ellipsis", () => {
    expect(clip("short", 10)).toBe("short");
    expect(clip("a long   reason\nover lines", 12)).toBe("a long re...");
  });
});

describe("on my way", () => {
  it("e-mails the first name, the arrival time, the booked window and the link", () => {
    const mail = onMyWayEmail(job, { engineerFirstName: "Dan", eta, trackingUrl: TRACK }, context);
    expect(mail.subject).toBe("Dan is on the way: arriving about 08:40 (CV-2026-000123)");
    expect(mail.text).toContain("expects to arrive at about 08:40");
    expect(mail.text).toContain("Booked arrival window: Tuesday 14 July, 08:00–10:00");
    expect(mail.text).toContain(`\n${TRACK}\n`);
  });

  it("texts the same in one GSM-7 part", () => {
    const text = onMyWaySms(job, { engineerFirstName: "Dan", eta, trackingUrl: TRACK }, context);
    expect(text).toBe(
      `We Fix Coventry: Dan is on the way, ETA 08:40 (window 08:00-10:00). Track: ${TRACK}`,
    );
    expect(isGsm7(text)).toBe(true);
    expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_PART);
  });
});

describe("finished", () => {
  it("gives the summary, the link to the photos and the review link when done", () => {
    const mail = finishedEmail(
      job,
      {
        summary: "Replaced the washer.",
        outcome: "completed",
        engineerFirstName: "Dan",
        trackingUrl: TRACK,
        reviewUrl: REVIEW,
      },
      context,
    );
    expect(mail.subject).toBe("Visit finished: Plumbing repairs (CV-2026-000123)");
    expect(mail.text).toContain("The job is done.");
    expect(mail.text).toContain("What Dan did:\nReplaced the washer.");
    expect(mail.text).toContain(`with Dan's photos:\n${TRACK}`);
    expect(mail.text).toContain(`works once:\n${REVIEW}`);
  });

  it("says what happens next for a quote or a return visit, without a review link", () => {
    for (const [outcome, words] of [
      ["quote", "needs a quote"],
      ["return-visit", "needs a return visit"],
    ] as const) {
      const mail = finishedEmail(
        job,
        {
          summary: "Looked.",
          outcome,
          engineerFirstName: null,
          trackingUrl: TRACK,
          reviewUrl: null,
        },
        context,
      );
      expect(mail.text).toContain(words);
      expect(mail.text).toContain("What the engineer did:\nLooked.");
      expect(mail.text).not.toContain("/review/");
    }
  });
});

describe("cancelled and moved by the office", () => {
  it("texts a cancellation with the reason in one part, shortening a long reason", () => {
    const short = officeCancelledSms(job, { reason: "The engineer is ill" }, context);
    expect(short).toBe(
      "We Fix Coventry: sorry, we have cancelled your visit on Tue 14 Jul, 08:00-10:00 (CV-2026-000123). Why: The engineer is ill. To rebook call 024 7699 0123",
    );
    expect(gsm7Length(short)).toBeLessThanOrEqual(SMS_PART);
    const long = officeCancelledSms(job, { reason: "x ".repeat(200) }, context);
    expect(gsm7Length(long)).toBeLessThanOrEqual(SMS_PART);
    expect(long).toMatch(/Why: x x .*\.\.\.\. To rebook call 024 7699 0123$/);
  });

  it("e-mails and texts the new window and the reason of a move", () => {
    const to = {
      start: new Date("2026-07-15T09:00:00Z"),
      end: new Date("2026-07-15T11:00:00Z"),
    };
    const mail = officeMovedEmail(
      job,
      {
        from: { start: job.windowStart ?? to.start, end: job.windowEnd ?? to.end },
        to,
        reason: "Van broke down",
        trackingUrl: TRACK,
      },
      context,
    );
    expect(mail.subject).toBe(
      "Booking moved: Plumbing repairs, Wednesday 15 July, 10:00–12:00 (CV-2026-000123)",
    );
    expect(mail.text).toContain("Was: Tuesday 14 July, 08:00–10:00");
    expect(mail.text).toContain("Why: Van broke down");
    const text = officeMovedSms(job, { to, reason: "Van broke down" }, context);
    expect(text).toBe(
      "We Fix Coventry: your visit CV-2026-000123 is now Wed 15 Jul, 10:00-12:00. Why: Van broke down. Not suitable? Call 024 7699 0123",
    );
    expect(officeMovedSms(job, { to, reason: null }, context)).not.toContain("Why");
  });

  it("writes short windows in London time across the clock change", () => {
    expect(
      formatShortWindow(new Date("2026-12-01T08:00:00Z"), new Date("2026-12-01T10:00:00Z")),
    ).toBe("Tue 1 Dec, 08:00-10:00");
  });
});
