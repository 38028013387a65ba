import type { Kysely } from "kysely";
import { findService } from "~/content/services";
import { PRIORITY_LABELS } from "~/lib/organisations";
import { KNOWN_OUTWARD_CODES, servedArea } from "~/lib/postcode";
import { percentOf, type ReportFigure } from "~/components/charts/figure-model";
import type { Database, JobActorRole } from "../db/schema.server";
import {
  assistantUnansweredQuestions,
  type AssistantQuestionsFigure,
} from "./assistant-questions.server";
import {
  arrivals,
  bookingsByWeek,
  cancellationsByRole,
  firstTimeFix,
  leadTimes,
  revenueByWeek,
  visitsByOutwardCode,
  visitsByService,
  type JobSource,
} from "./job-figures.server";
import { moneyFigures } from "./money-figures.server";
import { engineerUtilisation, enquiries, responseTargets } from "./office-figures.server";
import type { ReportRange } from "./range.server";
import { weeksOf } from "./weeks.server";
import { bookingsFigure, revenueFigure } from "./weekly-figures.server";

export const SOURCE_LABELS: Readonly<Record<JobSource, string>> = {
  web: "Website",
  client: "Client account",
  organisation: "Organisation",
  admin: "Office",
};

const ROLE_LABELS: Readonly<Record<JobActorRole, string>> = {
  admin: "Office",
  engineer: "Engineer",
  client: "Client (signed in)",
  "customer-link": "Customer (portal link)",
  system: "Automatically",
  organisation: "Organisation",
};

const ENQUIRY_SOURCE_LABELS: Readonly<Record<string, string>> = {
  "contact-form": "Contact form",
  "property-services-form": "Property services form",
  assistant: "Website assistant",
};

const plural = (count: number, one: string, many: string) =>
  `${count.toLocaleString("en-GB")} ${count === 1 ? one : many}`;

/** "66.7% of 6 arrivals within the window.", or `none` when there is nothing to divide. */
const share = (
  part: number,
  total: number,
  sentence: (percent: string) => string,
  none: string,
) => {
  const percent = percentOf(part, total);
  return percent === null ? none : sentence(`${percent.toFixed(1)}%`);
};

export interface Report {
  range: ReportRange;
  figures: ReportFigure[];
  assistant: AssistantQuestionsFigure;
}

function areaOf(outward: string): string {
  return servedArea(`${outward} 1AA`, KNOWN_OUTWARD_CODES)?.area ?? "Outside our towns";
}

/** Every figure of /admin/reports for the range, in the page's order. */
export async function buildReport(
  db: Kysely<Database>,
  range: ReportRange,
  now: Date,
): Promise<Report> {
  const weeks = weeksOf(range);
  const [bookings, services, outwardCodes, leads, arrived, fixes, cancellations] =
    await Promise.all([
      bookingsByWeek(db, range),
      visitsByService(db, range),
      visitsByOutwardCode(db, range),
      leadTimes(db, range),
      arrivals(db, range),
      firstTimeFix(db, range),
      cancellationsByRole(db, range),
    ]);
  const [utilisation, revenue, money, targets, received, assistant] = await Promise.all([
    engineerUtilisation(db, range),
    revenueByWeek(db, range),
    moneyFigures(db, range, weeks, now),
    responseTargets(db, range, now),
    enquiries(db, range),
    assistantUnansweredQuestions(db, range),
  ]);

  const serviceRows = services.map((row) => ({
    label: findService(row.key)?.name ?? row.key,
    value: row.jobs,
  }));
  const visits = services.reduce((sum, row) => sum + row.jobs, 0);
  const areaTotals = new Map<string, number>();
  for (const row of outwardCodes) {
    const area = areaOf(row.key);
    areaTotals.set(area, (areaTotals.get(area) ?? 0) + row.jobs);
  }
  const arrivedTotal = arrived.early + arrived.withinWindow + arrived.late;
  const cancelledTotal = cancellations.reduce((sum, row) => sum + row.jobs, 0);
  const targetTotals = targets.reduce(
    (sum, row) => ({ met: sum.met + row.met, decided: sum.decided + row.met + row.missed }),
    { met: 0, decided: 0 },
  );

  const figures: ReportFigure[] = [
    bookingsFigure(bookings, weeks, SOURCE_LABELS),
    {
      id: "jobs-by-service",
      title: "Jobs by service",
      summary: `${plural(visits, "visit", "visits")} in the range.`,
      definition: "Jobs whose visit window falls in the range, not cancelled, by service.",
      chart: { kind: "bars", bars: serviceRows, valueFormat: "count" },
      table: {
        caption: "Visits by service",
        columns: [
          { label: "Service", format: "text" },
          { label: "Jobs", format: "count" },
        ],
        rows: serviceRows.map((row) => [row.label, row.value]),
      },
    },
    {
      id: "jobs-by-area",
      title: "Jobs by area",
      summary: `${plural(areaTotals.size, "town", "towns")} visited.`,
      definition:
        "The same visits by the postcode's outward code (CV32), and the town it belongs to.",
      chart: {
        kind: "bars",
        bars: [...areaTotals.entries()]
          .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
          .map(([label, value]) => ({ label, value })),
        valueFormat: "count",
      },
      table: {
        caption: "Visits by postcode district",
        columns: [
          { label: "Town", format: "text" },
          { label: "Postcode district", format: "text" },
          { label: "Jobs", format: "count" },
        ],
        rows: outwardCodes.map((row) => [areaOf(row.key), row.key, row.jobs]),
      },
    },
    {
      id: "lead-time",
      title: "Lead time from booking to visit",
      summary:
        leads.medianDays === null
          ? "No visits in the range."
          : `Median ${leads.medianDays.toLocaleString("en-GB")} ${leads.medianDays === 1 ? "day" : "days"} over ${plural(leads.jobs, "visit", "visits")}.`,
      definition:
        "For each visit in the range: London calendar days from the day it was booked to the day of its window.",
      chart: {
        kind: "bars",
        bars: leads.buckets.map((bucket) => ({ label: bucket.label, value: bucket.jobs })),
        valueFormat: "count",
      },
      table: {
        caption: "Visits by days from booking to visit",
        columns: [
          { label: "Days from booking", format: "text" },
          { label: "Jobs", format: "count" },
        ],
        rows: [
          ...leads.buckets.map((bucket) => [bucket.label, bucket.jobs]),
          ["Median (days)", leads.medianDays],
        ],
      },
    },
    {
      id: "on-time-arrival",
      title: "On-time arrival",
      summary: share(
        arrived.withinWindow,
        arrivedTotal,
        (percent) =>
          `${percent} of ${plural(arrivedTotal, "arrival", "arrivals")} within the window.`,
        "No arrivals recorded in the range.",
      ),
      definition:
        "Visits in the range the engineer reached: the first time the job was marked on site, against its window. On time means within the window; early and late are shown apart.",
      chart: {
        kind: "bars",
        bars: [
          { label: "Before the window", value: arrived.early },
          { label: "Within the window", value: arrived.withinWindow },
          { label: "After the window", value: arrived.late },
        ],
        valueFormat: "count",
      },
      table: {
        caption: "Arrivals against the window",
        columns: [
          { label: "Arrived", format: "text" },
          { label: "Jobs", format: "count" },
          { label: "Share", format: "percent" },
        ],
        rows: [
          ["Before the window", arrived.early, percentOf(arrived.early, arrivedTotal)],
          [
            "Within the window",
            arrived.withinWindow,
            percentOf(arrived.withinWindow, arrivedTotal),
          ],
          ["After the window", arrived.late, percentOf(arrived.late, arrivedTotal)],
        ],
      },
    },
    {
      id: "first-time-fix",
      title: "First-time fix",
      summary: share(
        fixes.fixedFirstTime,
        fixes.completed,
        (percent) =>
          `${percent} of ${plural(fixes.completed, "completed job", "completed jobs")} fixed first time.`,
        "No completed first visits in the range.",
      ),
      definition:
        "Completed first visits in the range (return visits themselves left out); fixed first time when no return visit, other than a cancelled one, follows the job.",
      chart: {
        kind: "bars",
        bars: [
          { label: "Fixed first time", value: fixes.fixedFirstTime },
          { label: "Needed a return visit", value: fixes.completed - fixes.fixedFirstTime },
        ],
        valueFormat: "count",
      },
      table: {
        caption: "Completed first visits",
        columns: [
          { label: "Outcome", format: "text" },
          { label: "Jobs", format: "count" },
          { label: "Share", format: "percent" },
        ],
        rows: [
          [
            "Fixed first time",
            fixes.fixedFirstTime,
            percentOf(fixes.fixedFirstTime, fixes.completed),
          ],
          [
            "Needed a return visit",
            fixes.completed - fixes.fixedFirstTime,
            percentOf(fixes.completed - fixes.fixedFirstTime, fixes.completed),
          ],
        ],
      },
    },
    {
      id: "cancellations",
      title: "Cancellations by who cancelled",
      summary: `${plural(cancelledTotal, "cancellation", "cancellations")} in the range.`,
      definition:
        "Cancellations made in the range (the moment on the job's timeline), by who made them, whatever the date of the visit.",
      chart: {
        kind: "bars",
        bars: cancellations.map((row) => ({ label: ROLE_LABELS[row.role], value: row.jobs })),
        valueFormat: "count",
      },
      table: {
        caption: "Cancellations by who cancelled",
        columns: [
          { label: "Cancelled by", format: "text" },
          { label: "Jobs", format: "count" },
        ],
        rows: cancellations.map((row) => [ROLE_LABELS[row.role], row.jobs]),
      },
    },
    {
      id: "engineer-utilisation",
      title: "Engineer utilisation",
      summary: share(
        utilisation.reduce((sum, row) => sum + row.booked, 0),
        utilisation.reduce((sum, row) => sum + row.available, 0),
        (percent) =>
          `${plural(utilisation.length, "engineer", "engineers")}; ${percent} of the places they offered were booked.`,
        "No engineer offered a place in the range.",
      ),
      definition:
        "Per engineer: jobs assigned to them in windows of the range (not cancelled) ÷ the places they offered — each arrival window they worked through (their hours, no approved leave) times the jobs an engineer takes per window.",
      chart: {
        kind: "bars",
        bars: utilisation.map((row) => ({
          label: row.name,
          value: percentOf(row.booked, row.available) ?? 0,
        })),
        valueFormat: "percent",
      },
      table: {
        caption: "Booked places ÷ available places per engineer",
        columns: [
          { label: "Engineer", format: "text" },
          { label: "Booked", format: "count" },
          { label: "Available", format: "count" },
          { label: "Utilisation", format: "percent" },
        ],
        rows: utilisation.map((row) => [
          row.name,
          row.booked,
          row.available,
          percentOf(row.booked, row.available),
        ]),
      },
    },
    revenueFigure(revenue, weeks),
    ...money,
    {
      id: "response-targets",
      title: "Organisation response targets met",
      summary: share(
        targetTotals.met,
        targetTotals.decided,
        (percent) =>
          `${percent} of the organisation jobs due in the range and decided met their target.`,
        "No organisation job due in the range has met or missed its target yet.",
      ),
      definition:
        "Organisation jobs due in the range (the due time set from the organisation's response target when it was reported), not cancelled. Met: completed by the due time. Missed: completed later, or still open past it. Open: not yet due.",
      chart: {
        kind: "stacked-columns",
        categories: targets.map((row) => PRIORITY_LABELS[row.priority]),
        series: [
          { label: "Met", values: targets.map((row) => row.met) },
          { label: "Missed", values: targets.map((row) => row.missed) },
          { label: "Open", values: targets.map((row) => row.open) },
        ],
        valueFormat: "count",
      },
      table: {
        caption: "Organisation jobs by priority",
        columns: [
          { label: "Priority", format: "text" },
          { label: "Due", format: "count" },
          { label: "Met", format: "count" },
          { label: "Missed", format: "count" },
          { label: "Open", format: "count" },
          { label: "Met (of decided)", format: "percent" },
        ],
        rows: targets.map((row) => [
          PRIORITY_LABELS[row.priority],
          row.due,
          row.met,
          row.missed,
          row.open,
          percentOf(row.met, row.met + row.missed),
        ]),
      },
    },
    {
      id: "enquiries",
      title: "Enquiries and how fast they were answered",
      summary:
        received.medianReplyHours === null
          ? `${plural(received.received, "enquiry", "enquiries")}; none answered yet.`
          : `${plural(received.received, "enquiry", "enquiries")}; ${plural(received.answered, "answered", "answered")}, the first reply after ${received.medianReplyHours.toFixed(1)} hours (median).`,
      definition:
        "Enquiries received in the range; the time from the enquiry to the office's first reply (notes do not count).",
      chart: {
        kind: "bars",
        bars: [
          ...received.replyTimes.map((bucket) => ({
            label: bucket.label,
            value: bucket.enquiries,
          })),
          { label: "Not answered", value: received.received - received.answered },
        ],
        valueFormat: "count",
      },
      table: {
        caption: "Enquiries by time to the first reply, and by form",
        columns: [
          { label: "Group", format: "text" },
          { label: "Enquiries", format: "count" },
        ],
        rows: [
          ...received.replyTimes.map((bucket) => [
            `First reply ${bucket.label.toLowerCase()}`,
            bucket.enquiries,
          ]),
          ["Not answered", received.received - received.answered],
          ...received.bySource.map((row) => [
            `From the ${(ENQUIRY_SOURCE_LABELS[row.source] ?? row.source).toLowerCase()}`,
            row.received,
          ]),
          ["Median hours to the first reply", received.medianReplyHours],
        ],
      },
    },
  ];
  return { range, figures, assistant };
}

export const REPORT_FIGURE_IDS = [
  "bookings-by-week",
  "jobs-by-service",
  "jobs-by-area",
  "lead-time",
  "on-time-arrival",
  "first-time-fix",
  "cancellations",
  "engineer-utilisation",
  "revenue",
  "revenue-paid",
  "outstanding",
  "quote-acceptance",
  "response-targets",
  "enquiries",
] as const;
