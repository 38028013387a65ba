// A small load balancer for tests and benchmarks: round-robin over app processes on loopback,
// doing what the README asks of a real proxy (appends the address it was connected from to
// X-Forwarded-For, passes Host unchanged, streams answers, event streams included).
// A request that never reached a process (connection refused) goes to the next one; a request
// a process may have seen is never sent twice: the client gets a 502, as from nginx.
// `X-Cluster-Backend: <name>` pins a request to one process, so a test can say which one
// serves it; the header is removed before the request is passed on.
import http from "node:http";
import { pipeline } from "node:stream";

export const PIN_HEADER = "x-cluster-backend";
const LOG_LIMIT = 100_000;

function bodyOf(request) {
  return new Promise((resolve, reject) => {
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}

// Hop-by-hop headers (RFC 9110 §7.6.1) belong to one connection and are never passed on.
const HOP_BY_HOP = new Set([
  "connection",
  "keep-alive",
  "proxy-connection",
  "te",
  "trailer",
  "transfer-encoding",
  "upgrade",
]);

function endToEnd(headers) {
  const named = String(headers.connection ?? "")
    .split(",")
    .map((name) => name.trim().toLowerCase())
    .filter(Boolean);
  const kept = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name) && !named.includes(name)) kept[name] = value;
  }
  return kept;
}

function forwardedHeaders(request) {
  const headers = endToEnd(request.headers);
  delete headers[PIN_HEADER];
  const client = request.socket.remoteAddress ?? "";
  const existing = headers["x-forwarded-for"];
  headers["x-forwarded-for"] = existing ? `${existing}, ${client}` : client;
  headers["x-forwarded-proto"] = "http";
  return headers;
}

/**
 * Starts the proxy. `backends`: [{ name, host, port }]. Resolves to
 * { origin, log, close() }; `log` lists { backend, method, path, status } per request.
 */
export async function startRoundRobinProxy({ backends, host = "127.0.0.1", port = 0 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });
  const log = [];
  let turn = 0;

  const attempt = (backend, request, headers, body) =>
    new Promise((resolve, reject) => {
      const upstream = http.request({
        host: backend.host,
        port: backend.port,
        method: request.method,
        path: request.url,
        headers: { ...headers, "content-length": String(body.length) },
        agent,
      });
      upstream.on("response", resolve);
      upstream.on("error", reject);
      upstream.end(body);
    });

  const server = http.createServer(async (request, response) => {
    const pinned = request.headers[PIN_HEADER];
    const order = pinned
      ? backends.filter((backend) => backend.name === pinned)
      : backends.map((_, index) => backends[(turn + index) % backends.length]);
    turn = (turn + 1) % backends.length;
    const entry = { backend: null, method: request.method, path: request.url, status: 502 };
    if (log.length < LOG_LIMIT) log.push(entry);
    let body;
    try {
      body = await bodyOf(request);
    } catch {
      response.destroy();
      return;
    }
    const headers = forwardedHeaders(request);
    for (const backend of order) {
      try {
        const upstream = await attempt(backend, request, headers, body);
        entry.backend = backend.name;
        entry.status = upstream.statusCode;
        response.writeHead(upstream.statusCode ?? 502, endToEnd(upstream.headers));
        // Either side ending early ends the other: a process killed mid-answer closes the
        // client's connection (an EventSource then reconnects, to a live process), and a
        // client that went away stops the read from the process.
        pipeline(upstream, response, () => {});
        return;
      } catch (error) {
        // Refused: the process is down and never saw the request, so the next one may take it.
        if (error?.code === "ECONNREFUSED") continue;
        entry.backend = backend.name;
        break;
      }
    }
    if (!response.headersSent) {
      response.writeHead(502, { "content-type": "text/plain; charset=utf-8" });
      response.end("Bad gateway");
    } else {
      response.destroy();
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  const address = server.address();
  return {
    origin: `http://${host}:${address.port}`,
    log,
    close: () =>
      new Promise((resolve) => {
        agent.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
