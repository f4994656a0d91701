import { createHmac, timingSafeEqual } from "node:crypto";
import { MEDIA_PREFIX, type Storage } from "./storage.js";

/**
 * Files that are a person's documents (final documents, homework, what a student sent in their conversation), as
 * opposed to pictures meant for everyone (posters, gallery, avatars), and a program's lesson videos, which are for
 * its students (decision 0022). Their links carry an expiring signature; without it the media route refuses them.
 */
export const PRIVATE_MEDIA_PREFIXES = [
  "program-files/",
  "homework/",
  "lessons/",
  "conversations/",
  "payment-receipts/",
  "issued-documents/",
] as const;

/** Long enough for a page left open over a working day; a refetch hands out fresh links. */
const LINK_LIFETIME_SECONDS = 12 * 60 * 60;

export const isPrivateMedia = (key: string) => PRIVATE_MEDIA_PREFIXES.some((prefix) => key.startsWith(prefix));

export type MediaLinks = {
  /** The link a response carries: plain for public files, signed and expiring for private ones. */
  url(key: string): string;
  /** Whether a request for a private file carries a valid, unexpired signature. */
  allows(key: string, query: { expires?: string; signature?: string }): boolean;
};

export function createMediaLinks(secret: string, now: () => number = Date.now): MediaLinks {
  const sign = (key: string, expires: number) =>
    createHmac("sha256", `media-links:${secret}`).update(`${key}\n${expires}`).digest("base64url");
  return {
    url(key) {
      if (!isPrivateMedia(key)) return MEDIA_PREFIX + key;
      const expires = Math.floor(now() / 1000) + LINK_LIFETIME_SECONDS;
      return `${MEDIA_PREFIX}${key}?expires=${expires}&signature=${sign(key, expires)}`;
    },
    allows(key, query) {
      if (!isPrivateMedia(key)) return true;
      const expires = Number(query.expires);
      if (!Number.isSafeInteger(expires) || expires * 1000 < now() || !query.signature) return false;
      const expected = Buffer.from(sign(key, expires));
      const given = Buffer.from(query.signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
}

/** The storage services use: the driver's files with links from `links` (one place decides what is private). */
export function withMediaLinks(storage: Storage, links: MediaLinks): Storage {
  return {
    put: storage.put,
    putFile: storage.putFile,
    get: storage.get,
    size: storage.size,
    stream: storage.stream,
    copy: storage.copy,
    remove: storage.remove,
    url: links.url,
  };
}
