import { eq } from "drizzle-orm";
import { byId, insertRowInSchool, type Scope } from "../../core/tenancy/scope.js";
import { homeworks, programFiles, users } from "../../db/schema/index.js";

export async function findHomework(scope: Scope, id: number) {
  const [row] = await scope.db
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
    .where(byId(scope, homeworks, id))
    .limit(1);
  return row ?? null;
}

export async function insertProgramFile(
  scope: Scope,
  values: { courseId: number; userId: number; docName: string; file: string; sourceHomeworkId: number },
) {
  return insertRowInSchool(scope, { table: programFiles, values });
}
