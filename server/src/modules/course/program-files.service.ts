import type { ProgramFile, ProgramFileLog } from "@school/contracts";
import { accessFilter, requireAccess, requireListAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import { programFiles } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { usersInSchool } from "./course.queries.js";
import { loadCourse } from "./course.service.js";
import * as queries from "./program-files.queries.js";

type Actor = { schoolId: number; caller: Caller };

const fileNotFound = () => new AppError("not_found", "Program file not found", { fields: { id: "Not found" } });

/**
 * Handed-in files (`programFile.read`): a student sees only their own, a teacher those of the programs they teach,
 * staff any of the school. A user or program of another school is not found.
 */
export async function listFiles(
  deps: Deps,
  target: Actor & { userId?: number; courseId?: number },
): Promise<ProgramFile[]> {
  const { caller, schoolId } = target;
  const scope = { db: deps.db, schoolId };
  if (target.courseId !== undefined) await loadCourse(deps, { schoolId, courseId: target.courseId });
  if (target.userId !== undefined && (await usersInSchool(scope, [target.userId])).length === 0) {
    throw new AppError("not_found", "User not found", { fields: { user_id: "Not found" } });
  }
  const actor = { ...scope, caller };
  await requireListAccess(actor, "programFile.read", { userId: target.userId, courseId: target.courseId });
  const rows = await queries.listProgramFiles(scope, {
    userId: target.userId,
    courseId: target.courseId,
    visible: accessFilter(actor, "programFile.read", { userId: programFiles.userId, courseId: programFiles.courseId }),
  });
  return rows.map((row) => toProgramFile(deps, row));
}

type FileOwner = { id: number; firstName: string; lastName: string };

/** A program file as every call answers it (the list, and the final documents copied from homework). */
export function toProgramFile(
  deps: Deps,
  { file: row, owner }: { file: typeof programFiles.$inferSelect; owner: FileOwner },
): ProgramFile {
  return {
    id: row.id,
    course_id: row.courseId,
    user_id: row.userId,
    user: { id: owner.id, first_name: owner.firstName, last_name: owner.lastName },
    doc_name: row.docName,
    file: deps.storage.url(row.file),
    created_at: row.createdAt.toISOString(),
  };
}

/** Staff may delete any handed-in file of the school, a student only their own; the deletion is logged. */
export async function deleteFile(deps: Deps, target: Actor & { id: number }): Promise<void> {
  const { caller, schoolId } = target;
  const file = await queries.findProgramFile({ db: deps.db, schoolId }, target.id);
  if (!file) throw fileNotFound();
  await requireAccess({ db: deps.db, schoolId, caller }, "programFile.delete", { userId: file.userId });
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId };
    await queries.logProgramFileActions(scope, {
      actorId: caller.userId,
      action: "deleted",
      files: [{ id: file.id, docName: file.docName }],
    });
    await queries.deleteProgramFile(scope, file.id);
  });
  await removeStoredFiles(deps, [file.file]);
}

/** A file's history, also after it was deleted; an id the school never had is not found. */
export async function listLogs(deps: Deps, target: { schoolId: number; programFileId: number }) {
  const scope = { db: deps.db, schoolId: target.schoolId };
  const rows = await queries.listProgramFileLogs(scope, target.programFileId);
  if (rows.length === 0 && !(await queries.findProgramFile(scope, target.programFileId))) throw fileNotFound();
  return rows.map(
    (row): ProgramFileLog => ({
      id: row.id,
      program_file_id: row.programFileId,
      action: row.action,
      actor:
        row.actorId === null
          ? null
          : { id: row.actorId, first_name: row.actorFirstName ?? "", last_name: row.actorLastName ?? "" },
      doc_name: row.docName,
      at: row.at.toISOString(),
    }),
  );
}
