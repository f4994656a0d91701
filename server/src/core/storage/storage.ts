import { createReadStream } from "node:fs";
import { copyFile, mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { dirname, extname, join, normalize } from "node:path";
import type { Readable } from "node:stream";

/** Where uploaded files live. Keys are relative paths like `avatars/12/ab12.webp`; URLs are served under /media/. */
export type Storage = {
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /**
   * Stores a file already written to local disk (a large upload streamed there, never held in memory); the file at
   * `path` is consumed (moved or read and deleted by the caller).
   */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  get(key: string): Promise<Buffer | null>;
  /** The stored file's size in bytes, or null when there is none. */
  size(key: string): Promise<number | null>;
  /** The bytes from `start` to `end` (inclusive; the whole file without a range) as a stream, or null. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  /** A second stored file with the same bytes (a copied lesson's video and task files). */
  copy(from: string, to: string): Promise<void>;
  remove(key: string): Promise<void>;
  url(key: string): string;
};

/** Inclusive byte positions, as an HTTP Range header names them. */
export type ByteRange = { start: number; end: number };

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
  ".mp4": "video/mp4",
  ".m4v": "video/mp4",
  ".webm": "video/webm",
  ".mov": "video/quicktime",
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
  const sizeOf = async (key: string) => {
    if (!isValidStorageKey(key)) return null;
    try {
      const info = await stat(pathOf(key));
      return info.isFile() ? info.size : null;
    } catch {
      return null;
    }
  };
  return {
    async put(key, data) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, data);
    },
    async putFile(key, source) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      try {
        await rename(source, path);
      } catch {
        // Another file system (a temporary folder elsewhere): copy, the caller removes its file.
        await copyFile(source, path);
      }
    },
    size: sizeOf,
    async stream(key, range) {
      if ((await sizeOf(key)) === null) return null;
      return createReadStream(pathOf(key), range ? { start: range.start, end: range.end } : {});
    },
    async copy(from, to) {
      const target = pathOf(to);
      await mkdir(dirname(target), { recursive: true });
      await copyFile(pathOf(from), target);
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
