import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import S3rver from "s3rver";
import { S3Storage, type S3StorageConfig } from "../../../app/.server/storage/s3-storage.server";

/** s3rver's one account: it checks every request's signature against these. */
export const S3RVER_CREDENTIALS = { accessKeyId: "S3RVER", secretAccessKey: "S3RVER" } as const;

export interface TestS3Server {
  endpoint: string;
  bucket: string;
  /** The adapter on this server's bucket; `overrides` change the bucket, keys, time-out. */
  storage(overrides?: Partial<S3StorageConfig>): S3Storage;
  close(): Promise<void>;
}

/**
 * A real S3 server (s3rver) on an ephemeral loopback port, with one empty bucket, its files in
 * a temporary directory that close() removes. No Docker, nothing outside the process.
 */
export async function startS3Server(bucket = "wfc-test-uploads"): Promise<TestS3Server> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), "wfc-s3rver-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const address = await server.run();
  const endpoint = `http://127.0.0.1:${address.port}`;
  const made: S3Storage[] = [];
  return {
    endpoint,
    bucket,
    storage(overrides = {}) {
      const adapter = new S3Storage({
        endpoint,
        bucket,
        region: "us-east-1",
        ...S3RVER_CREDENTIALS,
        ...overrides,
      });
      made.push(adapter);
      return adapter;
    },
    async close() {
      for (const adapter of made) adapter.close();
      await server.close();
      await fs.rm(directory, { recursive: true, force: true });
    },
  };
}
