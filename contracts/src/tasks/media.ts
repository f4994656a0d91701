import {
  checkQuestionAnswer,
  checkQuestionKey,
  gradeQuestion,
  questionAnswer,
  questionContent,
  questionKey,
  questionSolution,
} from "./question.js";
import { defineTask } from "./shared.js";

/**
 * A recording or picture (the task's file: audio, video or image) followed by a question answered like a test, by
 * a short text, or only watched.
 */
export const mediaTask = defineTask({
  content: questionContent({}),
  key: questionKey,
  answer: questionAnswer,
  grading: "auto",
  file: { kinds: ["audio", "video", "image"], required: true },
  checkKey: checkQuestionKey,
  checkAnswer: checkQuestionAnswer,
  grade: gradeQuestion,
  solution: questionSolution,
});
