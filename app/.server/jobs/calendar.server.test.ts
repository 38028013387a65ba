import { describe, expect, it } from "vitest";
import { CALENDAR_CONTENT_TYPE, calendarAttachment } from "./calendar.server";

function visit(start: string, end: string) {
  return {
    uid: "3f1c2a9e-0000-4000-8000-000000000001@wefixcoventry.co.uk",
    reference: "CV-2026-000123",
    title: "We Fix Coventry: Plumbing repairs",
    description: "Booking CV-2026-000123. The engineer arrives during this window.",
    location: "12 Spon Street, Coventry, CV1 3BA",
    start: new Date(start),
    end: new Date(end),
    url: "http://localhost:3000/track/abc",
    organiser: { name: "We Fix Coventry", email: "hello@wefixcoventry.co.uk" },
  };
}

/** The unfolded content lines of the file. */
function lines(content: string): string[] {
  return content.replace(/\r\n[ \t]/g, "").split("\r\n");
}

describe("calendarAttachment", () => {
  it("is a PUBLISH calendar named after the reference", () => {
    const file = calendarAttachment(visit("2026-07-14T07:00:00Z", "2026-07-14T09:00:00Z"));
    expect(file.filename).toBe("CV-2026-000123.ics");
    expect(file.contentType).toBe(CALENDAR_CONTENT_TYPE);
    const content = lines(file.content);
    expect(content[0]).toBe("BEGIN:VCALENDAR");
    expect(content).toContain("METHOD:PUBLISH");
    expect(content).toContain("UID:3f1c2a9e-0000-4000-8000-000000000001@wefixcoventry.co.uk");
    expect(content).toContain("SUMMARY:We Fix Coventry: Plumbing repairs");
  });

  it("writes the window as UTC instants: 08:00 in a London summer is 07:00Z", () => {
    const content = lines(
      calendarAttachment(visit("2026-07-14T07:00:00Z", "2026-07-14T09:00:00Z")).content,
    );
    expect(content).toContain("DTSTART:20260714T070000Z");
    expect(content).toContain("DTEND:20260714T090000Z");
  });

  it("writes the window as UTC instants: 08:00 in a London winter is 08:00Z", () => {
    const content = lines(
      calendarAttachment(visit("2026-12-01T08:00:00Z", "2026-12-01T10:00:00Z")).content,
    );
    expect(content).toContain("DTSTART:20261201T080000Z");
    expect(content).toContain("DTEND:20261201T100000Z");
  });

  // The ics library folds at 75 characters, not octets (RFC 5545 says "should"); calendars
  // read both. What matters is that long lines are folded and unfold to the text intact.
  it("folds long lines without splitting a character", () => {
    const description = `Booking at Zoë’s flat. ${"Ünïcödé and ascii text. ".repeat(12)}`;
    const file = calendarAttachment({
      ...visit("2026-07-14T07:00:00Z", "2026-07-14T09:00:00Z"),
      description,
    });
    const physical = file.content.split("\r\n");
    for (const line of physical) expect([...line].length).toBeLessThanOrEqual(75);
    expect(physical.some((line) => /^[ \t]/.test(line))).toBe(true);
    expect(file.content).not.toContain("\uFFFD");
    expect(lines(file.content)).toContain(`DESCRIPTION:${description}`);
  });

  it("escapes commas, semicolons, backslashes and line breaks in text", () => {
    const content = lines(
      calendarAttachment({
        ...visit("2026-07-14T07:00:00Z", "2026-07-14T09:00:00Z"),
        location: "Flat 2; 12 Spon Street, Coventry\\rear\nCV1 3BA",
      }).content,
    );
    expect(content).toContain("LOCATION:Flat 2\\; 12 Spon Street\\, Coventry\\\\rear\\nCV1 3BA");
  });
});
