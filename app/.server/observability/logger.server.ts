import { AsyncLocalStorage } from "node:async_hooks";
import { formatWithOptions } from "node:util";
import pino, { type DestinationStream, type Logger } from "pino";
import { REDACTED, redactUrl, scrubText } from "./log-redaction.server";

/** The request a line is written for: server.mjs runs each request inside it. */
const requestContext = new AsyncLocalStorage<{ reqId: string }>();

export function runWithRequestId<T>(reqId: string, work: () => T): T {
  return requestContext.run({ reqId }, work);
}

/** Object fields that hold personal data or secrets, wherever a log call passes them. */
const REDACTED_FIELDS = [
  "email",
  "phone",
  "address",
  "postcode",
  "name",
  "token",
  "password",
  "*.email",
  "*.phone",
  "*.address",
  "*.postcode",
  "*.token",
  "*.password",
  "headers.cookie",
  "headers.authorization",
  "req.headers",
  "res.headers",
];

interface LoggedRequest {
  method?: string;
  originalUrl?: string;
  url?: string;
}

interface LoggedResponse {
  statusCode?: number;
}

function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: scrubText(String(error)) };
  // Only these: a driver's error also carries the query's parameters and the row (`detail`).
  const code = "code" in error && typeof error.code === "string" ? error.code : undefined;
  return {
    type: error.name,
    message: scrubText(error.message),
    stack: error.stack ? scrubText(error.stack) : undefined,
    code,
  };
}

/** How errors, requests and answers appear in a line (pino-http takes the same ones). */
export const logSerializers = {
  err: serializeError,
  error: serializeError,
  req: (request: LoggedRequest) => ({
    method: request.method,
    url: redactUrl(request.originalUrl ?? request.url ?? ""),
  }),
  res: (response: LoggedResponse) => ({ statusCode: response.statusCode }),
};

/**
 * One JSON object per line (pino): time, level, message, the request id of the request it was
 * written for, and nothing personal (docs/decisions/0083). Every string argument is scrubbed,
 * fields named like personal data are replaced, requests are logged as method and redacted
 * address only (no headers, no client address).
 */
export function createLogger(destination?: DestinationStream): Logger {
  let root: Logger | undefined = undefined;
  const options: pino.LoggerOptions = {
    level: process.env.LOG_LEVEL || "info",
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    redact: { paths: REDACTED_FIELDS, censor: REDACTED },
    // Children made per request (pino-http) carry their id already.
    mixin: (_fields, _level, logger) => {
      const reqId = logger === root ? requestContext.getStore()?.reqId : undefined;
      return reqId ? { reqId } : {};
    },
    hooks: {
      logMethod(args, method) {
        const scrubbed = args.map((argument: unknown) =>
          typeof argument === "string" ? scrubText(argument) : argument,
        );
        method.apply(this, scrubbed as Parameters<typeof method>);
      },
    },
    serializers: logSerializers,
  };
  root = destination ? pino(options, destination) : pino(options);
  return root;
}

type ConsoleMethod = "log" | "info" | "warn" | "error" | "debug";
const LEVELS: Record<ConsoleMethod, "info" | "warn" | "error" | "debug"> = {
  log: "info",
  info: "info",
  warn: "warn",
  error: "error",
  debug: "debug",
};

/**
 * Sends the app's console output (its `[wfc] …` lines, errors Remix reports) to the logger, so
 * every line of the server is JSON, scrubbed, and carries the request id it was written for.
 */
export function routeConsoleTo(logger: Logger) {
  for (const [method, level] of Object.entries(LEVELS) as Array<
    [ConsoleMethod, (typeof LEVELS)[ConsoleMethod]]
  >) {
    console[method] = (...args: unknown[]) => {
      const error = args.find((argument): argument is Error => argument instanceof Error);
      const text = formatWithOptions(
        { colors: false, depth: 4 },
        ...args.filter((argument) => argument !== error),
      );
      if (error) logger[level]({ err: error }, text || error.message);
      else logger[level](text);
    };
  }
}
