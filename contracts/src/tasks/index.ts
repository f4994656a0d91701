export { DATE_PRECISIONS } from "./date.js";
export { ANSWER_TYPES } from "./question.js";
export * from "./registry.js";
export {
  type AnyTaskDefinition,
  normalizeText,
  TASK_FILE_KINDS,
  TASK_FILE_LIMIT_MB,
  TASK_FILE_MAX_BYTES,
  TASK_FILE_TYPES,
  type TaskDefinition,
  type TaskFileKind,
  type TaskIssue,
  taskFileKind,
} from "./shared.js";
export { youtubeVideoId } from "./youtube.js";
