import { mkdtempSync, rmSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { reservePort } from "../../test/http-fixtures.js";
import { createS3Storage, type S3StorageOptions } from "./s3-storage.js";
import { createLocalStorage, MEDIA_PREFIX, type Storage } from "./storage.js";

/** s3rver ships no types; this is the little of it the tests use. */
type S3rverInstance = { run(): Promise<unknown>; close(): Promise<void> };
type S3rverConstructor = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
}) => S3rverInstance;
const S3rver = createRequire(import.meta.url)("s3rver") as S3rverConstructor;

const BUCKET = "media";
const scratch = mkdtempSync(join(tmpdir(), "storage-"));
let s3server: S3rverInstance | undefined;
let s3Options: S3StorageOptions;

beforeAll(async () => {
  // s3rver documents no `port: 0`; a port from the OS keeps parallel runs off its fixed default, 4568.
  const { port, release } = await reservePort();
  s3server = new S3rver({
    address: "127.0.0.1",
    port,
    directory: join(scratch, "s3rver"),
    silent: true,
    configureBuckets: [{ name: BUCKET }],
  });
  await release();
  await s3server.run();
  s3Options = {
    endpoint: `http://127.0.0.1:${port}`,
    region: "us-east-1",
    bucket: BUCKET,
    accessKeyId: "S3RVER",
    secretAccessKey: "S3RVER",
    forcePathStyle: true,
  };
});

afterAll(async () => {
  await s3server?.close();
  rmSync(scratch, { recursive: true, force: true });
});

// Factories run inside the tests, after beforeAll has started s3rver and learnt its port.
const drivers: [string, () => Storage][] = [
  ["local disk", () => createLocalStorage(join(scratch, "local"))],
  ["S3 (s3rver)", () => createS3Storage(s3Options)],
];

describe.each(drivers)("the %s storage driver", (_name, create) => {
  it("gives back the bytes it was given", async () => {
    const storage = create();
    const data = Buffer.from([0, 1, 2, 250, 255, ...Buffer.from("avatar")]);
    await storage.put("avatars/1/a1.webp", data, "image/webp");
    const stored = await storage.get("avatars/1/a1.webp");
    expect(stored && Buffer.compare(stored, data)).toBe(0);
  });

  it("answers null for a key never stored", async () => {
    expect(await create().get("avatars/1/missing.webp")).toBeNull();
  });

  it("forgets a removed file, and removing it again is harmless", async () => {
    const storage = create();
    await storage.put("avatars/2/gone.webp", Buffer.from("x"), "image/webp");
    await storage.remove("avatars/2/gone.webp");
    expect(await storage.get("avatars/2/gone.webp")).toBeNull();
    await expect(storage.remove("avatars/2/gone.webp")).resolves.toBeUndefined();
  });

  it("refuses keys that climb out of the media root or start at the top", async () => {
    const storage = create();
    for (const key of ["../escape.webp", "avatars/../../escape.webp", "/avatars/1/a.webp", "avatars//a.webp"]) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp")).rejects.toThrow(/Invalid storage key/);
      await expect(storage.remove(key)).rejects.toThrow(/Invalid storage key/);
      expect(await storage.get(key)).toBeNull();
    }
  });

  it("stores a file from disk, tells its size, streams a byte range and copies it", async () => {
    const storage = create();
    const folder = await mkdtemp(join(tmpdir(), "storage-test-"));
    const source = join(folder, "upload");
    const data = Buffer.from(Array.from({ length: 300 }, (_, index) => index % 256));
    await writeFile(source, data);
    await storage.putFile("lessons/1/v1.mp4", source, "video/mp4");
    expect(await storage.size("lessons/1/v1.mp4")).toBe(300);
    expect(await storage.size("lessons/1/missing.mp4")).toBeNull();
    const read = async (stream: NodeJS.ReadableStream | null) => {
      const chunks: Buffer[] = [];
      for await (const chunk of stream ?? []) chunks.push(Buffer.from(chunk as Buffer));
      return Buffer.concat(chunks);
    };
    expect(
      Buffer.compare(
        await read(await storage.stream("lessons/1/v1.mp4", { start: 10, end: 19 })),
        data.subarray(10, 20),
      ),
    ).toBe(0);
    expect(Buffer.compare(await read(await storage.stream("lessons/1/v1.mp4")), data)).toBe(0);
    expect(await storage.stream("lessons/1/missing.mp4")).toBeNull();
    await storage.copy("lessons/1/v1.mp4", "lessons/2/v2.mp4");
    await storage.remove("lessons/1/v1.mp4");
    expect(Buffer.compare((await storage.get("lessons/2/v2.mp4")) ?? Buffer.alloc(0), data)).toBe(0);
    await rm(folder, { recursive: true, force: true });
  });

  it("serves files through the app's /media/ route", () => {
    expect(create().url("avatars/1/a1.webp")).toBe(`${MEDIA_PREFIX}avatars/1/a1.webp`);
  });
});

/**
 * s3rver 3.7.1 verifies only SigV2 signatures: for SigV4, the only kind the v3 SDK sends, it checks that the access
 * key exists and the clock is close, not the signature (lib/middleware/authentication.js). So this proves the
 * driver signs with the credentials it was given, as far as s3rver can tell; a wrong secret alone would pass there.
 */
describe("the S3 storage driver against a credential-checking server", () => {
  it("fails to store with an unknown access key", async () => {
    const stranger = createS3Storage({ ...s3Options, accessKeyId: "STRANGER", secretAccessKey: "not-the-secret" });
    await expect(stranger.put("avatars/3/forged.webp", Buffer.from("x"), "image/webp")).rejects.toThrow(
      /Access Key Id you provided does not exist/,
    );
    expect(await createS3Storage(s3Options).get("avatars/3/forged.webp")).toBeNull();
  });
});
