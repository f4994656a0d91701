import { and, asc, desc, eq, type SQL } from "drizzle-orm";
import { programFileLogs, programFiles, users } from "../../db/schema/index.js";
import type { Scope } from "./course.queries.js";

export type ProgramFileAction = (typeof programFileLogs.$inferInsert)["action"];

export async function findProgramFile({ db, schoolId }: Scope, id: number) {
  const [row] = await db
    .select()
    .from(programFiles)
    .where(and(eq(programFiles.id, id), eq(programFiles.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

/**
 * The contract's list has no page parameter, so the answer is bounded instead: the newest files first, as many as a
 * large program's students hand in (a few documents each for a few hundred students).
 */
export const PROGRAM_FILES_LIMIT = 1000;

export function listProgramFiles(
  { db, schoolId }: Scope,
  filter: { userId?: number; courseId?: number; visible: SQL | undefined },
) {
  const conditions: (SQL | undefined)[] = [
    eq(programFiles.schoolId, schoolId),
    filter.userId === undefined ? undefined : eq(programFiles.userId, filter.userId),
    filter.courseId === undefined ? undefined : eq(programFiles.courseId, filter.courseId),
    filter.visible,
  ];
  return db
    .select({ file: programFiles, owner: { id: users.id, firstName: users.firstName, lastName: users.lastName } })
    .from(programFiles)
    .innerJoin(users, eq(users.id, programFiles.userId))
    .where(and(...conditions))
    .orderBy(desc(programFiles.createdAt), desc(programFiles.id))
    .limit(PROGRAM_FILES_LIMIT);
}

export async function deleteProgramFile({ db, schoolId }: Scope, id: number) {
  await db.delete(programFiles).where(and(eq(programFiles.id, id), eq(programFiles.schoolId, schoolId)));
}

/** The log outlives the files (no foreign key), so a deleted file's history can still be read. */
export async function logProgramFileActions(
  { db, schoolId }: Scope,
  entry: { actorId: number; action: ProgramFileAction; files: { id: number; docName: string }[] },
) {
  if (entry.files.length === 0) return;
  await db.insert(programFileLogs).values(
    entry.files.map((file) => ({
      schoolId,
      programFileId: file.id,
      action: entry.action,
      actorId: entry.actorId,
      docName: file.docName,
    })),
  );
}

export function listProgramFileLogs({ db, schoolId }: Scope, programFileId: number) {
  return db
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
    .where(and(eq(programFileLogs.programFileId, programFileId), eq(programFileLogs.schoolId, schoolId)))
    .orderBy(asc(programFileLogs.at), asc(programFileLogs.id));
}
