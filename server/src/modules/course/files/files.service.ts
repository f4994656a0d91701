import type { ProgramFile, ProgramFileLog } from "@school/contracts";
import { accessFilter, requireAccess, requireListAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { removeStoredFiles } from "../../../core/storage/remove-stored-files.js";
import type { Storage } from "../../../core/storage/storage.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { programFiles } from "../../../db/schema/index.js";
import { loadCourse } from "../course.service.js";
import { usersInSchool } from "../members/members.queries.js";
import * as queries from "./files.queries.js";

const fileNotFound = () => new AppError("not_found", "Program file not found", { fields: { id: "Not found" } });

/**
 * Handed-in files (`programFile.read`): a student sees only their own, a teacher those of the programs they teach,
 * staff any of the school. A user or program of another school is not found.
 */
export async function listFiles(actor: Actor, filter: { userId?: number; courseId?: number }): Promise<ProgramFile[]> {
  const { userId, courseId } = filter;
  if (courseId !== undefined) await loadCourse(actor, courseId);
  if (userId !== undefined && (await usersInSchool(actor, [userId])).length === 0) {
    throw new AppError("not_found", "User not found", { fields: { user_id: "Not found" } });
  }
  await requireListAccess(actor, "programFile.read", { userId, courseId });
  const rows = await queries.listProgramFiles(actor, {
    userId,
    courseId,
    visible: accessFilter(actor, "programFile.read", { userId: programFiles.userId, courseId: programFiles.courseId }),
  });
  return rows.map((row) => toProgramFile(actor.deps.storage, row));
}

type FileOwner = { id: number; firstName: string; lastName: string };

/** A program file as every call answers it (the list, and the final documents copied from homework). */
export function toProgramFile(
  storage: Storage,
  { file: row, owner }: { file: typeof programFiles.$inferSelect; owner: FileOwner },
): ProgramFile {
  return {
    id: row.id,
    course_id: row.courseId,
    user_id: row.userId,
    user: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName },
    doc_name: row.docName,
    file: storage.url(row.file),
    created_at: row.createdAt.toISOString(),
  };
}

/** Staff may delete any handed-in file of the school, a student only their own; the deletion is logged. */
export async function deleteFile(actor: Actor, id: number): Promise<void> {
  const file = await queries.findProgramFile(actor, id);
  if (!file) throw fileNotFound();
  await requireAccess(actor, "programFile.delete", { userId: file.userId });
  await inTransaction(actor, async (tx) => {
    await queries.logProgramFileActions(tx, {
      actorId: actor.caller.userId,
      action: "deleted",
      files: [{ id: file.id, docName: file.docName }],
    });
    await queries.deleteProgramFile(tx, file.id);
  });
  await removeStoredFiles(actor.deps, [file.file]);
}

/** A file's history, also after it was deleted; an id the school never had is not found. */
export async function listLogs(actor: Actor, programFileId: number): Promise<ProgramFileLog[]> {
  const rows = await queries.listProgramFileLogs(actor, programFileId);
  if (rows.length === 0 && !(await queries.findProgramFile(actor, programFileId))) throw fileNotFound();
  return rows.map((row) => ({
    id: row.id,
    program_file_id: row.programFileId,
    action: row.action,
    actor:
      row.actorId === null
        ? null
        : { id: row.actorId, first_name: row.actorFirstName ?? "", last_name: row.actorLastName ?? "" },
    doc_name: row.docName,
    at: row.at.toISOString(),
  }));
}
