import { randomBytes } from "node:crypto";
import {
  TASK_DEFINITIONS,
  TASK_FILE_KINDS,
  TASK_FILE_LIMIT_MB,
  TASK_FILE_MAX_BYTES,
  TASK_FILE_TYPES,
  type TaskType,
  taskFileKind,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import { AppError, fileTooLarge } from "../../../core/errors.js";
import { receiveUploadWithFields, type UploadedFileOnDisk } from "../../../core/uploads.js";
import type { Deps } from "../../../deps.js";

const MB = 1024 * 1024;
const ALL_TYPES = TASK_FILE_KINDS.flatMap((kind) => TASK_FILE_TYPES[kind]);

/**
 * The multipart body of the task calls with a file: the file (`file`) and the task's fields as JSON in `data`,
 * parsed with the call's own schema so a bad field is named as in the JSON calls.
 */
export async function receiveTaskUpload<Schema extends z.ZodType>(
  request: FastifyRequest,
  options: { data: Schema | null; fileRequired: boolean },
): Promise<{ file: UploadedFileOnDisk | null; data: z.output<Schema> | null }> {
  const upload = await receiveUploadWithFields(request, {
    allowed: ALL_TYPES,
    maxBytes: TASK_FILE_MAX_BYTES,
    fileField: "file",
    textFields: options.data ? ["data"] : [],
    fileRequired: options.fileRequired,
  });
  try {
    return { file: upload.file, data: options.data ? parseData(options.data, upload.fields.data) : null };
  } catch (error) {
    await upload.file?.discard();
    throw error;
  }
}

function parseData<Schema extends z.ZodType>(schema: Schema, raw: string | undefined): z.output<Schema> | null {
  if (raw === undefined) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new AppError("validation_failed", "The field data must be JSON", { fields: { data: "Not JSON" } });
  }
  const parsed = schema.safeParse(json);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "data"] ??= issue.message;
  throw new AppError("validation_failed", "Check the data: some fields are invalid", { fields });
}

/** Refuses a task without the file its type requires, or with a file its type does not take. */
export function checkFilePresence(type: TaskType, hasFile: boolean): void {
  const rule = TASK_DEFINITIONS[type].file;
  if (hasFile && !rule) {
    throw new AppError("validation_failed", `A ${type} task takes no file`, { fields: { file: "Not for this type" } });
  }
  if (!hasFile && rule?.required) {
    throw new AppError("validation_failed", `A ${type} task needs its file (${rule.kinds.join(", ")})`, {
      fields: { file: "Required" },
    });
  }
}

/**
 * Stores a received file as a task's file once its kind suits the task's type (415 otherwise) and it is within its
 * kind's limit (413); the temporary file is gone either way. Task files live under the program's lesson files, so
 * their links are signed like the lessons' videos.
 */
export async function storeTaskFile(
  deps: Deps,
  input: { type: TaskType; file: UploadedFileOnDisk; courseId: number; exListId: number },
): Promise<string> {
  const { file } = input;
  try {
    checkFilePresence(input.type, true);
    const kinds = TASK_DEFINITIONS[input.type].file?.kinds ?? [];
    const kind = taskFileKind(file.mime);
    if (!kind || !kinds.includes(kind)) {
      throw new AppError("unsupported_media_type", `A ${input.type} task takes: ${kinds.join(", ")}`);
    }
    if (file.size > TASK_FILE_LIMIT_MB[kind] * MB) throw fileTooLarge(TASK_FILE_LIMIT_MB[kind] * MB);
    const key = `lessons/${input.courseId}/tasks/${input.exListId}-${randomBytes(8).toString("hex")}.${file.ext}`;
    await deps.storage.putFile(key, file.path, file.mime);
    return key;
  } finally {
    await file.discard();
  }
}
