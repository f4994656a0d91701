import { z } from "zod";
import { itemId, type TaskIssue } from "./shared.js";

/** A piece of the task's text as written (spaces kept: they are part of the layout). */
export const textSegment = z.object({ type: z.literal("text"), text: z.string().min(1).max(5000) }).strict();

/** Text with gaps: at least one gap, gap ids unique. */
export const segmentsWithGaps = <Gap extends z.ZodType<{ type: "gap"; id: string }>>(gap: Gap) =>
  z
    .array(z.union([textSegment, gap]))
    .min(1, "Required")
    .max(500)
    .refine((segments) => segments.some((segment) => segment.type === "gap"), "Add at least one gap")
    .refine((segments) => {
      const ids = segments.flatMap((segment) => (segment.type === "gap" ? [segment.id] : []));
      return new Set(ids).size === ids.length;
    }, "Gap ids must be unique");

export const gapsOf = <Segment extends { type: string }>(segments: readonly Segment[]) =>
  segments.filter((segment): segment is Extract<Segment, { type: "gap" }> => segment.type === "gap");

/** Issues when a record keyed by gap id misses a gap (`complete`) or names one that does not exist. */
export function checkGapRecord(
  path: string,
  record: Record<string, unknown>,
  gapIds: ReadonlySet<string>,
  options: { complete: boolean },
): TaskIssue[] {
  const issues: TaskIssue[] = Object.keys(record)
    .filter((id) => !gapIds.has(id))
    .map((id) => ({ path: `${path}.${id}`, message: "Unknown gap" }));
  if (options.complete) {
    for (const id of gapIds) if (!(id in record)) issues.push({ path: `${path}.${id}`, message: "Required" });
  }
  return issues;
}

export const gapRecord = <Value extends z.ZodType>(value: Value) => z.record(itemId, value);
