import { and, type Column, eq, exists, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { courseMembers, courses } from "../../db/schema/index.js";
import { inSchool, type Scope } from "../tenancy/scope.js";

/**
 * Who is a member of a program, asked by the modules that serve its members (the program's own, groups, the schedule,
 * lessons, exercises, boards, checkout, instalments): the rule lives here, below them all, so none of them reaches
 * into the program module for it.
 */
type MemberRole = "teacher" | "student";

/**
 * THE membership rule: the user is a member of the program in the role, in the scope's school (any member of it in
 * the role when no user is named). `userId` may be a column of the outer query (a correlated `exists` or a join), so a
 * list asks it row by row in one statement. Groups and the schedule's teacher lists ask it here.
 */
export const memberOfProgram = (
  scope: Scope,
  member: { courseId: number; userId?: number | Column; role: MemberRole },
) =>
  and(
    inSchool(scope, courseMembers),
    eq(courseMembers.courseId, member.courseId),
    member.userId === undefined ? undefined : eq(courseMembers.userId, member.userId),
    eq(courseMembers.role, member.role),
  ) as SQL;

/**
 * Who studies a program: a member of it as a student (the user, when one is named). Boards, checkout, lessons and the
 * trackers ask it here.
 */
export const studentOfProgram = (scope: Scope, member: { courseId: number; userId?: number | Column }) =>
  memberOfProgram(scope, { ...member, role: "student" });

/** Whether the user studies the program (a board exists only for its students; a student does not buy it again). */
export async function isStudentOf(scope: Scope, member: { courseId: number; userId: number }): Promise<boolean> {
  const [row] = await scope.db
    .select({ one: sql`1` })
    .from(courseMembers)
    .where(studentOfProgram(scope, member))
    .limit(1);
  return row !== undefined;
}

/**
 * The condition "this user is a member of the program in this role", correlated with the outer query's `courses`
 * row, so a list of programs is filtered in the same query; the membership's school is the program's (decision 0017).
 */
export const isMemberOfCourseRow = (db: Db, member: { userId: number; role: MemberRole }) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(courseMembers)
      .where(
        and(
          eq(courseMembers.courseId, courses.id),
          eq(courseMembers.userId, member.userId),
          eq(courseMembers.role, member.role),
        ),
      ),
  );
