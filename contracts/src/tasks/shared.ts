import { z } from "zod";

/**
 * Building blocks of the task types (docs/decisions/0021-task-types.md). Options, gaps, rows and the like carry
 * stable ids chosen when the task is authored, so an answer names ids, never positions: the player may shuffle
 * the options and the score stays the same.
 */

/** A stable id of an option, gap, word, row or column inside one task. */
export const itemId = z.string().regex(/^[A-Za-z0-9_-]{1,40}$/, "1 to 40 letters, digits, '-' or '_'");

/** Visible text the author writes: trimmed, not empty. */
export const authoredText = (max = 2000) => z.string().trim().min(1, "Required").max(max);

/** Text a student types: may be empty while they work, bounded so grading stays cheap. */
export const typedText = (max = 2000) => z.string().max(max);

export const questionText = authoredText(5000);

/** A choosable item with an id and its visible text. */
export const option = z.object({ id: itemId, text: authoredText(1000) }).strict();
export type TaskOption = z.infer<typeof option>;

/** Items with ids unique inside the list. */
export const withIds = <Item extends z.ZodType<{ id: string }>>(item: Item, bounds: { min: number; max: number }) =>
  z
    .array(item)
    .min(bounds.min, bounds.min === 1 ? "Add at least one" : `Add at least ${bounds.min}`)
    .max(bounds.max)
    .refine((items) => new Set(items.map((entry) => entry.id)).size === items.length, "Ids must be unique");

/** The texts accepted for one blank: at least one, compared after `normalizeText`. */
export const acceptedTexts = z.array(authoredText(500)).min(1, "Give at least one accepted answer").max(20);

/** Ids a student picked (a set: order does not matter, repeats count once). */
export const pickedIds = z.array(itemId).max(200);

/** One rule broken by a task or an answer: where (a dotted path such as `key.correct`) and why. */
export type TaskIssue = { path: string; message: string };

/**
 * How text answers are compared: Unicode NFC (a Kazakh "ә" typed as "ә" or as "ә" is the same letter), case folded
 * (Cyrillic and Kazakh letters included), spaces around trimmed and runs of spaces made one, typographic
 * apostrophes and dashes made plain. Nothing else is forgiven: "ё" and "е" stay different letters, punctuation
 * counts; an author who accepts variants lists them.
 */
export function normalizeText(value: string): string {
  return value
    .normalize("NFC")
    .toLowerCase()
    .normalize("NFC")
    .replace(/[\u2018\u2019\u02BC\u02B9\u0060\u00B4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, "-")
    .replace(/\s+/gu, " ")
    .trim();
}

/** True when the typed text matches one of the accepted texts after normalisation. */
export const matchesAny = (typed: string | undefined, accepted: readonly string[]): boolean => {
  if (typed === undefined) return false;
  const normal = normalizeText(typed);
  return normal !== "" && accepted.some((text) => normalizeText(text) === normal);
};

/**
 * The score of a multiple choice: each correct pick earns its share, each wrong pick takes one share back, never
 * below 0 (Moodle's multiple-answer grading). Exactly the correct set scores 1; a single-answer question scores 1
 * or 0.
 */
export function choiceScore(correct: readonly string[], picked: readonly string[]): number {
  const expected = new Set(correct);
  const chosen = new Set(picked);
  let hits = 0;
  let wrong = 0;
  for (const id of chosen) {
    if (expected.has(id)) hits += 1;
    else wrong += 1;
  }
  return expected.size === 0 ? 0 : Math.max(0, (hits - wrong) / expected.size);
}

/** The share of parts answered right: `right` of `total`, 0 when there is nothing to answer. */
export const share = (right: number, total: number): number => (total === 0 ? 0 : right / total);

/** Issues for ids in `picked` that are not among `known`, at `path.<index>`. */
export function unknownIds(path: string, picked: readonly string[], known: ReadonlySet<string>): TaskIssue[] {
  return picked.flatMap((id, index) =>
    known.has(id) ? [] : [{ path: `${path}.${index}`, message: `Unknown id "${id}"` }],
  );
}

export const idsOf = (items: readonly { id: string }[]): Set<string> => new Set(items.map((item) => item.id));

/** Kinds of file a task may carry (the task's own file, `exercises.file`). */
export const TASK_FILE_KINDS = ["image", "audio", "video", "pdf"] as const;
export type TaskFileKind = (typeof TASK_FILE_KINDS)[number];

/** The content types (read from the file's magic bytes, never from its name) each kind takes. */
export const TASK_FILE_TYPES: Record<TaskFileKind, readonly string[]> = {
  image: ["image/jpeg", "image/png", "image/webp", "image/gif"],
  audio: ["audio/mpeg", "audio/mp4", "audio/x-m4a", "audio/aac", "audio/ogg", "audio/wav", "audio/flac"],
  video: ["video/mp4", "video/webm", "video/ogg", "video/quicktime", "video/x-m4v"],
  pdf: ["application/pdf"],
};

/**
 * Size limits of a task's file, in MB: the spec's 20 MB for pictures and documents, its "30 MB in some places" for
 * recordings (a few minutes of listening or a short clip; longer videos belong in the lesson or on YouTube).
 */
export const TASK_FILE_LIMIT_MB: Record<TaskFileKind, number> = { image: 20, pdf: 20, audio: 30, video: 30 };
export const TASK_FILE_MAX_BYTES = Math.max(...Object.values(TASK_FILE_LIMIT_MB)) * 1024 * 1024;

/** The kind a detected content type belongs to, or null. */
export const taskFileKind = (mime: string): TaskFileKind | null =>
  TASK_FILE_KINDS.find((kind) => TASK_FILE_TYPES[kind].includes(mime)) ?? null;

/**
 * One task type, declared once: what the student sees (`content`), the answer key (`key`, kept in
 * `exercises.answer` and never sent to students), the student's answer (`answer`), the rules that tie them
 * together, and the grading.
 */
export type TaskDefinition<Content, Key, Answer> = {
  content: z.ZodType<Content>;
  key: z.ZodType<Key>;
  answer: z.ZodType<Answer>;
  /** `auto`: `grade` scores it; `teacher`: `grade` answers null and a teacher grades the homework. */
  grading: "auto" | "teacher";
  /** Rules across content and key (a marked option exists, every gap has an answer), paths from the task. */
  checkKey?: (content: Content, key: Key) => TaskIssue[];
  /** Rules across content and answer (picked ids exist), paths from the answer. */
  checkAnswer?: (content: Content, answer: Answer) => TaskIssue[];
  /** Content fields that cannot change once the task exists (product.md section 5: a table's columns and rows). */
  frozen?: readonly (keyof Content & string)[];
  /**
   * Content arrays a student gets in an order of the server's choosing, because the author's order gives the
   * answer away (the right column of word pairs written beside their left words).
   */
  shuffled?: readonly (keyof Content & string)[];
  /** The task's own file: which kinds it takes, and whether the task is incomplete without one. */
  file?: { kinds: readonly TaskFileKind[]; required: boolean };
  /** A score from 0 to 1, or null when a teacher grades. */
  grade: (content: Content, key: Key, answer: Answer) => number | null;
  /** The answer that scores 1 (shown to staff beside the task), or null when there is no single right answer. */
  solution: (content: Content, key: Key) => Answer | null;
};

// biome-ignore lint/suspicious/noExplicitAny: the registry holds definitions of different shapes
export type AnyTaskDefinition = TaskDefinition<any, any, any>;

/** Declares a task type; the identity function is there so the three shapes are inferred from the schemas. */
/* @__NO_SIDE_EFFECTS__ */
export function defineTask<Content, Key, Answer>(
  definition: TaskDefinition<Content, Key, Answer>,
): TaskDefinition<Content, Key, Answer> {
  return definition;
}
