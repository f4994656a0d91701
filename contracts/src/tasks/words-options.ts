import { z } from "zod";
import { checkGapRecord, gapRecord, gapsOf, segmentsWithGaps } from "./gaps.js";
import { defineTask, idsOf, itemId, option, share, type TaskIssue, withIds } from "./shared.js";

const gap = z.object({ type: z.literal("gap"), id: itemId, options: withIds(option, { min: 2, max: 20 }) }).strict();
type Content = { segments: readonly ({ type: "text" } | z.infer<typeof gap>)[] };

const gapOptions = (content: Content) =>
  new Map(gapsOf(content.segments).map((segment) => [segment.id, idsOf(segment.options)]));

function checkPicks(path: string, picks: Record<string, string>, options: Map<string, Set<string>>): TaskIssue[] {
  return Object.entries(picks).flatMap(([gapId, optionId]) =>
    options.get(gapId)?.has(optionId) === false ? [{ path: `${path}.${gapId}`, message: "Unknown option" }] : [],
  );
}

/** A text with gaps, each a drop-down of options with one right option. */
export const wordsOptionsTask = defineTask({
  content: z.object({ instruction: z.string().trim().max(2000).default(""), segments: segmentsWithGaps(gap) }).strict(),
  key: z.object({ gaps: gapRecord(itemId) }).strict(),
  answer: z.object({ gaps: gapRecord(itemId) }).strict(),
  grading: "auto",
  checkKey: (content, key) => {
    const options = gapOptions(content);
    return [
      ...checkGapRecord("key.gaps", key.gaps, new Set(options.keys()), { complete: true }),
      ...checkPicks("key.gaps", key.gaps, options),
    ];
  },
  checkAnswer: (content, answer) => {
    const options = gapOptions(content);
    return [
      ...checkGapRecord("answer.gaps", answer.gaps, new Set(options.keys()), { complete: false }),
      ...checkPicks("answer.gaps", answer.gaps, options),
    ];
  },
  grade: (content, key, answer) => {
    const ids = [...gapOptions(content).keys()];
    return share(
      ids.filter((id) => answer.gaps[id] !== undefined && answer.gaps[id] === key.gaps[id]).length,
      ids.length,
    );
  },
  solution: (_content, key) => ({ gaps: { ...key.gaps } }),
});
