import fs from "node:fs";
import path from "node:path";

/**
 * The build's scripts and styles are compressed once when built (scripts/precompress-assets.mjs:
 * brotli at its best, gzip by zopfli) instead of by `compression()` on every request, which
 * uses gzip's default level: fewer bytes to every phone, and no CPU spent per request
 * (decision 0078).
 */
const ENCODINGS = [
  { name: "br", extension: ".br" },
  { name: "gzip", extension: ".gz" },
] as const;

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
};

export interface PrecompressedAsset {
  file: string;
  encoding: (typeof ENCODINGS)[number]["name"];
  contentType: string;
}

/** The codings an `Accept-Encoding` header allows (a `q=0` refuses one). */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of (header ?? "").split(",")) {
    const [name = "", ...parameters] = part.trim().toLowerCase().split(";");
    const quality = parameters
      .map((parameter) => /^\s*q=([0-9.]+)\s*$/.exec(parameter)?.[1])
      .find((value) => value !== undefined);
    if (name && (quality === undefined || Number(quality) > 0)) accepted.add(name.trim());
  }
  return accepted;
}

/**
 * The compressed copy of a build file to send for this request, if the browser takes one and
 * the build made it; null sends the file as it is (compressed on the fly if at all).
 */
export function precompressedAsset(
  acceptEncoding: string | undefined,
  requestPath: string,
  directory: string,
): PrecompressedAsset | null {
  const contentType = CONTENT_TYPES[path.extname(requestPath)];
  if (!contentType) return null;
  const file = path.resolve(directory, `.${path.posix.normalize(`/${requestPath}`)}`);
  if (!file.startsWith(path.resolve(directory) + path.sep)) return null;
  const accepted = acceptedEncodings(acceptEncoding);
  for (const encoding of ENCODINGS) {
    if (!accepted.has(encoding.name)) continue;
    const compressed = `${file}${encoding.extension}`;
    if (fs.existsSync(compressed))
      return { file: compressed, encoding: encoding.name, contentType };
  }
  return null;
}
