import { join } from "node:path";
import type { Env } from "../../config.js";
import { createS3Storage } from "./s3-storage.js";
import { createLocalStorage, type Storage } from "./storage.js";

/** The one place that turns STORAGE_DRIVER into a driver, so app.ts and scripts cannot disagree. */
export function createStorage(env: Env): Storage {
  if (env.STORAGE_DRIVER === "local") return createLocalStorage(join(env.DATA_DIR, "media"));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // readEnv already refuses these; the check stays for an Env assembled by hand (tests, scripts).
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  });
}
