import { afterEach, describe, expect, it, vi } from "vitest";
import { S3Storage, s3ConfigFrom } from "./s3-storage.server";

const COMPLETE = {
  S3_BUCKET: "wfc-uploads",
  S3_ENDPOINT: "https://abcdefgh.storage.supabase.co/storage/v1/s3",
  S3_REGION: "eu-west-2",
  S3_ACCESS_KEY_ID: "key-id",
  S3_SECRET_ACCESS_KEY: "secret",
};

describe("s3ConfigFrom", () => {
  it("is null without S3_BUCKET: the app keeps files on its own disk", () => {
    expect(s3ConfigFrom({})).toBeNull();
    expect(s3ConfigFrom({ S3_BUCKET: "  " })).toBeNull();
    expect(s3ConfigFrom({ ...COMPLETE, S3_BUCKET: "" })).toBeNull();
  });

  it("reads every variable", () => {
    expect(s3ConfigFrom(COMPLETE)).toEqual({
      bucket: "wfc-uploads",
      endpoint: "https://abcdefgh.storage.supabase.co/storage/v1/s3",
      region: "eu-west-2",
      accessKeyId: "key-id",
      secretAccessKey: "secret",
    });
  });

  it("defaults the region, and leaves the endpoint to the SDK for AWS itself", () => {
    const config = s3ConfigFrom({ ...COMPLETE, S3_REGION: undefined, S3_ENDPOINT: "" });
    expect(config).toEqual({
      bucket: "wfc-uploads",
      region: "us-east-1",
      accessKeyId: "key-id",
      secretAccessKey: "secret",
    });
    expect(config).not.toHaveProperty("endpoint");
  });

  it("names the missing variable when the bucket is set without its keys", () => {
    expect(() => s3ConfigFrom({ ...COMPLETE, S3_ACCESS_KEY_ID: undefined })).toThrow(
      "S3_BUCKET is set, so S3_ACCESS_KEY_ID is required",
    );
    expect(() => s3ConfigFrom({ ...COMPLETE, S3_SECRET_ACCESS_KEY: "" })).toThrow(
      "S3_BUCKET is set, so S3_SECRET_ACCESS_KEY is required",
    );
  });

  it("refuses an endpoint that is not an http(s) URL", () => {
    expect(() => s3ConfigFrom({ ...COMPLETE, S3_ENDPOINT: "minio:9000" })).toThrow(/S3_ENDPOINT/);
    expect(() => s3ConfigFrom({ ...COMPLETE, S3_ENDPOINT: "not a url" })).toThrow(/S3_ENDPOINT/);
    expect(() => s3ConfigFrom({ ...COMPLETE, S3_ENDPOINT: "ftp://s3.example.com" })).toThrow(
      /S3_ENDPOINT/,
    );
  });
});

describe("storage()", () => {
  afterEach(() => {
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  async function freshStorage() {
    // storage() keeps the adapter it made; a fresh module makes it again from these variables.
    vi.resetModules();
    return (await import("./storage.server")).storage;
  }

  it("uses the bucket when S3_BUCKET is set", async () => {
    for (const [name, value] of Object.entries(COMPLETE)) vi.stubEnv(name, value);
    const storage = await freshStorage();
    const adapter = storage();
    expect(adapter.constructor.name).toBe(S3Storage.name);
    expect(adapter).toMatchObject({ bucket: "wfc-uploads" });
    expect(storage()).toBe(adapter);
    if ("close" in adapter && typeof adapter.close === "function") adapter.close();
  });

  it("refuses to start half-configured rather than write to its own disk", async () => {
    for (const [name, value] of Object.entries(COMPLETE)) vi.stubEnv(name, value);
    vi.stubEnv("S3_SECRET_ACCESS_KEY", "");
    const storage = await freshStorage();
    expect(() => storage()).toThrow(/S3_SECRET_ACCESS_KEY/);
  });
});
