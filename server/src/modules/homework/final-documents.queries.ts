import { and, eq } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { homeworks, programFiles, users } from "../../db/schema/index.js";

export type { Scope };

export async function findHomework({ db, schoolId }: Scope, id: number) {
  const [row] = await db
    .select({
      id: homeworks.id,
      userId: homeworks.userId,
      courseId: homeworks.courseId,
      title: homeworks.title,
      docName: homeworks.docName,
      fileUrl: homeworks.fileUrl,
      owner: { id: users.id, firstName: users.firstName, lastName: users.lastName },
    })
    .from(homeworks)
    .innerJoin(users, eq(users.id, homeworks.userId))
    .where(and(eq(homeworks.id, id), eq(homeworks.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

export async function insertProgramFile(
  { db, schoolId }: Scope,
  values: { courseId: number; userId: number; docName: string; file: string; sourceHomeworkId: number },
) {
  const [row] = await db
    .insert(programFiles)
    .values({ schoolId, ...values })
    .returning();
  return row!;
}
