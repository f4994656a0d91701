import { and, asc, eq, inArray, type SQL } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import { groupStudents, studyGroups, users } from "../../db/schema/index.js";

export type { Scope };

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
    .where(and(eq(studyGroups.schoolId, schoolId), eq(studyGroups.courseId, filter.courseId), filter.visible))
    .orderBy(asc(studyGroups.id));
}

/** The students of many groups at once, in one query. */
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
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(and(eq(groupStudents.schoolId, schoolId), inArray(groupStudents.groupId, groupIds)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}
