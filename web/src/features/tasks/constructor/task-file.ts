import {
  TASK_DEFINITIONS,
  TASK_FILE_LIMIT_MB,
  TASK_FILE_TYPES,
  type TaskFileKind,
  type TaskType,
} from "@school/contracts";

/** The kinds of file a type takes, and whether it needs one (decision 0021), or null when it takes none. */
export function fileRuleOf(type: TaskType): { kinds: readonly TaskFileKind[]; required: boolean } | null {
  return (TASK_DEFINITIONS[type] as { file?: { kinds: readonly TaskFileKind[]; required: boolean } }).file ?? null;
}

/** The `accept` list of a file input for these kinds. */
export const acceptOf = (kinds: readonly TaskFileKind[]): string =>
  kinds.flatMap((kind) => [...TASK_FILE_TYPES[kind], ...(kind === "pdf" ? [".pdf"] : [])]).join(",");

/** The kind a picked file claims to be (the server checks the content; this only picks the size limit). */
export function claimedKind(file: File): TaskFileKind | null {
  const type = file.type || (file.name.toLowerCase().endsWith(".pdf") ? "application/pdf" : "");
  const kind = (Object.keys(TASK_FILE_TYPES) as TaskFileKind[]).find(
    (candidate) => TASK_FILE_TYPES[candidate].includes(type) || type.startsWith(`${candidate}/`),
  );
  return kind ?? null;
}

/** Refuses a file over its kind's limit before sending it: the limit in MB, or null when it may go. */
export function overLimit(file: File): number | null {
  const kind = claimedKind(file);
  const limit = TASK_FILE_LIMIT_MB[kind ?? "image"];
  return file.size > limit * 1024 * 1024 ? limit : null;
}
