import { checkChoiceAnswer, checkChoiceKey, choiceAnswer, choiceContent, choiceKey, gradeChoice } from "./choice.js";
import { defineTask } from "./shared.js";

/** A test: a question with options, one or several marked correct. */
export const testTask = defineTask({
  content: choiceContent,
  key: choiceKey,
  answer: choiceAnswer,
  grading: "auto",
  checkKey: (content, key) => checkChoiceKey(content, key),
  checkAnswer: (content, answer) => checkChoiceAnswer(content, answer),
  grade: gradeChoice,
  solution: (_content, key) => ({ selected: key.correct }),
});
