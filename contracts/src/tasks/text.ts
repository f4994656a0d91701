import { z } from "zod";
import { acceptedTexts, defineTask, matchesAny, questionText, typedText } from "./shared.js";

/** A question answered with a short typed text, right when it matches one of the accepted texts. */
export const textTask = defineTask({
  content: z.object({ question: questionText }).strict(),
  key: z.object({ accepted: acceptedTexts }).strict(),
  answer: z.object({ text: typedText(2000) }).strict(),
  grading: "auto",
  grade: (_content, key, answer) => (matchesAny(answer.text, key.accepted) ? 1 : 0),
  solution: (_content, key) => ({ text: key.accepted[0] ?? "" }),
});
