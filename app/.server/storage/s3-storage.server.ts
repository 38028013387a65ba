import type * as S3Sdk from "@aws-sdk/client-s3";
import type { S3Client } from "@aws-sdk/client-s3";
import {
  UnsafeStorageKeyError,
  contentTypeForKey,
  isSafeStorageKey,
  type FileStorage,
  type StoredFileStream,
} from "./file-storage-port.server";

/**
 * The FileStorage port on an S3-compatible bucket (docs/decisions/0051): Supabase Storage's
 * S3 endpoint, AWS S3, Cloudflare R2, MinIO. Several servers behind a load balancer then see
 * the same photos.
 *
 * Objects are private: no ACL is ever sent, so they get the bucket's own (private) policy, and
 * the app serves them itself through the routes that check who may see a photo.
 */
export interface S3StorageConfig {
  bucket: string;
  region: string;
  /** Absent for AWS itself, which the SDK finds from the region. */
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * Milliseconds a request may take to connect, and to get its answer's headers; also the
   * longest silence while a body streams. 10 s unless set (the tests set a short one).
   */
  timeoutMs?: number;
}

export const DEFAULT_S3_TIMEOUT_MS = 10_000;
export const DEFAULT_S3_REGION = "us-east-1";

/**
 * The bucket's settings from environment variables, or null when `S3_BUCKET` is unset (the
 * app then keeps files on its own disk). With `S3_BUCKET` set, the access key id and the
 * secret are both required and the endpoint must be an http(s) URL when given; anything
 * missing or malformed throws, naming the variable, so a typo never sends photos to the
 * wrong place. Empty values count as unset (an `.env` line left as `S3_BUCKET=`).
 */
export function s3ConfigFrom(values: Record<string, string | undefined>): S3StorageConfig | null {
  const value = (name: string): string | undefined => {
    const raw = values[name]?.trim();
    return raw ? raw : undefined;
  };
  const bucket = value("S3_BUCKET");
  if (!bucket) return null;
  for (const name of ["S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"]) {
    if (!value(name)) throw new Error(`S3_BUCKET is set, so ${name} is required`);
  }
  const endpoint = value("S3_ENDPOINT");
  if (endpoint !== undefined) {
    let url: URL;
    try {
      url = new URL(endpoint);
    } catch {
      throw new Error(`S3_ENDPOINT must be a URL such as https://s3.example.com`);
    }
    if (url.protocol !== "https:" && url.protocol !== "http:") {
      throw new Error(`S3_ENDPOINT must be an http:// or https:// URL`);
    }
  }
  return {
    bucket,
    region: value("S3_REGION") ?? DEFAULT_S3_REGION,
    ...(endpoint === undefined ? {} : { endpoint }),
    accessKeyId: value("S3_ACCESS_KEY_ID") ?? "",
    secretAccessKey: value("S3_SECRET_ACCESS_KEY") ?? "",
  };
}

type Sdk = typeof S3Sdk;
let sdkLoading: Promise<Sdk> | undefined;

/**
 * The SDK is loaded on the first request, not with this module: it takes a quarter of a
 * second to load, which a server keeping files on disk (and every test) need not pay.
 */
function loadSdk(): Promise<Sdk> {
  sdkLoading ??= import("@aws-sdk/client-s3");
  return sdkLoading;
}

export class S3Storage implements FileStorage {
  readonly bucket: string;
  private readonly config: S3StorageConfig;
  private client: S3Client | undefined;

  constructor(config: S3StorageConfig) {
    this.bucket = config.bucket;
    this.config = config;
  }

  private async connect(): Promise<{ sdk: Sdk; client: S3Client }> {
    const sdk = await loadSdk();
    this.client ??= newClient(sdk, this.config);
    return { sdk, client: this.client };
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    checkKey(key);
    const expected = contentTypeForKey(key);
    if (expected !== contentType) {
      throw new Error(`A ${contentType} file cannot be stored under ${key}`);
    }
    const { sdk, client } = await this.connect();
    // A Buffer, not a stream: the length is known, so the upload is one plain signed PUT.
    await client.send(
      new sdk.PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: body,
        ContentType: contentType,
      }),
    );
  }

  async get(key: string): Promise<{ body: Buffer; contentType: string } | null> {
    const found = await this.getObject(key);
    if (!found) return null;
    return {
      body: Buffer.from(await found.body.transformToByteArray()),
      contentType: found.contentType,
    };
  }

  async open(key: string): Promise<StoredFileStream | null> {
    const found = await this.getObject(key);
    if (!found) return null;
    return {
      stream: found.body.transformToWebStream(),
      contentType: found.contentType,
      contentLength: found.contentLength,
    };
  }

  /** The object's body still to be read, with its type and length; null when there is none. */
  private async getObject(key: string): Promise<{
    body: NonNullable<S3Sdk.GetObjectCommandOutput["Body"]>;
    contentType: string;
    contentLength: number | null;
  } | null> {
    checkKey(key);
    const contentType = contentTypeForKey(key);
    if (!contentType) return null;
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(new sdk.GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!answer.Body) return null;
      return { body: answer.Body, contentType, contentLength: answer.ContentLength ?? null };
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** The object's size in bytes, or null when there is none (for `npm run storage:copy`). */
  async size(key: string): Promise<number | null> {
    checkKey(key);
    const { sdk, client } = await this.connect();
    try {
      const answer = await client.send(
        new sdk.HeadObjectCommand({ Bucket: this.bucket, Key: key }),
      );
      return answer.ContentLength ?? null;
    } catch (error) {
      if (isMissingObject(error)) return null;
      throw error;
    }
  }

  /** Every key in the bucket the app would store, sorted (for backups). */
  async list(): Promise<string[]> {
    const { sdk, client } = await this.connect();
    const keys: string[] = [];
    let continuationToken: string | undefined;
    do {
      const page = await client.send(
        new sdk.ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: continuationToken }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key && isSafeStorageKey(object.Key) && contentTypeForKey(object.Key)) {
          keys.push(object.Key);
        }
      }
      continuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (continuationToken);
    return keys.sort();
  }

  /** Deleting a key that is not there succeeds, as S3 itself answers. */
  async delete(key: string): Promise<void> {
    checkKey(key);
    const { sdk, client } = await this.connect();
    await client.send(new sdk.DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  /** Closes the client's kept-alive connections (tests, the copy command). */
  close(): void {
    this.client?.destroy();
    this.client = undefined;
  }
}

function newClient(sdk: Sdk, config: S3StorageConfig): S3Client {
  const timeout = config.timeoutMs ?? DEFAULT_S3_TIMEOUT_MS;
  return new sdk.S3Client({
    region: config.region,
    ...(config.endpoint === undefined ? {} : { endpoint: config.endpoint }),
    // Bucket in the path, not the host name: MinIO, s3rver and Supabase's endpoint need it,
    // and AWS still accepts it.
    forcePathStyle: true,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
    // A slow store answers within seconds or fails: a photo page never hangs on it.
    // requestTimeout runs until the answer's headers (and only throws with
    // throwOnRequestTimeout); socketTimeout bounds any silence while a body streams.
    requestHandler: {
      connectionTimeout: timeout,
      requestTimeout: timeout,
      throwOnRequestTimeout: true,
      socketTimeout: timeout,
    },
    // The first try and two more for errors worth retrying (time-outs, 5xx, throttling).
    maxAttempts: 3,
    // Checksums only where S3 requires them: several S3-compatible stores (s3rver among
    // them) mangle the SDK's default streamed, checksummed uploads.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
}

function checkKey(key: string): void {
  // The same keys as on disk, refused before any request is made.
  if (!isSafeStorageKey(key)) throw new UnsafeStorageKeyError(key);
}

/**
 * No such object: S3's NoSuchKey, or a 404 without a body (HEAD). A missing bucket is a 404
 * too, but a misconfiguration, never "no photo": it throws like every other error (a 403 from
 * a bucket that refuses us, a time-out) so the caller answers 5xx rather than a quiet 404.
 */
function isMissingObject(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  if (error.name === "NoSuchKey") return true;
  return httpStatusOf(error) === 404 && error.name !== "NoSuchBucket";
}

/** The HTTP status the store answered with, from the SDK's error, if it got that far. */
export function httpStatusOf(error: unknown): number | undefined {
  if (typeof error !== "object" || error === null || !("$metadata" in error)) return undefined;
  const metadata = error.$metadata;
  if (typeof metadata !== "object" || metadata === null || !("httpStatusCode" in metadata)) {
    return undefined;
  }
  return typeof metadata.httpStatusCode === "number" ? metadata.httpStatusCode : undefined;
}
