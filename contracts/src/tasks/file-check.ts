import { z } from "zod";
import { handedInFile } from "./file-answer.js";
import { defineTask, questionText } from "./shared.js";

/**
 * The task's file (a worksheet: pdf or image) goes to the student, who fills it in and hands it back as a file
 * for the teacher to check.
 */
export const fileCheckTask = defineTask({
  content: z.object({ question: questionText }).strict(),
  key: z.object({ rubric: z.string().trim().max(5000).default("") }).strict(),
  answer: handedInFile,
  grading: "teacher",
  file: { kinds: ["pdf", "image"], required: false },
  grade: () => null,
  solution: () => null,
});
