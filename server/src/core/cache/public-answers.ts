import { createHash } from "node:crypto";
import type { SchoolChanges } from "./school-changes.js";

/** A guest's answer as sent: its body (JSON, or a page's HTML) and the tag a client (or a proxy) sends back in If-None-Match. */
export type PublicAnswer = { body: string; etag: string };

type Entry = PublicAnswer & { schoolId: number; stamp: number };

/**
 * Guests' answers (the catalogue, program pages: routes declared `publicCache`), kept per school in this process and
 * dropped when the school's public data changes (`SchoolChanges`, decision 0094). Least recently used first out once
 * `maxBytes` of JSON are kept, so odd queries cannot grow it without bound.
 */
export class PublicAnswers {
  private readonly entries = new Map<string, Entry>();
  private bytes = 0;

  constructor(
    readonly changes: SchoolChanges,
    private readonly maxBytes: number,
  ) {}

  /** The stamp to store an answer with: taken before its data is read. */
  stamp(): number {
    return this.changes.stamp();
  }

  get(schoolId: number, key: string): PublicAnswer | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.schoolId !== schoolId || !this.changes.isCurrent(schoolId, entry.stamp)) {
      this.bytes -= entry.body.length;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  /** Keeps the answer unless its data changed while it was made; returns it with its tag either way. */
  set(input: { schoolId: number; key: string; stamp: number; body: string }): PublicAnswer {
    const answer = { body: input.body, etag: etagOf(input.body) };
    if (input.body.length > this.maxBytes || !this.changes.isCurrent(input.schoolId, input.stamp)) return answer;
    const previous = this.entries.get(input.key);
    if (previous) {
      this.entries.delete(input.key);
      this.bytes -= previous.body.length;
    }
    this.entries.set(input.key, { ...answer, schoolId: input.schoolId, stamp: input.stamp });
    this.bytes += input.body.length;
    for (const [key, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(key);
      this.bytes -= entry.body.length;
    }
    return answer;
  }
}

/** Weak: compression changes the bytes sent, not the answer. */
export const etagOf = (body: string) => `W/"${createHash("sha1").update(body).digest("base64url")}"`;

/** Whether an If-None-Match header names this tag (or any, `*`), compared weakly as RFC 9110 says. */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, "");
  const wanted = opaque(etag);
  return ifNoneMatch.split(",").some((tag) => tag.trim() === "*" || opaque(tag) === wanted);
}
