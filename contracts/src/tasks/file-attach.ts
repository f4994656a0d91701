import { z } from "zod";
import { handedInFile } from "./file-answer.js";
import { defineTask, questionText } from "./shared.js";

/** The student attaches a file of their own work (a recording, a scan, a document) for the teacher to grade. */
export const fileAttachTask = defineTask({
  content: z.object({ question: questionText }).strict(),
  key: z.object({ rubric: z.string().trim().max(5000).default("") }).strict(),
  answer: handedInFile,
  grading: "teacher",
  file: { kinds: ["pdf", "image"], required: false },
  grade: () => null,
  solution: () => null,
});
