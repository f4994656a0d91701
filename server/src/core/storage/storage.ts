import { mkdir, readFile, rm, writeFile } from "node:fs/promises";
import { dirname, extname, join, normalize } from "node:path";

/** Where uploaded files live. Keys are relative paths like `avatars/12/ab12.webp`; URLs are served under /media/. */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  remove(key: string): Promise<void>;
  url(key: string): string;
};

export const MEDIA_PREFIX = "/media/";

/**
 * Keys must name the same file on every driver: a disk path collapses `a//b` and `a/./b` where S3 does not, and `..`
 * or a leading `/` would leave the media root on disk. Refusing them everywhere keeps drivers interchangeable.
 */
export function isValidStorageKey(key: string): boolean {
  if (key === "" || key.startsWith("/") || key.includes("\\") || key.includes("\0")) return false;
  return key.split("/").every((segment) => segment !== "" && segment !== "." && segment !== "..");
}

export function assertStorageKey(key: string): void {
  if (!isValidStorageKey(key)) throw new Error(`Invalid storage key: ${key}`);
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  ".webp": "image/webp",
  ".png": "image/png",
  ".jpg": "image/jpeg",
  ".jpeg": "image/jpeg",
  ".gif": "image/gif",
  ".pdf": "application/pdf",
};

/** Decided by the key, not by what a driver remembers, so both drivers serve a file with the same type. */
export function contentTypeOf(key: string): string {
  return CONTENT_TYPES[extname(key).toLowerCase()] ?? "application/octet-stream";
}

export function createLocalStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    const path = normalize(join(root, key));
    if (!path.startsWith(normalize(root))) throw new Error(`Storage key escapes the root: ${key}`);
    return path;
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async get(key) {
      // A key that could never have been stored is simply absent: the media route answers 404, not 500.
      if (!isValidStorageKey(key)) return null;
      try {
        return await readFile(pathOf(key));
      } catch {
        return null;
      }
    },
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
    url: (key) => MEDIA_PREFIX + key,
  };
}
