import { z } from "zod";
import { checkChoiceAnswer, checkChoiceKey, choiceAnswer, choiceContent, choiceKey, gradeChoice } from "./choice.js";
import { defineTask } from "./shared.js";

/**
 * A test about a picture: the task's file is the image (required), `image_alt` describes it for screen readers;
 * the question and options are a test's.
 */
export const testImageTask = defineTask({
  content: choiceContent.extend({ image_alt: z.string().trim().max(300).default("") }),
  key: choiceKey,
  answer: choiceAnswer,
  grading: "auto",
  file: { kinds: ["image"], required: true },
  checkKey: (content, key) => checkChoiceKey(content, key),
  checkAnswer: (content, answer) => checkChoiceAnswer(content, answer),
  grade: gradeChoice,
  solution: (_content, key) => ({ selected: key.correct }),
});
