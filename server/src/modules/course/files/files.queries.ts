import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { byId, inSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { programFileLogs, programFiles, users } from "../../../db/schema/index.js";

export type ProgramFileAction = (typeof programFileLogs.$inferInsert)["action"];

export async function findProgramFile(scope: Scope, id: number) {
  const row = await rowById(scope, { table: programFiles, id });
  return row ?? null;
}

/**
 * The contract's list has no page parameter, so the answer is bounded instead: the newest files first, as many as a
 * large program's students hand in (a few documents each for a few hundred students).
 */
export const PROGRAM_FILES_LIMIT = 1000;

export function listProgramFiles(
  scope: Scope,
  filter: { userId?: number; courseId?: number; visible: SQL | undefined },
) {
  const conditions: (SQL | undefined)[] = [
    inSchool(scope, programFiles),
    filter.userId === undefined ? undefined : eq(programFiles.userId, filter.userId),
    filter.courseId === undefined ? undefined : eq(programFiles.courseId, filter.courseId),
    filter.visible,
  ];
  return scope.db
    .select({ file: programFiles, owner: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(programFiles)
    .innerJoin(users, eq(users.id, programFiles.userId))
    .where(and(...conditions))
    .orderBy(desc(programFiles.createdAt), desc(programFiles.id))
    .limit(PROGRAM_FILES_LIMIT);
}

export async function deleteProgramFile(scope: Scope, id: number) {
  await scope.db.delete(programFiles).where(byId(scope, programFiles, id));
}

/** The log outlives the files (no foreign key), so a deleted file's history can still be read. */
export async function logProgramFileActions(
  scope: Scope,
  entry: { actorId: number; action: ProgramFileAction; files: { id: number; docName: string }[] },
) {
  if (entry.files.length === 0) return;
  await scope.db.insert(programFileLogs).values(
    entry.files.map((file) => ({
      schoolId: scope.schoolId,
      programFileId: file.id,
      action: entry.action,
      actorId: entry.actorId,
      docName: file.docName,
    })),
  );
}

export function listProgramFileLogs(scope: Scope, programFileId: number) {
  return scope.db
    .select({
      id: programFileLogs.id,
      programFileId: programFileLogs.programFileId,
      action: programFileLogs.action,
      docName: programFileLogs.docName,
      at: programFileLogs.at,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
    })
    .from(programFileLogs)
    .leftJoin(users, eq(users.id, programFileLogs.actorId))
    .where(and(eq(programFileLogs.programFileId, programFileId), inSchool(scope, programFileLogs)))
    .orderBy(asc(programFileLogs.at), asc(programFileLogs.id));
}
