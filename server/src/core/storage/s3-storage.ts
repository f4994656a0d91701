import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  CopyObjectCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
} from "@aws-sdk/client-s3";
import { assertStorageKey, isValidStorageKey, MEDIA_PREFIX, type Storage } from "./storage.js";

export type S3StorageOptions = {
  /** Set for MinIO and other S3-compatible services; absent means AWS itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Most self-hosted services have no per-bucket DNS names, so they need `endpoint/bucket/key` addresses. */
  forcePathStyle: boolean;
};

export function createS3Storage(options: S3StorageOptions): Storage {
  const client = s3ClientOf(options);
  const bucket = options.bucket;
  return {
    async put(key, data, contentType) {
      assertStorageKey(key);
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: data, ContentType: contentType }));
    },
    async putFile(key, path, contentType) {
      assertStorageKey(key);
      const { size } = await stat(path);
      // A stream with its length: the SDK sends it as it reads, without holding the file in memory.
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: key,
          Body: createReadStream(path),
          ContentLength: size,
          ContentType: contentType,
        }),
      );
    },
    async size(key) {
      if (!isValidStorageKey(key)) return null;
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: key }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (error instanceof NotFound || error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async stream(key, range) {
      if (!isValidStorageKey(key)) return null;
      try {
        const response = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: key,
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        return (response.Body as Readable | undefined) ?? null;
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async copy(from, to) {
      assertStorageKey(from);
      assertStorageKey(to);
      await client.send(
        new CopyObjectCommand({
          Bucket: bucket,
          Key: to,
          CopySource: `${bucket}/${from.split("/").map(encodeURIComponent).join("/")}`,
        }),
      );
    },
    async get(key) {
      // Same as the local driver: a key that could never have been stored is absent, so the route answers 404.
      if (!isValidStorageKey(key)) return null;
      try {
        const response = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
        if (!response.Body) return null;
        return Buffer.from(await response.Body.transformToByteArray());
      } catch (error) {
        if (error instanceof NoSuchKey) return null;
        throw error;
      }
    },
    async remove(key) {
      assertStorageKey(key);
      // S3 answers a delete of a missing key with success, which matches the local driver's `force: true`.
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    },
    url: (key) => MEDIA_PREFIX + key,
  };
}

/** The SDK's client for the bucket's service: AWS itself, or an S3-compatible one at `endpoint`. */
function s3ClientOf(options: S3StorageOptions): S3Client {
  return new S3Client({
    region: options.region,
    credentials: { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey },
    forcePathStyle: options.forcePathStyle,
    ...(options.endpoint
      ? {
          endpoint: options.endpoint,
          // Recent SDKs add CRC checksums to every request and expect them back, which many S3-compatible
          // services do not implement; ask for them only where the operation requires one.
          requestChecksumCalculation: "WHEN_REQUIRED" as const,
          responseChecksumValidation: "WHEN_REQUIRED" as const,
        }
      : {}),
  });
}
