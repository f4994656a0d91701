import type { ByteRange } from "./storage.js";

/**
 * What a `Range` request header asks of a file of `size` bytes (RFC 9110 section 14): the whole file (no header,
 * a unit other than bytes, several ranges, or a header that does not parse: all answered 200 with the whole file, as
 * the RFC allows), one range (206), or nothing the file holds (416).
 */
export type RangeAnswer = { kind: "whole" } | { kind: "part"; range: ByteRange } | { kind: "unsatisfiable" };

export function rangeOf(header: string | undefined, size: number): RangeAnswer {
  if (!header) return { kind: "whole" };
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return { kind: "whole" };
  const [, first = "", last = ""] = match;
  if (first === "" && last === "") return { kind: "whole" };
  if (first === "") {
    // A suffix: the last N bytes.
    const length = Number(last);
    if (length === 0 || size === 0) return { kind: "unsatisfiable" };
    return { kind: "part", range: { start: Math.max(0, size - length), end: size - 1 } };
  }
  const start = Number(first);
  const end = last === "" ? size - 1 : Math.min(Number(last), size - 1);
  if (!Number.isSafeInteger(start) || start >= size) return { kind: "unsatisfiable" };
  if (end < start) return { kind: "whole" };
  return { kind: "part", range: { start, end } };
}
