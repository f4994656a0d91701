import { z } from "zod";
import { defineTask, questionText, typedText } from "./shared.js";

/**
 * A file the student hands in (homework's file_url and doc_name, the key of a file the server stored) with an
 * optional note.
 */
export const handedInFile = z
  .object({
    file_url: z.string().trim().min(1, "Attach a file").max(1000),
    doc_name: z.string().trim().max(255).default(""),
    text: typedText(5000).default(""),
  })
  .strict();

/**
 * The two file tasks, `file_check` and `file_attach`, are one definition: the student hands in a file for the teacher
 * to grade. They differ in what the student starts from: a file check gives a worksheet (the task's own pdf or
 * image) to fill in and hand back; a file attach asks for a file of the student's own work (a scan, a document).
 */
export const fileAnswerTask = defineTask({
  content: z.object({ question: questionText }).strict(),
  key: z.object({ rubric: z.string().trim().max(5000).default("") }).strict(),
  answer: handedInFile,
  grading: "teacher",
  file: { kinds: ["pdf", "image"], required: false },
  grade: () => null,
  solution: () => null,
});
