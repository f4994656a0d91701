import { z } from "zod";
import { defineTask, idsOf, itemId, option, share, type TaskIssue, withIds } from "./shared.js";

const pairs = z.record(itemId, itemId);
type Content = { left: { id: string }[]; right: { id: string }[] };

function checkPairs(path: string, record: Record<string, string>, content: Content, complete: boolean): TaskIssue[] {
  const left = idsOf(content.left);
  const right = idsOf(content.right);
  const issues: TaskIssue[] = [];
  for (const [leftId, rightId] of Object.entries(record)) {
    if (!left.has(leftId)) issues.push({ path: `${path}.${leftId}`, message: "Unknown word" });
    else if (!right.has(rightId)) issues.push({ path: `${path}.${leftId}`, message: "Unknown match" });
  }
  if (complete) {
    for (const id of left)
      if (!(id in record)) issues.push({ path: `${path}.${id}`, message: "Give the word its pair" });
    if (new Set(Object.values(record)).size !== Object.values(record).length) {
      issues.push({ path, message: "A word on the right is used twice" });
    }
  }
  return issues;
}

/**
 * Word pairs: the student matches each word on the left with its pair on the right (a word and its translation, a
 * term and its definition). Both words of a pair are required (product.md section 5); extra words on the right are
 * distractors. Students get the right column in an order that does not follow the pairs.
 */
export const compareWordsTask = defineTask({
  content: z
    .object({
      instruction: z.string().trim().max(2000).default(""),
      left: withIds(option, { min: 1, max: 50 }),
      right: withIds(option, { min: 1, max: 60 }),
    })
    .strict(),
  key: z.object({ pairs }).strict(),
  answer: z.object({ pairs }).strict(),
  grading: "auto",
  checkKey: (content, key) => checkPairs("key.pairs", key.pairs, content, true),
  checkAnswer: (content, answer) => checkPairs("answer.pairs", answer.pairs, content, false),
  shuffled: ["right"],
  grade: (content, key, answer) =>
    share(content.left.filter((word) => answer.pairs[word.id] === key.pairs[word.id]).length, content.left.length),
  solution: (_content, key) => ({ pairs: { ...key.pairs } }),
});
