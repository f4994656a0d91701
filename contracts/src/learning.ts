/**
 * Teaching inside a program (product.md sections 1, 3 and 9): lessons (sections) with their item type, exercise
 * lists and the 16 task types of the task constructor, groups and their types, homework.
 */
export const LESSON_ITEM_TYPES = ["video", "livestream", "exam"] as const;
export type LessonItemType = (typeof LESSON_ITEM_TYPES)[number];

/** Group and lesson types share one list (trial, individual, group, pair). */
export const GROUP_TYPES = ["trial", "individual", "group", "pair"] as const;
export type GroupType = (typeof GROUP_TYPES)[number];

/** The task constructor's 16 task types, in the spec's order. */
export const TASK_TYPES = [
  "test",
  "test_image",
  "media",
  "youtube",
  "insert_words",
  "words_options",
  "table_word",
  "table_options",
  "find_errors",
  "text",
  "compare_words",
  "essay",
  "file_check",
  "file_attach",
  "select_one",
  "date",
] as const;
export type TaskType = (typeof TASK_TYPES)[number];
