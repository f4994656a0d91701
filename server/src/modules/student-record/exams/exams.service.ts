import { EXAM_FILE_TYPES, type ExamType, type StudentExam, UPLOAD_LIMIT_BYTES } from "@school/contracts";
import { fileTypeFromBuffer } from "file-type";
import type { Actor } from "../../../core/access/actor.js";
import { AppError, fileTooLarge } from "../../../core/errors.js";
import type { Deps } from "../../../deps.js";
import { requireRowAccess, requireStudentAccess } from "../access.js";
import { studentFileKey } from "../stored-files.js";
import * as queries from "./exams.queries.js";

/* IELTS and TOLC: the preparation, the test taken, its results and the certificate file. */

const toExam = (storage: Deps["storage"], row: queries.ExamRow): StudentExam => ({
  id: row.id,
  user_id: row.userId,
  type: row.type,
  teacher_id: row.teacherId,
  teacher_name: row.teacherName,
  ielts_preparation: row.ieltsPreparation,
  present: row.present,
  results: row.results,
  date: row.date,
  file: row.file ? storage.url(row.file) : null,
  filename: row.filename,
  format: row.format,
  created_at: row.createdAt.toISOString(),
});

export async function listExams(actor: Actor, userId: number) {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: { userId } });
  return (await queries.examsOf(actor, userId)).map((row) => toExam(actor.deps.storage, row));
}

/** check-ielts/ and check-tolc/: whether the student has the test, and the latest record of it. */
export async function checkExam(actor: Actor, input: { userId: number; type: ExamType }) {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: input });
  const latest = await queries.latestExam(actor, input);
  const held = await queries.latestExam(actor, { ...input, present: true });
  return { present: held !== undefined, exam: latest ? toExam(actor.deps.storage, latest) : null };
}

async function examOrNotFound(actor: Actor, id: number) {
  const exam = await queries.findExam(actor, id);
  if (!exam) throw new AppError("not_found", "IELTS/TOLC record not found", { fields: { id: "Not found" } });
  return exam;
}

/**
 * The certificate sent as base64: decoded, held to 20 MB (413) and to PDF/JPEG/PNG by its bytes (415), before
 * anything is stored.
 */
async function decodeCertificate(base64: string) {
  const data = Buffer.from(base64.replace(/\s/g, ""), "base64");
  if (data.length > UPLOAD_LIMIT_BYTES) throw fileTooLarge(UPLOAD_LIMIT_BYTES);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(EXAM_FILE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError("unsupported_media_type", `Unsupported file type; allowed: ${EXAM_FILE_TYPES.join(", ")}`);
  }
  return { data, mime: detected.mime };
}

type ExamInput = {
  teacher_id?: number | null;
  ielts_preparation?: boolean;
  type?: ExamType;
  present?: boolean;
  results?: string;
  date?: string | null;
  base64_content?: string;
  filename?: string;
  format?: string;
};

async function refuseExamTeacher(actor: Actor, teacherId: number | null | undefined) {
  if (typeof teacherId !== "number") return;
  if (!(await queries.isTeacher(actor, teacherId))) {
    throw new AppError("validation_failed", "Not a teacher of the school", {
      fields: { teacher_id: "Not a teacher of the school" },
    });
  }
}

async function storeCertificate(actor: Actor, { userId, body }: { userId: number; body: ExamInput }) {
  if (!body.base64_content) return null;
  if (!body.filename) {
    throw new AppError("validation_failed", "The certificate needs a file name", { fields: { filename: "Required" } });
  }
  const file = await decodeCertificate(body.base64_content);
  const key = studentFileKey(actor, { folder: "exams", userId, mime: file.mime });
  await actor.deps.storage.put(key, file.data, file.mime);
  return { file: key, filename: body.filename, format: file.mime };
}

export async function createExam(actor: Actor, body: ExamInput & { user_id: number; type: ExamType }) {
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId: body.user_id } });
  await refuseExamTeacher(actor, body.teacher_id);
  const stored = await storeCertificate(actor, { userId: body.user_id, body });
  try {
    const id = await queries.insertExam(actor, {
      userId: body.user_id,
      type: body.type,
      teacherId: body.teacher_id ?? null,
      ieltsPreparation: body.ielts_preparation ?? false,
      present: body.present ?? false,
      results: body.results ?? "",
      date: body.date ?? null,
      ...(stored ?? {}),
    });
    return toExam(actor.deps.storage, await examOrNotFound(actor, id));
  } catch (error) {
    if (stored) await actor.deps.storage.remove(stored.file).catch(() => undefined);
    throw error;
  }
}

export async function updateExam(actor: Actor, { id, changes: body }: { id: number; changes: ExamInput }) {
  const exam = await requireRowAccess(actor, {
    permission: "studentRecord.manage",
    row: await examOrNotFound(actor, id),
  });
  await refuseExamTeacher(actor, body.teacher_id);
  const stored = await storeCertificate(actor, { userId: exam.userId, body });
  await queries.updateExam(actor, {
    id: exam.id,
    changes: {
      ...(body.teacher_id !== undefined ? { teacherId: body.teacher_id } : {}),
      ...(body.ielts_preparation !== undefined ? { ieltsPreparation: body.ielts_preparation } : {}),
      ...(body.type !== undefined ? { type: body.type } : {}),
      ...(body.present !== undefined ? { present: body.present } : {}),
      ...(body.results !== undefined ? { results: body.results } : {}),
      ...(body.date !== undefined ? { date: body.date } : {}),
      ...(stored ?? {}),
    },
  });
  if (stored && exam.file) await actor.deps.storage.remove(exam.file).catch(() => undefined);
  return toExam(actor.deps.storage, await examOrNotFound(actor, exam.id));
}

export async function deleteExam(actor: Actor, id: number): Promise<undefined> {
  const exam = await requireRowAccess(actor, {
    permission: "studentRecord.manage",
    row: await examOrNotFound(actor, id),
  });
  await queries.deleteExam(actor, exam.id);
  if (exam.file) await actor.deps.storage.remove(exam.file).catch(() => undefined);
  return undefined;
}
