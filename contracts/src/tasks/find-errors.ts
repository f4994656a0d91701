import { z } from "zod";
import {
  acceptedTexts,
  authoredText,
  defineTask,
  idsOf,
  itemId,
  matchesAny,
  pickedIds,
  type TaskIssue,
  typedText,
  unknownIds,
  withIds,
} from "./shared.js";

type Content = { words: { id: string }[] };

function checkCorrections(path: string, corrections: Record<string, unknown>, among: ReadonlySet<string>): TaskIssue[] {
  return Object.keys(corrections)
    .filter((id) => !among.has(id))
    .map((id) => ({ path: `${path}.${id}`, message: "Not a marked error" }));
}

/**
 * A text split into words; the student clicks the wrong ones and, where the key asks for it, types the correction.
 * Scored like a multiple choice: each error found earns its share, each right word clicked takes one back; an
 * error whose correction the key asks for counts only with the right correction.
 */
export const findErrorsTask = defineTask({
  content: z
    .object({
      instruction: z.string().trim().max(2000).default(""),
      words: withIds(z.object({ id: itemId, text: authoredText(200) }).strict(), { min: 1, max: 2000 }),
    })
    .strict(),
  key: z
    .object({
      errors: z.array(itemId).min(1, "Mark at least one error").max(200),
      corrections: z.record(itemId, acceptedTexts).default({}),
    })
    .strict(),
  answer: z.object({ selected: pickedIds, corrections: z.record(itemId, typedText(200)).default({}) }).strict(),
  grading: "auto",
  checkKey: (content: Content, key) => [
    ...unknownIds("key.errors", key.errors, idsOf(content.words)),
    ...(new Set(key.errors).size === key.errors.length
      ? []
      : [{ path: "key.errors", message: "A word is marked twice" }]),
    ...checkCorrections("key.corrections", key.corrections, new Set(key.errors)),
  ],
  checkAnswer: (content: Content, answer) => [
    ...unknownIds("answer.selected", answer.selected, idsOf(content.words)),
    ...checkCorrections("answer.corrections", answer.corrections, new Set(answer.selected)),
  ],
  grade: (_content, key, answer) => {
    const errors = new Set(key.errors);
    let hits = 0;
    let wrong = 0;
    for (const id of new Set(answer.selected)) {
      if (!errors.has(id)) wrong += 1;
      else if (key.corrections[id] === undefined || matchesAny(answer.corrections[id], key.corrections[id])) hits += 1;
    }
    return Math.max(0, (hits - wrong) / errors.size);
  },
  solution: (_content, key) => ({
    selected: [...key.errors],
    corrections: Object.fromEntries(Object.entries(key.corrections).map(([id, accepted]) => [id, accepted[0] ?? ""])),
  }),
});
