import { z } from "zod";
import { defineTask, questionText, type TaskIssue } from "./shared.js";

/** How exact the date is: a day, a month or a year ("In which year was Astana founded?"). */
export const DATE_PRECISIONS = ["day", "month", "year"] as const;
type Precision = (typeof DATE_PRECISIONS)[number];

const FORMAT: Record<Precision, { pattern: RegExp; hint: string }> = {
  day: { pattern: /^\d{4}-\d{2}-\d{2}$/, hint: "YYYY-MM-DD" },
  month: { pattern: /^\d{4}-\d{2}$/, hint: "YYYY-MM" },
  year: { pattern: /^\d{4}$/, hint: "YYYY" },
};

/** A real calendar date, month or year (no 2026-02-30, no month 13), year 0001 to 9999. */
const partialDate = z
  .string()
  .regex(/^\d{4}(-\d{2}(-\d{2})?)?$/, "YYYY, YYYY-MM or YYYY-MM-DD")
  .refine((value) => {
    const [year, month = "01", day = "01"] = value.split("-");
    const date = new Date(`${year}-${month}-${day}T00:00:00Z`);
    return (
      Number(year) >= 1 && !Number.isNaN(date.getTime()) && date.toISOString().startsWith(`${year}-${month}-${day}`)
    );
  }, "Not a calendar date");

const matches = (path: string, value: string, precision: Precision): TaskIssue[] =>
  FORMAT[precision].pattern.test(value) ? [] : [{ path, message: FORMAT[precision].hint }];

/** A question answered with a date; right when it equals the key at the task's precision. */
export const dateTask = defineTask({
  content: z.object({ question: questionText, precision: z.enum(DATE_PRECISIONS).default("day") }).strict(),
  key: z.object({ date: partialDate }).strict(),
  answer: z.object({ date: partialDate }).strict(),
  grading: "auto",
  checkKey: (content, key) => matches("key.date", key.date, content.precision),
  checkAnswer: (content, answer) => matches("answer.date", answer.date, content.precision),
  grade: (_content, key, answer) => (answer.date === key.date ? 1 : 0),
  solution: (_content, key) => ({ date: key.date }),
});
