import type { CourseMember, ProgramGroup } from "@school/contracts";
import { accessFilter } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { studyGroups } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import * as queries from "./groups.queries.js";

/**
 * A program's groups. A teacher sees only the groups they teach: the other groups' students are not theirs to
 * see, and a teacher of none of them gets an empty list rather than a refusal.
 */
export async function listProgramGroups(
  deps: Deps,
  target: { schoolId: number; caller: Caller; courseId: number },
): Promise<ProgramGroup[]> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  const groups = await queries.listGroups(scope, {
    courseId: target.courseId,
    visible: accessFilter({ ...scope, caller: target.caller }, "group.read", { teacherId: studyGroups.teacherId }),
  });
  const students = await queries.listGroupStudents(
    scope,
    groups.map((group) => group.id),
  );
  const studentsByGroup = new Map<number, CourseMember[]>(groups.map((group) => [group.id, []]));
  for (const student of students) {
    studentsByGroup
      .get(student.groupId)
      ?.push({ id: student.id, first_name: student.firstName, last_name: student.lastName });
  }
  return groups.map((group) => ({
    id: group.id,
    name_group: group.nameGroup,
    type_group: group.typeGroup,
    course_id: group.courseId,
    teacher:
      group.teacherId === null
        ? null
        : { id: group.teacherId, first_name: group.teacherFirstName ?? "", last_name: group.teacherLastName ?? "" },
    students: studentsByGroup.get(group.id) ?? [],
  }));
}
