import { PassThrough, type Transform } from "node:stream";
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { withoutNulBytes } from "./without-nul-bytes.server";

/** A page of short paragraphs, each with a "’", streamed by React through `destination`. */
function render(padding: number, destination: Transform): Promise<string> {
  const paragraphs = Array.from({ length: 200 }, (_, index) =>
    createElement("p", { key: index }, `${"a".repeat(padding)}Dan’s day ${index}`),
  );
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    destination.on("data", (chunk: Buffer) => chunks.push(chunk));
    destination.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")));
    const { pipe } = renderToPipeableStream(createElement("main", null, paragraphs), {
      onAllReady: () => pipe(destination),
      onShellError: reject,
    });
  });
}

describe("withoutNulBytes", () => {
  it("removes the NUL bytes React 18 streams where a character straddles its buffer, and nothing else", async () => {
    let pagesWithNul = 0;
    for (let padding = 0; padding < 20; padding += 1) {
      const raw = await render(padding, new PassThrough());
      if (raw.includes("\u0000")) pagesWithNul += 1;
      const clean = await render(padding, withoutNulBytes());
      expect(clean).not.toContain("\u0000");
      expect(clean).toBe(raw.replaceAll("\u0000", ""));
      expect(clean).toContain(`<p>${"a".repeat(padding)}Dan’s day 199</p></main>`);
    }
    // When this fails, React streams whole characters (React 19 does): the transform can go.
    expect(pagesWithNul).toBeGreaterThan(0);
  });
});
