import { describe, expect, it } from "vitest";
import { CONTROL_CHARACTER_MESSAGE } from "./text";
import {
  cancelSchema,
  jobFormIntent,
  newPortalLinkSchema,
  noteSchema,
  PORTAL_MESSAGES,
  rescheduleSchema,
  showWindowsSchema,
} from "./portal";

const JOB_ID = "3f1c2a9e-0000-4000-8000-000000000001";

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

describe("jobFormIntent", () => {
  it("takes the first intent sent: the pressed button comes before the form's own", () => {
    expect(
      jobFormIntent(
        form([
          ["intent", "show-windows"],
          ["intent", "reschedule"],
        ]),
      ),
    ).toBe("show-windows");
    expect(jobFormIntent(form([["intent", "note"]]))).toBe("note");
    expect(jobFormIntent(form([["intent", "photos"]]))).toBe("photos");
  });

  it("knows nothing else", () => {
    expect(jobFormIntent(form([["intent", "delete"]]))).toBeNull();
    expect(jobFormIntent(form([]))).toBeNull();
  });
});

describe("the job form schemas", () => {
  it("reschedule takes a calendar date and an instant, in canonical form", () => {
    expect(
      rescheduleSchema.parse({
        jobId: JOB_ID,
        date: "2026-07-14",
        windowStart: "2026-07-14T08:00:00+01:00",
      }),
    ).toEqual({ jobId: JOB_ID, date: "2026-07-14", windowStart: "2026-07-14T07:00:00.000Z" });
    expect(rescheduleSchema.safeParse({ jobId: JOB_ID, date: "2026-02-30" }).success).toBe(false);
    expect(
      showWindowsSchema.safeParse({ jobId: "CV-2026-000001", date: "2026-07-14" }).success,
    ).toBe(false);
  });

  it("a note is trimmed, required and at most 1,000 characters", () => {
    expect(noteSchema.parse({ jobId: JOB_ID, note: "  Gate code 1234 " }).note).toBe(
      "Gate code 1234",
    );
    const blank = noteSchema.safeParse({ jobId: JOB_ID, note: "   " });
    expect(blank.success ? null : blank.error.issues[0]?.message).toBe(PORTAL_MESSAGES.note);
    const long = noteSchema.safeParse({ jobId: JOB_ID, note: "x".repeat(1001) });
    expect(long.success ? null : long.error.issues[0]?.message).toBe(
      "Keep the note to 1,000 characters or fewer",
    );
  });

  it("a cancellation's reason is optional", () => {
    expect(cancelSchema.parse({ jobId: JOB_ID })).toEqual({ jobId: JOB_ID });
    expect(cancelSchema.safeParse({ jobId: JOB_ID, reason: "x".repeat(1001) }).success).toBe(false);
  });

  it("a note or a reason with a control character is refused next to the field; tabs and line breaks are kept", () => {
    for (const bad of ["Gate\u0000code", "Bell\u0007", "Esc\u001b[0m", "Del\u007f"]) {
      const note = noteSchema.safeParse({ jobId: JOB_ID, note: bad });
      expect(
        note.success ? null : note.error.issues.map((issue) => [issue.path, issue.message]),
      ).toEqual([[["note"], CONTROL_CHARACTER_MESSAGE]]);
      const cancel = cancelSchema.safeParse({ jobId: JOB_ID, reason: bad });
      expect(cancel.success ? null : cancel.error.issues[0]?.path).toEqual(["reason"]);
    }
    expect(noteSchema.parse({ jobId: JOB_ID, note: "Gate\tcode\r\n1234" }).note).toBe(
      "Gate\tcode\r\n1234",
    );
  });

  it("a new link needs an e-mail address", () => {
    expect(newPortalLinkSchema.safeParse({ email: "sarah@example.com" }).success).toBe(true);
    expect(newPortalLinkSchema.safeParse({ email: "sarah@" }).success).toBe(false);
  });
});
