import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { requireStudent } from "./student-record.queries.js";

export type StudentPermission =
  | "studentRecord.read"
  | "studentRecord.manage"
  | "payment.read"
  | "studentDocument.upload"
  | "studentRecord.staffOnly"
  | "personalData.audit"
  | "personalData.export"
  | "personalData.erase";

/** The student a call is about, and the request's field that named them (a 404 names it; `user_id` unless said). */
export type StudentRef = { userId: number; field?: string };

/**
 * Every call about one student: the student must be of the caller's school (404 naming the field otherwise), then
 * the caller must hold the permission for that student (403): staff any, a teacher their programs' students, a
 * student themself.
 */
export async function requireStudentAccess(
  actor: Actor,
  { permission, student }: { permission: StudentPermission; student: StudentRef },
): Promise<void> {
  const { userId, field = "user_id" } = student;
  await requireStudent(actor, { userId, field });
  await requireAccess(actor, permission, { userId });
}

/** A row of some student's (a document, an exam, a tranche, an act), once `permission` on its student holds. */
export async function requireRowAccess<Row extends { userId: number }>(
  actor: Actor,
  { permission, row }: { permission: StudentPermission; row: Row },
): Promise<Row> {
  await requireAccess(actor, permission, { userId: row.userId });
  return row;
}
