// Twilio's Messages API as far as the app uses it, on loopback, for the cluster test: every
// text the app sends is kept with the address it came from, and answered as Twilio does.
import { randomBytes } from "node:crypto";
import http from "node:http";

const MESSAGES_PATH = /^\/2010-04-01\/Accounts\/(AC[0-9a-f]{32})\/Messages\.json$/;

export async function startFakeTwilio({ host = "127.0.0.1", port = 0 } = {}) {
  const received = [];
  const server = http.createServer((request, response) => {
    const match = MESSAGES_PATH.exec(request.url ?? "");
    if (request.method !== "POST" || !match) {
      response.writeHead(404, { "content-type": "application/json" });
      response.end(JSON.stringify({ code: 20404, message: "Not found", status: 404 }));
      return;
    }
    const chunks = [];
    request.on("data", (chunk) => chunks.push(chunk));
    request.on("end", () => {
      const form = new URLSearchParams(Buffer.concat(chunks).toString("utf8"));
      const sid = `SM${randomBytes(16).toString("hex")}`;
      received.push({
        sid,
        to: form.get("To"),
        from: form.get("From"),
        body: form.get("Body"),
        at: new Date().toISOString(),
      });
      response.writeHead(201, { "content-type": "application/json" });
      response.end(
        JSON.stringify({ sid, account_sid: match[1], to: form.get("To"), status: "queued" }),
      );
    });
  });
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, resolve);
  });
  return {
    origin: `http://${host}:${server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
