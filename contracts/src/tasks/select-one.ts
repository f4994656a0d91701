import { z } from "zod";
import { defineTask, idsOf, itemId, option, questionText, withIds } from "./shared.js";

/** One right option among at least two (radio buttons). */
export const selectOneTask = defineTask({
  content: z.object({ question: questionText, options: withIds(option, { min: 2, max: 50 }) }).strict(),
  key: z.object({ correct: itemId }).strict(),
  answer: z.object({ selected: itemId }).strict(),
  grading: "auto",
  checkKey: (content, key) =>
    idsOf(content.options).has(key.correct) ? [] : [{ path: "key.correct", message: "Mark the correct option" }],
  checkAnswer: (content, answer) =>
    idsOf(content.options).has(answer.selected) ? [] : [{ path: "answer.selected", message: "Unknown option" }],
  grade: (_content, key, answer) => (answer.selected === key.correct ? 1 : 0),
  solution: (_content, key) => ({ selected: key.correct }),
});
