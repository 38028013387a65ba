import { describe, expect, it } from "vitest";
import type { Business } from "../business/business.server";
import {
  bookingCancelledEmail,
  bookingMovedEmail,
  portalLinkEmail,
  type ChangedJob,
} from "./customer-change-emails.server";

const business: Business = {
  name: "We Fix Coventry",
  phone: "+442476990123",
  phoneDisplay: "024 7699 0123",
  email: "hello@wefixcoventry.co.uk",
  address: "14 Far Gosford Street",
  city: "Coventry",
  postalCode: "CV1 5DZ",
  region: "West Midlands",
  country: "GB",
  website: "https://wefixcoventry.co.uk",
  latitude: 52.40806,
  longitude: -1.51056,
  serviceAreas: [],
  services: [],
  openingHours: [],
  priceRange: "£45-320",
  siteRating: null,
  outsideRating: null,
  sameAs: [],
  openingHoursSummary: "",
  openingHoursLines: [],
  areaNames: "",
  vatRegistered: true,
};

const job: ChangedJob = {
  id: "3f1c2a9e-0000-4000-8000-000000000001",
  reference: "CV-2026-000123",
  serviceName: "Plumbing repairs",
  serviceSlug: "plumbing-repairs",
  address: "12 Spon Street, Coventry",
  postcode: "CV1 3BA",
  customerName: "Sarah Mitchell",
  customerEmail: "sarah@example.com",
};

const SITE = "https://wefixcoventry.co.uk";

describe("bookingMovedEmail", () => {
  const email = bookingMovedEmail({
    job,
    from: { start: new Date("2026-07-14T07:00:00Z"), end: new Date("2026-07-14T09:00:00Z") },
    to: { start: new Date("2026-12-01T08:00:00Z"), end: new Date("2026-12-01T10:00:00Z") },
    business,
    siteOrigin: SITE,
    bookingsUrl: `${SITE}/client`,
  });

  it("names the new window in London time, and the old one", () => {
    expect(email.to).toBe("sarah@example.com");
    expect(email.kind).toBe("job.rescheduled");
    expect(email.subject).toBe(
      "Booking moved: Plumbing repairs, Tuesday 1 December, 08:00–10:00 (CV-2026-000123)",
    );
    expect(email.text).toContain("New arrival window: Tuesday 1 December, 08:00–10:00 (UK time)");
    expect(email.text).toContain("Was: Tuesday 14 July, 08:00–10:00");
    expect(email.text).toContain(`${SITE}/client`);
  });

  it("carries a calendar file for the new window with the booking's UID", () => {
    const [file] = email.attachments ?? [];
    expect(file?.filename).toBe("CV-2026-000123.ics");
    const content = file?.content.replace(/\r\n[ \t]/g, "") ?? "";
    expect(content).toContain("UID:3f1c2a9e-0000-4000-8000-000000000001@wefixcoventry.co.uk");
    expect(content).toContain("DTSTART:20261201T080000Z");
    expect(content).toContain("DTEND:20261201T100000Z");
  });
});

describe("bookingCancelledEmail", () => {
  it("confirms the cancellation and offers to book again", () => {
    const email = bookingCancelledEmail({
      job,
      window: { start: new Date("2026-07-14T07:00:00Z"), end: new Date("2026-07-14T09:00:00Z") },
      business,
      siteOrigin: SITE,
    });
    expect(email.kind).toBe("job.cancelled");
    expect(email.subject).toBe(
      "Booking cancelled: Plumbing repairs, Tuesday 14 July, 08:00–10:00 (CV-2026-000123)",
    );
    expect(email.text).toContain(`${SITE}/book?service=plumbing-repairs`);
    expect(email.text).toContain("024 7699 0123");
    expect(email.attachments).toBeUndefined();
  });
});

describe("portalLinkEmail", () => {
  it("sends the new link and says the old one has stopped working", () => {
    const email = portalLinkEmail({
      customerName: "Sarah Mitchell",
      customerEmail: "sarah@example.com",
      portalUrl: `${SITE}/portal/abc`,
      business,
      siteOrigin: SITE,
    });
    expect(email).toMatchObject({
      to: "sarah@example.com",
      kind: "portal.link",
      subject: "Your link to your We Fix Coventry bookings",
    });
    expect(email.text).toContain(`\n${SITE}/portal/abc\n`);
    expect(email.text).toContain("Any link we sent you before no longer works.");
  });
});
