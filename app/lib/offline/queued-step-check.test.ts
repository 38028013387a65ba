import { parseWithZod } from "@conform-to/zod";
import type { ZodTypeAny } from "zod";
import { describe, expect, it } from "vitest";
import {
  arrivedSchema,
  engineerNoteSchema,
  finishSchema,
  onMyWaySchema,
} from "~/lib/schemas/engineer";
import { billablesFromForm, materialFields } from "~/lib/finish-billables";
import type { QueuedKind } from "./queue-store";
import { serverWouldTake } from "./queued-step-check";

const SCHEMAS: Record<QueuedKind, ZodTypeAny> = {
  "on-my-way": onMyWaySchema,
  arrived: arrivedSchema,
  finished: finishSchema,
  note: engineerNoteSchema,
};

const JOB_ID = "0b6f3c52-5d0e-4a57-9f7e-2f1c9d3b8a41";

/** Values that sit on each rule's edges: blanks, control characters at the ends and inside, lengths. */
const TEXTS = [
  "",
  " ",
  "   \t",
  "Replaced the washer",
  "  padded  ",
  "line one\nline two",
  "tab\tinside",
  "\tleading tab",
  "trailing break\n",
  "\u000Bvertical tab at the start",
  "vertical tab at the end\u000B",
  "form feed\u000Cinside",
  "nul\u0000inside",
  "\u001Funit separator",
  "del\u007F",
  "x".repeat(120),
  "x".repeat(121),
  ` ${"x".repeat(120)} `,
  "x".repeat(2000),
  "x".repeat(2001),
  ` ${"x".repeat(2000)}\n`,
  "émoji 🙂 and accents",
];
const JOB_IDS = ["", JOB_ID, ` ${JOB_ID} `, JOB_ID.toUpperCase(), "not-a-uuid", `${JOB_ID}\n`];
const STATUSES = ["", "scheduled", "en_route", "on_site", " on_site ", "lost", "scheduledx"];
const ARRIVALS = [
  "",
  "09:35",
  "9:35",
  "23:59",
  "24:00",
  "09:35:00",
  "09:35:00.5",
  " 09:35 ",
  "09:35\u0000",
];
const OUTCOMES = ["", "completed", "return-visit", "quote", "return visit", " quote"];
const ESTIMATES = [
  "",
  " ",
  "400",
  "399.50",
  "£1,250.50",
  "1,2345",
  "12.345",
  "1000000",
  "1000000.01",
  "x".repeat(21),
  "£ 45",
];

function form(fields: Record<string, string | undefined>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) data.append(name, value);
  }
  return data;
}

function cases(kind: QueuedKind): FormData[] {
  const all: FormData[] = [];
  const base = { jobId: JOB_ID, expectedStatus: "on_site" };
  for (const jobId of JOB_IDS)
    all.push(
      form({ ...base, jobId, note: "Note", arrival: "09:35", outcome: "quote", summary: "Done" }),
    );
  for (const expectedStatus of STATUSES)
    all.push(
      form({ ...base, expectedStatus, arrival: "09:35", outcome: "quote", summary: "Done" }),
    );
  if (kind === "on-my-way") {
    for (const arrival of ARRIVALS) {
      for (const late of [undefined, "on", "off"]) all.push(form({ ...base, arrival, late }));
    }
  }
  if (kind === "note") for (const note of TEXTS) all.push(form({ ...base, note }));
  if (kind === "finished") {
    const finish = { ...base, outcome: "return-visit", summary: "Fixed the tap" };
    for (const outcome of OUTCOMES) {
      for (const estimate of ESTIMATES) all.push(form({ ...finish, outcome, estimate }));
    }
    for (const summary of TEXTS) all.push(form({ ...finish, summary }));
    for (const internalNote of TEXTS) all.push(form({ ...finish, internalNote }));
    for (const signedOffBy of TEXTS) all.push(form({ ...finish, signedOffBy }));
    const row = materialFields(2);
    for (const description of ["", "Tap cartridge", "x".repeat(201), "nul\u0000"]) {
      for (const price of ["", "8.50", "-1", "1.234"]) {
        for (const quantity of ["", "1", "0", "2.5"]) {
          all.push(
            form({
              ...finish,
              [row.description]: description,
              [row.price]: price,
              [row.quantity]: quantity,
            }),
          );
        }
      }
    }
    for (const item of ["labour.hour", "<b>"]) {
      all.push(form({ ...finish, [row.item]: item, [row.quantity]: "1" }));
      all.push(form({ ...finish, [row.item]: item, [row.price]: "4", [row.quantity]: "1" }));
    }
    for (const timeOnSiteHours of ["", "2", "169", "x"]) {
      for (const timeOnSiteMinutes of ["", "30", "60"]) {
        all.push(form({ ...finish, timeOnSiteHours, timeOnSiteMinutes }));
      }
    }
  }
  return all;
}

describe("serverWouldTake", () => {
  for (const kind of Object.keys(SCHEMAS) as QueuedKind[]) {
    it(`agrees with the ${kind} schema on every case`, () => {
      const disagreements = cases(kind)
        .map((data) => ({
          fields: Object.fromEntries(data),
          // The server: the schema, and for a finish its time and materials, read apart.
          schema:
            parseWithZod(data, { schema: SCHEMAS[kind] }).status === "success" &&
            (kind !== "finished" || billablesFromForm(data).ok),
          check: serverWouldTake(kind, data),
        }))
        .filter(({ schema, check }) => schema !== check);
      expect(disagreements).toEqual([]);
    });
  }

  it("takes a finished visit with an estimate for the follow-up, not for a completed job", () => {
    const finish = { jobId: JOB_ID, expectedStatus: "on_site", summary: "Fixed" };
    expect(
      serverWouldTake("finished", form({ ...finish, outcome: "quote", estimate: "400" })),
    ).toBe(true);
    expect(
      serverWouldTake("finished", form({ ...finish, outcome: "completed", estimate: "400" })),
    ).toBe(false);
    expect(serverWouldTake("finished", form({ ...finish, outcome: "completed" }))).toBe(true);
  });

  it("keeps a finish with its materials and time, and posts one with a material to correct", () => {
    const finish = {
      jobId: JOB_ID,
      expectedStatus: "on_site",
      summary: "Fixed",
      outcome: "completed",
    };
    const row = materialFields(1);
    const withMaterials = {
      ...finish,
      timeOnSiteHours: "1",
      timeOnSiteMinutes: "20",
      [row.description]: "Tap cartridge",
      [row.quantity]: "2",
      [row.price]: "8.50",
    };
    expect(serverWouldTake("finished", form(withMaterials))).toBe(true);
    expect(serverWouldTake("finished", form({ ...withMaterials, [row.price]: "" }))).toBe(false);
  });
});
