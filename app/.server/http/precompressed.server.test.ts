import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { acceptedEncodings, precompressedAsset } from "./precompressed.server";

describe("acceptedEncodings", () => {
  it("reads the codings a browser sends, leaving out those refused with q=0", () => {
    expect([...acceptedEncodings("gzip, deflate, br, zstd")]).toEqual([
      "gzip",
      "deflate",
      "br",
      "zstd",
    ]);
    expect([...acceptedEncodings("br;q=0, gzip;q=0.5")]).toEqual(["gzip"]);
    expect([...acceptedEncodings(undefined)]).toEqual([]);
  });
});

describe("precompressedAsset", () => {
  let directory: string;
  beforeAll(() => {
    directory = fs.mkdtempSync(path.join(os.tmpdir(), "precompressed-"));
    fs.mkdirSync(path.join(directory, "_shared"));
    for (const name of ["_shared/chunk-A.js", "_shared/chunk-A.js.gz", "_shared/chunk-A.js.br"]) {
      fs.writeFileSync(path.join(directory, name), name);
    }
    fs.writeFileSync(path.join(directory, "only-gzip.css"), "css");
    fs.writeFileSync(path.join(directory, "only-gzip.css.gz"), "css.gz");
  });
  afterAll(() => fs.rmSync(directory, { recursive: true, force: true }));

  it("prefers brotli, then gzip, with the file's own content type", () => {
    expect(precompressedAsset("gzip, br", "/_shared/chunk-A.js", directory)).toEqual({
      file: path.join(directory, "_shared/chunk-A.js.br"),
      encoding: "br",
      contentType: "text/javascript; charset=utf-8",
    });
    expect(precompressedAsset("gzip", "/_shared/chunk-A.js", directory)?.encoding).toBe("gzip");
    expect(precompressedAsset("br, gzip", "/only-gzip.css", directory)).toMatchObject({
      encoding: "gzip",
      contentType: "text/css; charset=utf-8",
    });
  });

  it("sends the file as it is to a browser that takes neither, or when no copy was made", () => {
    expect(precompressedAsset("identity", "/_shared/chunk-A.js", directory)).toBeNull();
    expect(precompressedAsset(undefined, "/_shared/chunk-A.js", directory)).toBeNull();
    expect(precompressedAsset("br", "/missing.js", directory)).toBeNull();
    expect(precompressedAsset("br", "/_shared/chunk-A.js.gz", directory)).toBeNull();
  });

  it("never leaves the build's folder", () => {
    expect(precompressedAsset("br", "/../../etc/passwd.js", directory)).toBeNull();
    expect(precompressedAsset("br", "/_shared/../../x.js", directory)).toBeNull();
  });
});
