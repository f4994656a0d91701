import { z } from "zod";
import {
  type ChoiceContent,
  type ChoiceKey,
  checkChoiceAnswer,
  checkChoiceKey,
  choiceAnswer,
  choiceContent,
  choiceKey,
  gradeChoice,
} from "./choice.js";
import { acceptedTexts, matchesAny, questionText, type TaskIssue, typedText } from "./shared.js";

/**
 * What a `media` or `youtube` task asks after the recording (as Moodle and Stepik do): a multiple-choice question,
 * a short typed answer checked against accepted texts, or nothing but watching (`view`: done once watched).
 */
export const ANSWER_TYPES = ["choice", "text", "view"] as const;

const choiceQuestion = choiceContent.extend({ answer_type: z.literal("choice") });
const textQuestion = z.object({ answer_type: z.literal("text"), question: questionText }).strict();
const viewOnly = z
  .object({ answer_type: z.literal("view"), question: z.string().trim().max(5000).default("") })
  .strict();

/** The question's content, with the fields a task type adds (a YouTube link). */
export const questionContent = <Extra extends z.ZodRawShape>(extra: Extra) =>
  z.discriminatedUnion("answer_type", [
    choiceQuestion.extend(extra),
    textQuestion.extend(extra),
    viewOnly.extend(extra),
  ]);
export type QuestionContent = z.infer<typeof choiceQuestion> | z.infer<typeof textQuestion> | z.infer<typeof viewOnly>;

const textKey = z.object({ accepted: acceptedTexts }).strict();
const viewKey = z.object({}).strict();
export const questionKey = z.union([choiceKey, textKey, viewKey]);
export type QuestionKey = z.infer<typeof questionKey>;

const textAnswer = z.object({ text: typedText(2000) }).strict();
const viewAnswer = z.object({ watched: z.literal(true) }).strict();
export const questionAnswer = z.union([choiceAnswer, textAnswer, viewAnswer]);
export type QuestionAnswer = z.infer<typeof questionAnswer>;

const asChoice = (content: QuestionContent): ChoiceContent | null =>
  content.answer_type === "choice" ? content : null;
const correctOf = (key: QuestionKey): ChoiceKey | null => ("correct" in key ? (key as ChoiceKey) : null);
const acceptedOf = (key: QuestionKey): string[] | null => ("accepted" in key ? (key.accepted as string[]) : null);

export function checkQuestionKey(content: QuestionContent, key: QuestionKey): TaskIssue[] {
  const choice = asChoice(content);
  if (choice) {
    const correct = correctOf(key);
    return correct ? checkChoiceKey(choice, correct) : [{ path: "key.correct", message: "Required" }];
  }
  if (content.answer_type === "text") {
    return acceptedOf(key) ? [] : [{ path: "key.accepted", message: "Required" }];
  }
  return Object.keys(key).length === 0 ? [] : [{ path: "key", message: "A task to watch has no answer key" }];
}

export function checkQuestionAnswer(content: QuestionContent, answer: QuestionAnswer): TaskIssue[] {
  const choice = asChoice(content);
  if (choice) {
    return "selected" in answer
      ? checkChoiceAnswer(choice, answer)
      : [{ path: "answer.selected", message: "Required" }];
  }
  if (content.answer_type === "text") {
    return "text" in answer ? [] : [{ path: "answer.text", message: "Required" }];
  }
  return "watched" in answer ? [] : [{ path: "answer.watched", message: "Required" }];
}

export function gradeQuestion(content: QuestionContent, key: QuestionKey, answer: QuestionAnswer): number {
  const choice = asChoice(content);
  const correct = correctOf(key);
  const accepted = acceptedOf(key);
  if (choice && correct && "selected" in answer) return gradeChoice(choice, correct, answer);
  if (content.answer_type === "text" && accepted && "text" in answer) return matchesAny(answer.text, accepted) ? 1 : 0;
  if (content.answer_type === "view" && "watched" in answer) return 1;
  return 0;
}

export function questionSolution(content: QuestionContent, key: QuestionKey): QuestionAnswer | null {
  const correct = correctOf(key);
  const accepted = acceptedOf(key);
  if (content.answer_type === "choice" && correct) return { selected: correct.correct };
  if (content.answer_type === "text" && accepted) return { text: accepted[0] ?? "" };
  if (content.answer_type === "view") return { watched: true };
  return null;
}
