import { and, eq } from "drizzle-orm";
import { inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { programFiles } from "../../../db/schema/index.js";

/** The files a student handed in to their programs (to one program when `courseId` is given). */
export async function programFilesOf(scope: Scope, input: { userId: number; courseId?: number }) {
  return scope.db
    .select({
      id: programFiles.id,
      name: programFiles.docName,
      file: programFiles.file,
      courseId: programFiles.courseId,
      at: programFiles.createdAt,
    })
    .from(programFiles)
    .where(
      and(
        inSchool(scope, programFiles),
        eq(programFiles.userId, input.userId),
        input.courseId === undefined ? undefined : eq(programFiles.courseId, input.courseId),
      ),
    )
    .limit(500);
}
