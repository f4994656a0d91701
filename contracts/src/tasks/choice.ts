import { z } from "zod";
import {
  choiceScore,
  idsOf,
  itemId,
  option,
  pickedIds,
  questionText,
  type TaskIssue,
  unknownIds,
  withIds,
} from "./shared.js";

/**
 * A multiple-choice question, shared by `test`, `test_image` and the question of `media` and `youtube`: at least one
 * option and at least one marked correct (product.md section 5); `multiple` lets the student tick several.
 */
export const choiceContent = z
  .object({
    question: questionText,
    options: withIds(option, { min: 1, max: 50 }),
    multiple: z.boolean().default(false),
  })
  .strict();
export type ChoiceContent = z.infer<typeof choiceContent>;

export const choiceKey = z.object({ correct: z.array(itemId).min(1, "Mark the correct option").max(50) }).strict();
export type ChoiceKey = z.infer<typeof choiceKey>;

export const choiceAnswer = z.object({ selected: pickedIds }).strict();
export type ChoiceAnswer = z.infer<typeof choiceAnswer>;

export function checkChoiceKey(content: ChoiceContent, key: ChoiceKey, prefix = "key"): TaskIssue[] {
  const issues = unknownIds(`${prefix}.correct`, key.correct, idsOf(content.options));
  if (new Set(key.correct).size !== key.correct.length) {
    issues.push({ path: `${prefix}.correct`, message: "An option is marked twice" });
  }
  if (!content.multiple && key.correct.length > 1) {
    issues.push({ path: `${prefix}.correct`, message: "Mark one option, or allow several answers" });
  }
  return issues;
}

export function checkChoiceAnswer(content: ChoiceContent, answer: ChoiceAnswer, prefix = "answer"): TaskIssue[] {
  const issues = unknownIds(`${prefix}.selected`, answer.selected, idsOf(content.options));
  if (!content.multiple && new Set(answer.selected).size > 1) {
    issues.push({ path: `${prefix}.selected`, message: "Pick one option" });
  }
  return issues;
}

export const gradeChoice = (_content: ChoiceContent, key: ChoiceKey, answer: ChoiceAnswer): number =>
  choiceScore(key.correct, answer.selected);
