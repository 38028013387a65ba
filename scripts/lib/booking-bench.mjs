// Booking submit latency: real confirmations through POST /book, each into its own free
// window, a few at a time; reports p50/p95/max against the 100 ms p95 budget. Each booking
// comes from an address of its own on loopback, as visitors do, so the per-IP booking limit
// (10 an hour) does not refuse the bench's own visitors.
import { loopbackVisitor, requestFrom } from "./http.mjs";

let visitorsSoFar = 0;

function londonDate(daysAhead) {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/London" }).format(
    new Date(Date.now() + daysAhead * 24 * 60 * 60 * 1000),
  );
}

function honeypotFields(html) {
  const fields = {};
  for (const name of ["name__confirm", "from__confirm"]) {
    const match = new RegExp(`name="${name}"[^>]*value="([^"]*)"`).exec(html);
    fields[name] = match ? match[1] : "";
  }
  return fields;
}

async function freeWindows(origin, wanted) {
  const windows = [];
  for (let day = 3; windows.length < wanted && day <= 60; day++) {
    const response = await fetch(`${origin}/book/windows?date=${londonDate(day)}`);
    if (!response.ok) continue;
    const { date, windows: found } = await response.json();
    for (const window of found) if (window.free > 0) windows.push({ date, start: window.start });
  }
  return windows.slice(0, wanted);
}

function percentile(sorted, fraction) {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

export async function measureBookingSubmit(
  origin,
  { count = 60, concurrency = 4, round = "a" } = {},
) {
  const honeypot = honeypotFields(await (await fetch(`${origin}/book`)).text());
  // The honeypot refuses forms sent faster than a person could; wait past its threshold.
  await new Promise((resolve) => setTimeout(resolve, 1_100));
  const windows = await freeWindows(origin, count);
  const timings = [];
  let failures = 0;
  let next = 0;
  async function worker() {
    while (next < windows.length) {
      const window = windows[next++];
      const body = new URLSearchParams({
        ...honeypot,
        service: "plumbing-repairs",
        description: "Bench booking: a dripping kitchen tap.",
        postcode: "CV1 5DZ",
        date: window.date,
        windowStart: window.start,
        address: "1 Bench Street, Coventry",
        name: "Bench Visitor",
        email: `bench-${round}-${next}@example.com`,
        phone: "07400 123456",
        intent: "confirm",
      });
      const started = performance.now();
      const response = await requestFrom(`${origin}/book?index`, {
        form: body,
        localAddress: loopbackVisitor(visitorsSoFar++, 2),
      });
      const elapsed = performance.now() - started;
      if (response.status === 302 && response.location === "/book/confirmed") timings.push(elapsed);
      else failures++;
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const sorted = [...timings].sort((a, b) => a - b);
  return {
    attempted: windows.length,
    booked: timings.length,
    failures,
    p50: sorted.length ? percentile(sorted, 0.5) : NaN,
    p95: sorted.length ? percentile(sorted, 0.95) : NaN,
    max: sorted.length ? sorted[sorted.length - 1] : NaN,
  };
}
