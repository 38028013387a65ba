// npm run storage:copy — copies the photos kept on this server's disk (DATA_DIR/uploads) into
// the bucket the S3_* variables name, before the app is switched to it (docs/decisions/0051).
// Safe to run again and again: what is already in the bucket is skipped, nothing on disk is
// changed or deleted.
import path from "node:path";
import {
  S3Storage,
  s3ConfigFrom,
  type S3StorageConfig,
} from "../app/.server/storage/s3-storage.server";
import { StorageCopyError, copyUploadsToBucket } from "../app/.server/storage/storage-copy.server";

let config: S3StorageConfig | null;
try {
  config = s3ConfigFrom(process.env);
} catch (error) {
  console.error(`storage:copy: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(2);
}
if (!config) {
  console.error(
    "storage:copy: S3 storage is not configured. Set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (and S3_ENDPOINT, S3_REGION for a store other than AWS), as for the server.",
  );
  process.exit(2);
}

// The same default as the app's own (app/.server/env.server.ts).
const root = path.join(path.resolve(process.env.DATA_DIR || "./.data"), "uploads");
const bucket = new S3Storage(config);
console.log(
  `Copying ${root} to the bucket ${config.bucket}${config.endpoint ? ` at ${config.endpoint}` : ""}`,
);
const summary = (counts: { copied: number; alreadyThere: number; skipped: number }) =>
  `copied ${counts.copied}, already there ${counts.alreadyThere}, skipped ${counts.skipped}`;
try {
  const counts = await copyUploadsToBucket(root, bucket, {
    onFile: (key, outcome) => {
      if (outcome !== "already there") console.log(`${outcome}: ${key}`);
    },
  });
  console.log(`storage:copy done: ${summary(counts)}`);
} catch (error) {
  if (error instanceof StorageCopyError) {
    console.error(`storage:copy stopped. ${error.message}`);
    console.error(`Before it: ${summary(error.counts)}. Run it again once the bucket accepts.`);
  } else {
    console.error("storage:copy failed:", error);
  }
  process.exitCode = 1;
} finally {
  bucket.close();
}
