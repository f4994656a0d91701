import { z } from "zod";
import { defineTask, questionText, typedText } from "./shared.js";

/** A written answer a teacher reads and grades; the key holds the teacher's notes on what to look for. */
export const essayTask = defineTask({
  content: z
    .object({
      question: questionText,
      min_words: z.number().int().min(0).max(10_000).nullable().default(null),
      max_words: z.number().int().min(1).max(10_000).nullable().default(null),
    })
    .strict()
    .refine(
      (content) => content.min_words === null || content.max_words === null || content.min_words <= content.max_words,
      { path: ["max_words"], message: "At least the minimum" },
    ),
  key: z.object({ rubric: z.string().trim().max(5000).default("") }).strict(),
  answer: z.object({ text: typedText(50_000) }).strict(),
  grading: "teacher",
  file: { kinds: ["pdf", "image"], required: false },
  grade: () => null,
  solution: () => null,
});
