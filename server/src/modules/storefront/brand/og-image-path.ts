import { createHash } from "node:crypto";

/**
 * The address of a page's preview picture (decision 0142): a program's (`programId`) or the school's. `version`
 * (`ogImageVersion`) goes in the address because messengers keep a picture by its address for days: a new poster
 * is a new address, fetched again.
 */
export function ogImagePath(input: { programId?: number; version?: string }): string {
  const path = input.programId === undefined ? "/og/school.jpg" : `/og/program/${input.programId}.jpg`;
  return input.version ? `${path}?v=${encodeURIComponent(input.version)}` : path;
}

/**
 * A short key that changes when a picture the preview is cut from changes: pass what the answer holds, such as the
 * guest program answer's `poster` (its address names the stored file, which every upload names anew) and the
 * school's `logo`. Absent pictures count too, so removing a poster changes the key.
 */
export function ogImageVersion(...sources: ReadonlyArray<string | null | undefined>): string {
  return createHash("sha256")
    .update(sources.map((source) => source ?? "").join("\n"))
    .digest("base64url")
    .slice(0, 10);
}
