import { createHash, randomUUID, timingSafeEqual } from "node:crypto";
import type { NextFunction, Request, RequestHandler, Response } from "express";
import { Router } from "express";
import { pinoHttp } from "pino-http";
import { env } from "../env.server";
import {
  createLogger,
  logSerializers,
  routeConsoleTo,
  runWithRequestId,
} from "../observability/logger.server";
import { metricsExposition, observeResponse } from "../observability/metrics.server";
import { isStopping, markStopping, readiness } from "../observability/readiness.server";
import { createRouteNamer, type RouteManifest } from "./route-id.server";

/** Labels of the answers that are not the app's own pages. */
const OPERATIONAL_ROUTES: Readonly<Record<string, string>> = {
  "/healthz": "healthz",
  "/readyz": "readyz",
  "/metrics": "metrics",
};

// An id the load balancer made (HAProxy's uuid()) is kept, so its log and ours share it.
const FORWARDED_REQUEST_ID = /^[A-Za-z0-9-]{16,64}$/;

export interface Operations {
  /** First of all middleware: the request id, the JSON request log and the request metrics. */
  observeRequests: RequestHandler[];
  /** GET /healthz, GET /readyz, and GET /metrics when METRICS_TOKEN is set. */
  endpoints: Router;
  /** On a stop signal: /readyz fails from now on; resolves when the load balancer has seen it. */
  drain(signal: string): Promise<void>;
}

function never(response: Response) {
  response.setHeader("Cache-Control", "no-store");
  response.setHeader("X-Content-Type-Options", "nosniff");
  response.type("text/plain; charset=utf-8");
}

function bearerMatches(header: string | undefined, token: string): boolean {
  // Digests of equal length, compared in constant time: the answer says nothing about the token.
  const expected = createHash("sha256").update(`Bearer ${token}`).digest();
  const given = createHash("sha256")
    .update(header ?? "")
    .digest();
  return timingSafeEqual(expected, given);
}

/**
 * The operator's side of the server (docs/decisions/0083), wired by server.mjs: JSON logs with a
 * request id on every line and no personal data, Prometheus metrics by Remix route id, health
 * and readiness for the load balancer, and the drain on SIGTERM.
 */
export function createOperations(options: { routes: () => RouteManifest }): Operations {
  const config = env();
  const logger = createLogger();
  routeConsoleTo(logger);
  const nameRoute = createRouteNamer(options.routes);

  const routeOf = (request: Request, response: Response): string => {
    const operational = OPERATIONAL_ROUTES[request.path];
    if (operational && response.locals.fromApp !== true) return operational;
    // server.mjs marks what reaches Remix; the rest was a file of the build or of public/.
    return response.locals.fromApp === true ? nameRoute(request.path) : "static";
  };

  const requestLog = pinoHttp<Request, Response>({
    logger,
    quietReqLogger: true,
    serializers: logSerializers,
    customAttributeKeys: { reqId: "reqId" },
    genReqId: (request) => {
      const given = request.headers["x-request-id"];
      if (
        config.TRUST_PROXY_HOPS > 0 &&
        typeof given === "string" &&
        FORWARDED_REQUEST_ID.test(given)
      )
        return given;
      return randomUUID();
    },
    // Files served and the balancer's checks are not worth a line each; refusals and errors are.
    // /readyz logs when its answer changes, not at every check.
    customLogLevel: (request, response, error) => {
      if (OPERATIONAL_ROUTES[request.path] !== undefined && response.locals.fromApp !== true)
        return "silent";
      if (error || response.statusCode >= 500) return "error";
      return response.locals.fromApp !== true && response.statusCode < 400 ? "silent" : "info";
    },
    customSuccessObject: (request, response, fields) => ({
      ...fields,
      route: routeOf(request, response),
    }),
    customErrorObject: (request, response, _error, fields) => ({
      ...fields,
      route: routeOf(request, response),
    }),
  });

  const observe: RequestHandler = (request, response, next: NextFunction) => {
    const started = process.hrtime.bigint();
    const reqId = String(request.id);
    response.setHeader("X-Request-Id", reqId);
    // A stopping process sends keep-alive clients back on a new connection, to another process.
    if (isStopping()) response.setHeader("Connection", "close");
    response.once("close", () => {
      observeResponse({
        method: request.method,
        route: routeOf(request, response),
        statusCode: response.statusCode,
        seconds: Number(process.hrtime.bigint() - started) / 1e9,
      });
    });
    runWithRequestId(reqId, next);
  };

  const endpoints = Router();
  endpoints.get("/healthz", (_request, response) => {
    never(response);
    response.send("ok\n");
  });
  endpoints.get("/readyz", (_request, response, next) => {
    readiness({
      onChange: (answer) =>
        answer.ready
          ? logger.info("Ready: the database, the migrations and the file storage answer")
          : logger.warn({ checks: answer.checks }, `Not ready: ${answer.reason}`),
    }).then((answer) => {
      never(response);
      const lines = Object.entries(answer.checks).map(([name, outcome]) => `${name}: ${outcome}`);
      response
        .status(answer.ready ? 200 : 503)
        .send([answer.ready ? "ready" : `not ready: ${answer.reason}`, ...lines, ""].join("\n"));
    }, next);
  });
  const token = config.METRICS_TOKEN;
  if (token) {
    endpoints.get("/metrics", (request, response, next) => {
      response.setHeader("Cache-Control", "no-store");
      if (!bearerMatches(request.get("authorization"), token)) {
        never(response);
        response.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
        response.status(401).send("A bearer token is needed.\n");
        return;
      }
      metricsExposition().then(({ contentType, body }) => {
        response.type(contentType).send(body);
      }, next);
    });
  }

  return {
    observeRequests: [requestLog, observe],
    endpoints,
    async drain(signal) {
      markStopping();
      // Ctrl-C at a terminal stops at once; a supervisor's SIGTERM waits for the balancer.
      const waitMs = signal === "SIGTERM" ? config.STOP_DRAIN_MS : 0;
      logger.info(
        `${signal}: /readyz answers 503 from now on; requests are still taken for ${waitMs} ms, then those under way finish`,
      );
      if (waitMs > 0) await new Promise((resolve) => setTimeout(resolve, waitMs));
    },
  };
}
