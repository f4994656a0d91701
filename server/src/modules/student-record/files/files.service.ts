import type { StudentFile } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { requireStudentAccess, type StudentRef } from "../access.js";
import { documentsOf } from "../documents/documents.queries.js";
import { examFilesOf } from "../exams/exams.queries.js";
import { programFilesOf } from "./files.queries.js";

/**
 * Every file about a student, newest first: documents, certificate files and handed-in program files; only the
 * handed-in files of one program when `courseId` is given.
 */
async function filesOf(actor: Actor, input: { userId: number; courseId?: number }): Promise<StudentFile[]> {
  const { storage } = actor.deps;
  const program = await programFilesOf(actor, input);
  const files: StudentFile[] = program.map((row) => ({
    source: "program",
    id: row.id,
    name: row.name,
    file: storage.url(row.file),
    course_id: row.courseId,
    created_at: row.at.toISOString(),
  }));
  if (input.courseId === undefined) {
    const documents = await documentsOf(actor, input.userId);
    const exams = await examFilesOf(actor, input.userId);
    files.push(
      ...documents.map((document) => ({
        source: "document" as const,
        id: document.id,
        name: document.docName,
        file: storage.url(document.file),
        course_id: null,
        created_at: document.createdAt.toISOString(),
      })),
      ...exams.map((exam) => ({
        source: "exam" as const,
        id: exam.id,
        name: exam.filename ?? exam.type.toUpperCase(),
        file: storage.url(exam.file!),
        course_id: null,
        created_at: exam.createdAt.toISOString(),
      })),
    );
  }
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

export async function listFiles(actor: Actor, input: StudentRef & { courseId?: number }) {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: input });
  return filesOf(actor, input);
}

/** The caller's own files. */
export const listMyFiles = (actor: Actor) => filesOf(actor, { userId: actor.caller.userId });
