// Plain node:http requests so the benchmark sees the bytes as sent on the wire: fetch() would
// decompress the body and hide what compression saved.
import http from "node:http";
import zlib from "node:zlib";

const REQUEST_TIMEOUT_MS = 15_000;

/** GET with `Accept-Encoding: gzip`; the body is returned exactly as transferred. */
export function getRaw(url) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers: { "accept-encoding": "gzip" } }, (response) => {
      const chunks = [];
      response.on("data", (chunk) => chunks.push(chunk));
      response.on("end", () =>
        resolve({
          status: response.statusCode ?? 0,
          contentEncoding: response.headers["content-encoding"] ?? "identity",
          contentType: response.headers["content-type"] ?? "",
          body: Buffer.concat(chunks),
        }),
      );
      response.on("error", reject);
    });
    request.setTimeout(REQUEST_TIMEOUT_MS, () =>
      request.destroy(new Error(`GET ${url} took longer than ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    request.on("error", reject);
  });
}

/**
 * The gzip size a browser would download: the transferred size when the server compressed
 * the body, otherwise what gzip would make of it.
 */
export function gzippedSize(response) {
  if (response.contentEncoding === "gzip") return response.body.length;
  return zlib.gzipSync(response.body).length;
}

/** The decoded body as text, whatever encoding the server chose. */
export function decodedText(response) {
  const bytes =
    response.contentEncoding === "gzip" ? zlib.gunzipSync(response.body) : response.body;
  return bytes.toString("utf8");
}

/** The HTTP status of GET `url`, body discarded. */
export async function statusOf(url) {
  const response = await getRaw(url);
  return response.status;
}

/**
 * The n-th simulated visitor's address on loopback (Linux routes all of 127.0.0.0/8 there):
 * 127.<network>.x.y, never 127.0.0.1, so each visitor has an address of its own for the
 * per-IP limits, as behind a real proxy.
 */
export function loopbackVisitor(n, network = 1) {
  return `127.${network}.${Math.floor(n / 250)}.${(n % 250) + 1}`;
}

/**
 * One request over a connection of its own from `localAddress`; a `form` (URLSearchParams)
 * is POSTed urlencoded with the target's Origin. Resolves to { status, location, body };
 * status 0 when the connection failed or took longer than 15 s.
 * @param {string} url
 * @param {{ localAddress?: string, method?: string, form?: URLSearchParams, headers?: Record<string, string> }} [options]
 * @returns {Promise<{ status: number, location: string | null, body: string }>}
 */
export function requestFrom(url, { localAddress, method, form, headers = {} } = {}) {
  const body = form ? Buffer.from(form.toString()) : undefined;
  const target = new URL(url);
  return new Promise((resolve) => {
    const failed = () => resolve({ status: 0, location: null, body: "" });
    const request = http.request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: method ?? (body ? "POST" : "GET"),
        localAddress,
        agent: false,
        headers: {
          ...(body
            ? {
                "content-type": "application/x-www-form-urlencoded",
                "content-length": String(body.length),
                origin: target.origin,
              }
            : {}),
          ...headers,
        },
      },
      (response) => {
        const chunks = [];
        response.on("data", (chunk) => chunks.push(chunk));
        response.on("end", () =>
          resolve({
            status: response.statusCode ?? 0,
            location: response.headers.location ?? null,
            body: Buffer.concat(chunks).toString("utf8"),
          }),
        );
        response.on("error", failed);
      },
    );
    request.setTimeout(REQUEST_TIMEOUT_MS, () => request.destroy());
    request.on("error", failed);
    request.end(body);
  });
}
