import { z } from "zod";
import { checkGapRecord, gapRecord, gapsOf, segmentsWithGaps } from "./gaps.js";
import { acceptedTexts, defineTask, itemId, matchesAny, share, typedText } from "./shared.js";

const gap = z.object({ type: z.literal("gap"), id: itemId }).strict();
const gapIds = (content: { segments: readonly ({ type: "text" } | { type: "gap"; id: string })[] }) =>
  new Set(gapsOf(content.segments).map((segment) => segment.id));

/** A text with gaps the student types words into; each gap accepts one or more texts. */
export const insertWordsTask = defineTask({
  content: z.object({ instruction: z.string().trim().max(2000).default(""), segments: segmentsWithGaps(gap) }).strict(),
  key: z.object({ gaps: gapRecord(acceptedTexts) }).strict(),
  answer: z.object({ gaps: gapRecord(typedText(500)) }).strict(),
  grading: "auto",
  checkKey: (content, key) => checkGapRecord("key.gaps", key.gaps, gapIds(content), { complete: true }),
  checkAnswer: (content, answer) => checkGapRecord("answer.gaps", answer.gaps, gapIds(content), { complete: false }),
  grade: (content, key, answer) => {
    const ids = [...gapIds(content)];
    return share(ids.filter((id) => matchesAny(answer.gaps[id], key.gaps[id] ?? [])).length, ids.length);
  },
  solution: (_content, key) => ({
    gaps: Object.fromEntries(Object.entries(key.gaps).map(([id, accepted]) => [id, accepted[0] ?? ""])),
  }),
});
