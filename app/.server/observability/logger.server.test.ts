import { afterEach, describe, expect, it } from "vitest";
import { REDACTED } from "./log-redaction.server";
import { createLogger, routeConsoleTo, runWithRequestId } from "./logger.server";

function memoryLog() {
  const lines: string[] = [];
  const destination = { write: (line: string) => void lines.push(line) };
  const logger = createLogger(destination);
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, entries };
}

const TOKEN = "Zx8Kq2Lm5Np7Rs1Tv4Wy6Ab9Cd3Ef0Gh2Ij5Kl8Mn1O";

describe("the logger", () => {
  it("writes one JSON object per line with the time, level and message", () => {
    const { logger, lines, entries } = memoryLog();
    logger.info("Ready");
    expect(lines).toHaveLength(1);
    expect(entries()[0]).toMatchObject({ level: "info", msg: "Ready" });
    expect(String(entries()[0]?.time)).toMatch(/^\d{4}-\d\d-\d\dT/);
  });

  it("adds the request id to lines written while a request is served, and only then", async () => {
    const { logger, entries } = memoryLog();
    await runWithRequestId("req-1", async () => {
      await Promise.resolve();
      logger.warn("inside");
    });
    logger.warn("outside");
    expect(entries().map((entry) => entry.reqId)).toEqual(["req-1", undefined]);
  });

  it("scrubs messages and replaces fields that hold personal data", () => {
    const { logger, lines } = memoryLog();
    logger.info(
      { email: "jane@example.com", job: { phone: "07400 123456", postcode: "CV5 6AA" } },
      `Password reset link for jane@example.com: https://x.example/auth/reset-password?token_hash=${TOKEN}`,
    );
    const line = lines.join("");
    expect(line).not.toContain("jane@example.com");
    expect(line).not.toContain("07400");
    expect(line).not.toContain("CV5");
    expect(line).not.toContain(TOKEN);
    expect(JSON.parse(line)).toMatchObject({
      email: REDACTED,
      job: { phone: REDACTED, postcode: REDACTED },
    });
  });

  it("logs a request as its method and redacted address, without headers", () => {
    const { logger, entries } = memoryLog();
    logger.info(
      {
        req: {
          method: "GET",
          url: `/track/${TOKEN}?from=email`,
          headers: { cookie: "wfc_token=secret" },
          remoteAddress: "203.0.113.9",
        },
      },
      "request completed",
    );
    expect(entries()[0]?.req).toEqual({
      method: "GET",
      url: `/track/${REDACTED}?from=${REDACTED}`,
    });
  });

  it("logs an error's type, scrubbed message and stack, and code, not the driver's detail", () => {
    const { logger, lines } = memoryLog();
    const error = Object.assign(new Error("duplicate key for jane@example.com"), {
      code: "23505",
      detail: "Key (lower(email))=(jane@example.com) already exists.",
    });
    logger.error({ err: error }, "insert failed");
    const entry = JSON.parse(lines[0] ?? "{}") as { err: Record<string, unknown> };
    expect(entry.err).toMatchObject({ type: "Error", code: "23505" });
    expect(entry.err.detail).toBeUndefined();
    expect(lines[0]).not.toContain("jane@example.com");
  });
});

describe("routeConsoleTo", () => {
  const saved = { ...console };
  afterEach(() => Object.assign(console, saved));

  it("sends console lines and errors through the logger", () => {
    const { logger, entries } = memoryLog();
    routeConsoleTo(logger);
    runWithRequestId("req-7", () => {
      console.log("[wfc] booked for %s", "jane@example.com");
      console.error(new Error("boom"));
    });
    expect(entries()).toEqual([
      expect.objectContaining({ level: "info", msg: "[wfc] booked for [email]", reqId: "req-7" }),
      expect.objectContaining({
        level: "error",
        msg: "boom",
        reqId: "req-7",
        err: expect.objectContaining({ message: "boom" }),
      }),
    ]);
  });
});
