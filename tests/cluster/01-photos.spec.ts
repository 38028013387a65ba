import fs from "node:fs";
import path from "node:path";
import { HeadObjectCommand, S3Client } from "@aws-sdk/client-s3";
import { expect, test } from "@playwright/test";
import sharp from "sharp";
import { chooseFirstWindow, fillContact, fillDetails } from "../e2e/support/booking-flow";
import { uniqueEmail } from "../e2e/support/fixtures";
import { png } from "../e2e/support/images";
import { ADMIN, cluster, database, londonDate, pinnedTo, signedInPage } from "./support/cluster";

const PHOTOS_LABEL = "Photos (up to 5, 10 MB each)";

test("a photo uploaded with a booking on process a is in the bucket and served by process b", async ({
  browser,
}) => {
  const visitor = await browser.newContext({ extraHTTPHeaders: pinnedTo("a") });
  const page = await visitor.newPage();
  const email = uniqueEmail("cluster-photo");
  await page.goto("/book");
  await fillDetails(page);
  await chooseFirstWindow(page, londonDate(4), true);
  await fillContact(page, email);
  await page.getByLabel(PHOTOS_LABEL).setInputFiles(await png("tap.png", 41, 29));
  await page.getByRole("button", { name: "Confirm the booking" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Booking confirmed" })).toBeVisible();
  await visitor.close();

  const { rows } = await database().query<{ storage_key: string }>(
    `select photos.storage_key from job_photos photos join jobs on jobs.id = photos.job_id
     where jobs.customer_email = $1`,
    [email],
  );
  expect(rows).toHaveLength(1);
  const key = rows[0]?.storage_key ?? "";

  // In the shared bucket, and not on the disk of the process that received it.
  const s3 = await cluster.s3();
  const client = new S3Client({
    endpoint: s3.S3_ENDPOINT,
    region: s3.S3_REGION,
    forcePathStyle: true,
    credentials: {
      accessKeyId: s3.S3_ACCESS_KEY_ID ?? "",
      secretAccessKey: s3.S3_SECRET_ACCESS_KEY ?? "",
    },
  });
  const head = await client.send(new HeadObjectCommand({ Bucket: s3.S3_BUCKET, Key: key }));
  expect(head.ContentType).toBe("image/webp");
  client.destroy();
  expect(fs.existsSync(path.join(cluster.dataDir("a"), "uploads", key))).toBe(false);

  const adminPage = await signedInPage(browser, "b", ADMIN, "/admin");
  await expect(adminPage.getByRole("heading", { level: 1, name: "Dispatch board" })).toBeVisible();
  const photo = await adminPage.request.get(`/media/${key}`);
  expect(photo.status()).toBe(200);
  expect(photo.headers()).toMatchObject({
    "content-type": "image/webp",
    "cache-control": "private, max-age=3600",
    "x-content-type-options": "nosniff",
  });
  const { width, height } = await sharp(await photo.body()).metadata();
  expect({ width, height }).toEqual({ width: 41, height: 29 });
  await adminPage.context().close();

  const log = await cluster.proxyLog();
  const bookingPosts = log.filter(
    (entry) => entry.method === "POST" && entry.path.startsWith("/book"),
  );
  expect(bookingPosts.length).toBeGreaterThan(0);
  expect(bookingPosts.every((entry) => entry.backend === "a" && entry.status < 400)).toBe(true);
  expect(log.filter((entry) => entry.path === `/media/${key}`)).toEqual([
    expect.objectContaining({ backend: "b", status: 200 }),
  ]);
});
