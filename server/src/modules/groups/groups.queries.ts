import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { groupStudents, studyGroups, users } from "../../db/schema/index.js";

/** Every query of the groups module is built from the caller's school. */
export type Scope = { db: Db; schoolId: number };

/** A program's groups with their teacher; `visible` narrows them to the groups the caller may see. */
export function listGroups({ db, schoolId }: Scope, filter: { courseId: number; visible: SQL | undefined }) {
  return db
    .select({
      id: studyGroups.id,
      nameGroup: studyGroups.nameGroup,
      typeGroup: studyGroups.typeGroup,
      courseId: studyGroups.courseId,
      teacherId: users.id,
      teacherFirstName: users.firstName,
      teacherLastName: users.lastName,
    })
    .from(studyGroups)
    .leftJoin(users, and(eq(users.id, studyGroups.teacherId), eq(users.schoolId, schoolId)))
    .where(
      and(
        eq(studyGroups.schoolId, schoolId),
        eq(studyGroups.courseId, filter.courseId),
        filter.visible,
      ),
    )
    .orderBy(asc(studyGroups.id));
}

/**
 * The students of many groups at once. group_students has no school column: the group ids come from a
 * school-scoped read, and the join on users keeps the school filter anyway.
 */
export async function listGroupStudents({ db, schoolId }: Scope, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return db
    .select({
      groupId: groupStudents.groupId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(groupStudents)
    .innerJoin(users, and(eq(users.id, groupStudents.userId), eq(users.schoolId, schoolId)))
    .where(inArray(groupStudents.groupId, groupIds))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
