import { join } from "node:path";
import type { Env } from "../../config.js";
import { createLocalStorage, type Storage } from "./storage.js";

/**
 * The one place that turns STORAGE_DRIVER into a driver, so app.ts and scripts cannot disagree. The S3 driver is
 * loaded only when chosen: the AWS client costs a process on local disk 4 MB resident for nothing (decision 0120).
 */
export async function createStorage(env: Env): Promise<Storage> {
  if (env.STORAGE_DRIVER === "local") return createLocalStorage(join(env.DATA_DIR, "media"));
  const { S3_BUCKET: bucket, S3_ACCESS_KEY_ID: accessKeyId, S3_SECRET_ACCESS_KEY: secretAccessKey } = env;
  // readEnv already refuses these; the check stays for an Env assembled by hand (tests, scripts).
  if (!bucket || !accessKeyId || !secretAccessKey) {
    throw new Error("STORAGE_DRIVER=s3 needs S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY");
  }
  const { createS3Storage } = await import("./s3-storage.js");
  return createS3Storage({
    endpoint: env.S3_ENDPOINT,
    region: env.S3_REGION,
    bucket,
    accessKeyId,
    secretAccessKey,
    forcePathStyle: env.S3_FORCE_PATH_STYLE === "true",
  });
}
