import http from "node:http";

export interface RawResponse {
  status: number;
  /** Bytes of the body read; reading stops one chunk past `maxBytes`. */
  bytes: number;
  head: string;
  setCookies: string[];
}

/**
 * One POST with exactly the headers and bytes given: no Content-Type unless asked, raw bytes
 * as they are, Content-Length or chunked. Playwright's and fetch's clients fill in a type.
 */
export function rawPost(
  agent: http.Agent,
  url: URL,
  options: {
    headers: Record<string, string>;
    body: Buffer;
    chunked?: boolean;
    maxBytes: number;
    timeoutMs: number;
  },
): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const headers = { ...options.headers };
    if (!options.chunked) headers["Content-Length"] = String(options.body.length);
    let answered = false;
    const request = http.request(url, { method: "POST", agent, headers }, (response) => {
      answered = true;
      let bytes = 0;
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => {
        bytes += chunk.length;
        if (chunks.length < 4) chunks.push(chunk);
        if (bytes > options.maxBytes) response.destroy();
      });
      const finish = () =>
        resolve({
          status: response.statusCode ?? 0,
          bytes,
          head: Buffer.concat(chunks).subarray(0, 300).toString("utf8"),
          setCookies: response.headers["set-cookie"] ?? [],
        });
      response.on("end", finish);
      response.on("close", finish);
    });
    request.setTimeout(options.timeoutMs, () =>
      request.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
    );
    // A server may answer (413) and close before reading all of a large body: the answer
    // still arrives. A connection closed with no answer at all is status 0.
    request.on("error", (error: NodeJS.ErrnoException) => {
      if (error.code !== "EPIPE" && error.code !== "ECONNRESET") return reject(error);
      setTimeout(() => {
        if (!answered) resolve({ status: 0, bytes: 0, head: error.code ?? "", setCookies: [] });
      }, 2_000);
    });
    if (options.chunked) {
      const half = Math.floor(options.body.length / 2);
      request.write(options.body.subarray(0, half));
      request.end(options.body.subarray(half));
    } else {
      request.end(options.body);
    }
  });
}
