// What the cluster tests share: the control server (global-setup.ts), the database, what the
// mail server and the text provider received, and bookings sent over plain HTTP from an
// address of their own.
import fs from "node:fs/promises";
import path from "node:path";
import type { Browser, Page } from "@playwright/test";
import pg from "pg";
import { z } from "zod";
import { loopbackVisitor, requestFrom as rawRequestFrom } from "../../../scripts/lib/http.mjs";
import { CLUSTER_BASE_PORT, CLUSTER_ORIGIN, CONTROL_ORIGIN, MAIL_DIR } from "./ports";

export const PIN_HEADER = "X-Cluster-Backend";

export const ADMIN = { email: "admin@example.com", password: "demo-admin-2026" };
export const ENGINEER = { email: "engineer@example.com", password: "demo-engineer-2026" };

/** Headers that make the proxy send a request to one process. */
export function pinnedTo(name: "a" | "b"): Record<string, string> {
  return { [PIN_HEADER]: name };
}

/** A phone-sized browser signed in through one process, on the page `redirectTo`. */
export async function signedInPage(
  browser: Browser,
  process: "a" | "b",
  account: { email: string; password: string },
  redirectTo: string,
): Promise<Page> {
  const context = await browser.newContext({
    extraHTTPHeaders: pinnedTo(process),
    viewport: { width: 390, height: 844 },
  });
  const page = await context.newPage();
  await page.goto(`/auth?${new URLSearchParams({ redirectTo })}`);
  await page.getByLabel("E-mail address").fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByRole("button", { name: "Sign in" }).click();
  return page;
}

const proxyLogSchema = z.array(
  z.object({
    backend: z.string().nullable(),
    method: z.string(),
    path: z.string(),
    status: z.number(),
  }),
);
export type ProxyLogEntry = z.infer<typeof proxyLogSchema>[number];

const textsSchema = z.array(
  z.object({ sid: z.string(), to: z.string(), body: z.string(), at: z.string() }),
);
export type ReceivedText = z.infer<typeof textsSchema>[number];

const mailSchema = z.object({
  to: z.array(z.string()),
  subject: z.string(),
  text: z.string(),
  messageId: z.string().nullable(),
  receivedAt: z.string(),
});
export type ReceivedMail = z.infer<typeof mailSchema>;

const doneSchema = z.object({ ok: z.literal(true) });
const exitSchema = z.object({
  ok: z.literal(true),
  code: z.number().nullable(),
  signal: z.string().nullable(),
});
const longStreamSchema = z.object({
  status: z.number().nullable(),
  openedAt: z.number(),
  chunks: z.array(z.number()),
  endedAt: z.number().nullable(),
});

async function control<Schema extends z.ZodTypeAny>(
  schema: Schema,
  pathname: string,
  method = "GET",
): Promise<z.infer<Schema>> {
  const response = await fetch(`${CONTROL_ORIGIN}${pathname}`, { method });
  if (!response.ok) throw new Error(`${method} ${pathname}: ${await response.text()}`);
  return schema.parse(await response.json());
}

export const cluster = {
  proxyLog: () => control(proxyLogSchema, "/proxy-log"),
  texts: () => control(textsSchema, "/texts"),
  s3: () => control(z.record(z.string()), "/s3"),
  kill: (name: "a" | "b") => control(doneSchema, `/processes/${name}/kill`, "POST"),
  start: (name: "a" | "b") => control(doneSchema, `/processes/${name}/start`, "POST"),
  /** SIGTERM, as a supervisor stops a process; answers at once. */
  terminate: (name: "a" | "b") => control(doneSchema, `/processes/${name}/terminate`, "POST"),
  /** Waits for the process to end: its exit code, or the signal that ended it. */
  exit: (name: "a" | "b") => control(exitSchema, `/processes/${name}/exit`, "POST"),
  /** Each process's state in HAProxy's eyes: "UP", "DOWN", "UP 1/2"… */
  proxyStates: () => control(z.record(z.string()), "/proxy-states"),
  longStream: () => control(longStreamSchema, "/long-stream"),
  /** A process's own address, not through HAProxy (its /readyz, its /metrics). */
  origin: (name: "a" | "b") =>
    `http://127.0.0.1:${CLUSTER_BASE_PORT + 1 + ["a", "b"].indexOf(name)}`,
  dataDir: (name: "a" | "b") => path.resolve(`tests/.tmp/cluster/data-${name}`),
};

export async function receivedMail(): Promise<ReceivedMail[]> {
  const files = (await fs.readdir(MAIL_DIR)).filter((file) => file.endsWith(".json")).sort();
  return Promise.all(
    files.map(async (file) =>
      mailSchema.parse(JSON.parse(await fs.readFile(path.join(MAIL_DIR, file), "utf8"))),
    ),
  );
}

let pool: pg.Pool | undefined;

/** The Postgres server both processes use. */
export function database(): pg.Pool {
  pool ??= new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
  return pool;
}

export async function poll<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs, intervalMs = 250 }: { timeoutMs: number; intervalMs?: number },
): Promise<{ value: T; elapsedMs: number; met: boolean }> {
  const started = Date.now();
  for (;;) {
    const value = await read();
    const elapsedMs = Date.now() - started;
    if (done(value)) return { value, elapsedMs, met: true };
    if (elapsedMs > timeoutMs) return { value, elapsedMs, met: false };
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}

export interface RawAnswer {
  status: number;
  location: string | null;
  body: string;
}

/** A request to the proxy from `localAddress` (scripts/lib/http.mjs); status 0: no answer. */
export function requestFrom(
  localAddress: string,
  pathname: string,
  options: { method?: string; form?: URLSearchParams; headers?: Record<string, string> } = {},
): Promise<RawAnswer> {
  return rawRequestFrom(new URL(pathname, CLUSTER_ORIGIN).href, { localAddress, ...options });
}

export { dayAhead as londonDate } from "../../e2e/support/booking-flow";

export interface FreeWindow {
  date: string;
  start: string;
  free: number;
}

/** The windows of a day with room left, as the booking form's date picker reads them. */
export async function freeWindows(date: string): Promise<FreeWindow[]> {
  const response = await fetch(`${CLUSTER_ORIGIN}/book/windows?date=${date}`);
  const found = z
    .object({
      date: z.string(),
      windows: z.array(z.object({ start: z.string(), free: z.number() })),
    })
    .parse(await response.json());
  return found.windows
    .filter((window) => window.free > 0)
    .map((window) => ({ date: found.date, start: window.start, free: window.free }));
}

/** The booking form's honeypot fields, read once; they are good on every process. */
export async function honeypotFields(): Promise<Record<string, string>> {
  const html = await (await fetch(`${CLUSTER_ORIGIN}/book`)).text();
  const fields: Record<string, string> = {};
  for (const name of ["name__confirm", "from__confirm"]) {
    const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html);
    fields[name] = match?.[1] ?? "";
  }
  // The honeypot refuses forms sent faster than a person could fill them in.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  return fields;
}

/** The final POST of the booking form: confirmed when it redirects to /book/confirmed. */
export async function bookOverHttp(
  visitor: number,
  window: { date: string; start: string },
  email: string,
  honeypot: Record<string, string>,
): Promise<{ confirmed: boolean; answer: RawAnswer }> {
  const form = new URLSearchParams({
    ...honeypot,
    service: "plumbing-repairs",
    description: "Cluster test booking: the bathroom tap drips.",
    postcode: "CV1 5DZ",
    date: window.date,
    windowStart: window.start,
    address: `${visitor + 1} Cluster Street, Coventry`,
    name: "Cluster Visitor",
    email,
    phone: "07400 123456",
    intent: "confirm",
  });
  const answer = await requestFrom(loopbackVisitor(visitor), "/book?index", { form });
  return {
    confirmed: answer.status === 302 && answer.location === "/book/confirmed",
    answer,
  };
}
