import type { z } from "zod";
import { compareWordsTask } from "./compare-words.js";
import { dateTask } from "./date.js";
import { essayTask } from "./essay.js";
import { fileAnswerTask } from "./file-answer.js";
import { findErrorsTask } from "./find-errors.js";
import { insertWordsTask } from "./insert-words.js";
import { mediaTask } from "./media.js";
import { selectOneTask } from "./select-one.js";
import type { AnyTaskDefinition, TaskIssue } from "./shared.js";
import { tableOptionsTask } from "./table-options.js";
import { tableWordTask } from "./table-word.js";
import { testTask } from "./test.js";
import { testImageTask } from "./test-image.js";
import { textTask } from "./text.js";
import { wordsOptionsTask } from "./words-options.js";
import { youtubeTask } from "./youtube.js";

/**
 * Every task type of the task constructor (product.md section 9), in the spec's order, each declared in its own
 * file. A new type is one file and one line here; `TASK_TYPES` follows.
 */
export const TASK_DEFINITIONS = {
  test: testTask,
  test_image: testImageTask,
  media: mediaTask,
  youtube: youtubeTask,
  insert_words: insertWordsTask,
  words_options: wordsOptionsTask,
  table_word: tableWordTask,
  table_options: tableOptionsTask,
  find_errors: findErrorsTask,
  text: textTask,
  compare_words: compareWordsTask,
  essay: essayTask,
  file_check: fileAnswerTask,
  file_attach: fileAnswerTask,
  select_one: selectOneTask,
  date: dateTask,
} as const satisfies Record<string, AnyTaskDefinition>;

export type TaskType = keyof typeof TASK_DEFINITIONS;
export const TASK_TYPES = /* @__PURE__ */ Object.keys(TASK_DEFINITIONS) as [TaskType, ...TaskType[]];

type Definition<Type extends TaskType> = (typeof TASK_DEFINITIONS)[Type];
export type TaskContent<Type extends TaskType> = z.output<Definition<Type>["content"]>;
export type TaskKey<Type extends TaskType> = z.output<Definition<Type>["key"]>;
export type TaskAnswer<Type extends TaskType> = z.output<Definition<Type>["answer"]>;

/** The types a teacher grades by hand (their `grade` answers null). */
export const TEACHER_GRADED_TYPES = /* @__PURE__ */ TASK_TYPES.filter(
  (type) => TASK_DEFINITIONS[type].grading === "teacher",
);
export const AUTO_GRADED_TYPES = /* @__PURE__ */ TASK_TYPES.filter((type) => TASK_DEFINITIONS[type].grading === "auto");

/**
 * A task or an answer that breaks its type's rules: `fields` maps each dotted path (`content.options`,
 * `key.correct`, `answer.selected.0`) to what is wrong, `field` is the first of them.
 */
export type TaskRefusal = {
  ok: false;
  code: "task_invalid" | "answer_invalid" | "task_frozen";
  field: string;
  fields: Record<string, string>;
  message: string;
};

function refusal(code: TaskRefusal["code"], issues: TaskIssue[], message: string): TaskRefusal {
  const fields: Record<string, string> = {};
  for (const issue of issues) fields[issue.path] ??= issue.message;
  const field = issues[0]?.path ?? "";
  return { ok: false, code, field, fields, message: `${message}: ${field} — ${issues[0]?.message ?? ""}` };
}

const zodIssues = (error: z.ZodError, prefix: string): TaskIssue[] =>
  error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].join("."),
    message: issue.message,
  }));

const isTaskType = (type: string): type is TaskType => Object.hasOwn(TASK_DEFINITIONS, type);

/**
 * Checks a task as authored: its content and answer key against the type's schemas and the rules tying them
 * together (the marked option exists, every gap has an answer). Answers the parsed values (defaults filled in).
 */
export function parseTask(
  type: string,
  input: { content: unknown; key: unknown },
): { ok: true; content: unknown; key: unknown } | TaskRefusal {
  if (!isTaskType(type))
    return refusal("task_invalid", [{ path: "type", message: "Unknown task type" }], "Invalid task");
  const definition: AnyTaskDefinition = TASK_DEFINITIONS[type];
  const content = definition.content.safeParse(input.content);
  const key = definition.key.safeParse(input.key);
  const issues = [
    ...(content.success ? [] : zodIssues(content.error, "content")),
    ...(key.success ? [] : zodIssues(key.error, "key")),
  ];
  if (content.success && key.success) issues.push(...(definition.checkKey?.(content.data, key.data) ?? []));
  if (issues.length > 0) return refusal("task_invalid", issues, "Invalid task");
  return { ok: true, content: content.data, key: key.data };
}

/**
 * Checks a change of a task's content against the fields its type fixes at creation (a table's columns and rows):
 * a refusal naming the first changed field, or null.
 */
export function frozenChange(type: TaskType, before: unknown, after: unknown): TaskRefusal | null {
  const frozen: readonly string[] = TASK_DEFINITIONS[type].frozen ?? [];
  const old = (before ?? {}) as Record<string, unknown>;
  const next = (after ?? {}) as Record<string, unknown>;
  const changed = frozen.filter((field) => !sameJson(old[field], next[field]));
  if (changed.length === 0) return null;
  return refusal(
    "task_frozen",
    changed.map((field) => ({ path: `content.${field}`, message: "Cannot be changed after the task is created" })),
    "The task's table cannot be changed",
  );
}

/** Answers `true` when two JSON values are equal, object keys in any order. */
function sameJson(left: unknown, right: unknown): boolean {
  if (left === right) return true;
  if (typeof left !== "object" || typeof right !== "object" || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  const rightKeys = Object.keys(right);
  if (leftKeys.length !== rightKeys.length) return false;
  return leftKeys.every(
    (name) => Object.hasOwn(right, name) && sameJson((left as never)[name], (right as never)[name]),
  );
}

/** Checks a student's answer against the type's schema and the task's content, without grading it. */
export function parseAnswer(
  type: TaskType,
  content: unknown,
  answer: unknown,
): { ok: true; answer: unknown } | TaskRefusal {
  const definition: AnyTaskDefinition = TASK_DEFINITIONS[type];
  const parsed = definition.answer.safeParse(answer);
  if (!parsed.success) return refusal("answer_invalid", zodIssues(parsed.error, "answer"), "Invalid answer");
  const issues = definition.checkAnswer?.(content, parsed.data) ?? [];
  if (issues.length > 0) return refusal("answer_invalid", issues, "Invalid answer");
  return { ok: true, answer: parsed.data };
}

/**
 * Grades a student's answer to a task: a score from 0 to 1, or null when a teacher grades the type. A malformed
 * answer is refused naming its field; the content and key are the stored ones (parsed again here, so a task saved
 * before a schema change cannot crash the grading: it is refused as `task_invalid`).
 */
export function gradeTask(
  type: TaskType,
  content: unknown,
  key: unknown,
  answer: unknown,
): { ok: true; score: number | null; answer: unknown } | TaskRefusal {
  const definition: AnyTaskDefinition = TASK_DEFINITIONS[type];
  const task = parseTask(type, { content, key });
  if (!task.ok) return task;
  const parsed = parseAnswer(type, task.content, answer);
  if (!parsed.ok) return parsed;
  const score = definition.grade(task.content, task.key, parsed.answer);
  if (score === null) return { ok: true, score: null, answer: parsed.answer };
  return { ok: true, score: Math.min(1, Math.max(0, Number.isFinite(score) ? score : 0)), answer: parsed.answer };
}

/** The answer that scores 1, for staff; null for teacher-graded types or a stored task that no longer parses. */
export function taskSolution(type: TaskType, content: unknown, key: unknown): unknown {
  const task = parseTask(type, { content, key });
  return task.ok ? TASK_DEFINITIONS[type].solution(task.content as never, task.key as never) : null;
}

/**
 * The content as a student gets it: arrays the type lists in `shuffled` put in an order fixed by `seed` (the task's
 * id), the same on every load, unrelated to the author's order.
 */
export function studentContent(type: TaskType, content: unknown, seed: number): unknown {
  const shuffled: readonly string[] = (TASK_DEFINITIONS[type] as AnyTaskDefinition).shuffled ?? [];
  if (shuffled.length === 0 || typeof content !== "object" || content === null) return content;
  const copy: Record<string, unknown> = { ...(content as Record<string, unknown>) };
  for (const field of shuffled) {
    const items = copy[field];
    if (Array.isArray(items)) copy[field] = seededShuffle(items, seed);
  }
  return copy;
}

/** Fisher–Yates with a small deterministic generator (mulberry32). */
function seededShuffle<Item>(items: readonly Item[], seed: number): Item[] {
  let state = seed >>> 0;
  const random = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let value = state;
    value = Math.imul(value ^ (value >>> 15), value | 1);
    value ^= value + Math.imul(value ^ (value >>> 7), value | 61);
    return ((value ^ (value >>> 14)) >>> 0) / 4_294_967_296;
  };
  const result = [...items];
  for (let index = result.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1));
    [result[index], result[other]] = [result[other] as Item, result[index] as Item];
  }
  return result;
}
