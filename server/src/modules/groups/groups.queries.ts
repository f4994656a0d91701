import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from "drizzle-orm";
import { memberOfProgram } from "../../core/access/membership.js";
import { personColumns } from "../../core/person-name.js";
import { byId, inSchool, insertInSchool, keyedInSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { changesOrKeep } from "../../core/update-set.js";
import { courseMembers, courses, groupStudents, groupTimetable, studyGroups, users } from "../../db/schema/index.js";

export type { Scope };

/** A group and its teacher (joined as `users`), as every group read shows them. */
const groupWithTeacher = {
  id: studyGroups.id,
  nameGroup: studyGroups.nameGroup,
  nameKk: studyGroups.nameKk,
  nameEn: studyGroups.nameEn,
  typeGroup: studyGroups.typeGroup,
  courseId: studyGroups.courseId,
  teacherId: users.id,
  teacherFirstName: users.firstName,
  teacherLastName: users.lastName,
};

/** A program's groups with their teacher; `visible` narrows them to the groups the caller may see. */
export function listGroups(scope: Scope, filter: { courseId: number; visible: SQL | undefined }) {
  return scope.db
    .select(groupWithTeacher)
    .from(studyGroups)
    .leftJoin(users, and(eq(users.id, studyGroups.teacherId), inSchool(scope, users)))
    .where(and(inSchool(scope, studyGroups), eq(studyGroups.courseId, filter.courseId), filter.visible))
    .orderBy(asc(studyGroups.id));
}

/** The students of many groups at once, in one query. */
export async function listGroupStudents(scope: Scope, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return scope.db
    .select({
      groupId: groupStudents.groupId,
      ...personColumns(users),
    })
    .from(groupStudents)
    .innerJoin(users, eq(users.id, groupStudents.userId))
    .where(and(inSchool(scope, groupStudents), inArray(groupStudents.groupId, groupIds)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

/** Groups with their program and teacher, by id (the order is the caller's to restore). */
export async function selectGroupRows(scope: Scope, ids: number[]) {
  if (ids.length === 0) return [];
  return scope.db
    .select({
      ...groupWithTeacher,
      createdAt: studyGroups.createdAt,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
    })
    .from(studyGroups)
    .innerJoin(courses, eq(courses.id, studyGroups.courseId))
    .leftJoin(users, eq(users.id, studyGroups.teacherId))
    .where(and(inSchool(scope, studyGroups), inArray(studyGroups.id, ids)));
}
export type GroupRow = Awaited<ReturnType<typeof selectGroupRows>>[number];

/** The weekly slots of many groups, by weekday and time. */
export async function selectTimetables(scope: Scope, groupIds: number[]) {
  if (groupIds.length === 0) return [];
  return scope.db
    .select({
      groupId: groupTimetable.groupId,
      weekday: groupTimetable.weekday,
      startTime: groupTimetable.startTime,
      duration: groupTimetable.duration,
    })
    .from(groupTimetable)
    .where(and(inSchool(scope, groupTimetable), inArray(groupTimetable.groupId, groupIds)))
    .orderBy(asc(groupTimetable.weekday), asc(groupTimetable.startTime), asc(groupTimetable.id));
}

/** One page of the school's group ids (of one program when given), oldest first. */
export function selectGroupIds(
  scope: Scope,
  filter: { courseId?: number; visible: SQL | undefined; limit: number; offset: number },
) {
  return scope.db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(groupFilter(scope, filter))
    .orderBy(asc(studyGroups.id))
    .limit(filter.limit)
    .offset(filter.offset);
}

export async function countGroups(scope: Scope, filter: { courseId?: number; visible: SQL | undefined }) {
  const [row] = await scope.db.select({ total: count() }).from(studyGroups).where(groupFilter(scope, filter));
  return row?.total ?? 0;
}

const groupFilter = (scope: Scope, filter: { courseId?: number; visible: SQL | undefined }) =>
  and(
    inSchool(scope, studyGroups),
    filter.courseId === undefined ? undefined : eq(studyGroups.courseId, filter.courseId),
    filter.visible,
  );

/** The ids of the groups a user studies in or teaches. */
export function selectGroupIdsOfUser(scope: Scope, userId: number) {
  return scope.db
    .select({ id: studyGroups.id })
    .from(studyGroups)
    .where(
      and(
        inSchool(scope, studyGroups),
        or(
          eq(studyGroups.teacherId, userId),
          inArray(
            studyGroups.id,
            scope.db.select({ id: groupStudents.groupId }).from(groupStudents).where(eq(groupStudents.userId, userId)),
          ),
        ),
      ),
    )
    .orderBy(asc(studyGroups.id));
}

/**
 * The group, locked until the transaction ends: every change of a group's students takes this lock first, so two
 * requests adding to a pair at once are serialised and the second sees the first's student (decision 0027).
 */
export async function lockGroup(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({
      id: studyGroups.id,
      courseId: studyGroups.courseId,
      typeGroup: studyGroups.typeGroup,
      teacherId: studyGroups.teacherId,
    })
    .from(studyGroups)
    .where(byId(scope, studyGroups, id))
    .for("update");
  return row;
}
export type LockedGroup = NonNullable<Awaited<ReturnType<typeof lockGroup>>>;

/** The group's students now (read under the group's lock). */
export async function studentIdsOf(scope: Scope, groupId: number) {
  const rows = await scope.db
    .select({ userId: groupStudents.userId })
    .from(groupStudents)
    .where(and(inSchool(scope, groupStudents), eq(groupStudents.groupId, groupId)));
  return rows.map((row) => row.userId);
}

/** A group's Russian name (the spec's `name_group`) and its Kazakh and English ones. */
type GroupNames = { nameGroup: string; nameKk: string; nameEn: string };

export async function insertGroup(
  scope: Scope,
  values: GroupNames & { courseId: number; typeGroup: LockedGroup["typeGroup"]; teacherId: number | null },
) {
  return insertInSchool(scope, { table: studyGroups, values });
}

export async function updateGroupRow(
  scope: Scope,
  {
    id,
    ...values
  }: { id: number } & Partial<GroupNames & { typeGroup: LockedGroup["typeGroup"]; teacherId: number | null }>,
) {
  await scope.db
    .update(studyGroups)
    .set(changesOrKeep(studyGroups, values))
    .where(byId(scope, studyGroups, id));
}

export async function deleteGroupRow(scope: Scope, id: number) {
  await scope.db.delete(studyGroups).where(byId(scope, studyGroups, id));
}

/** A group's students and who of them the change concerns. */
type GroupStudents = { groupId: number; userIds: number[] };

export async function addStudents(scope: Scope, { groupId, userIds }: GroupStudents) {
  if (userIds.length === 0) return;
  await scope.db
    .insert(groupStudents)
    .values(userIds.map((userId) => ({ schoolId: scope.schoolId, groupId, userId })))
    .onConflictDoNothing();
}

export async function removeStudents(scope: Scope, { groupId, userIds }: GroupStudents) {
  if (userIds.length === 0) return 0;
  const removed = await scope.db
    .delete(groupStudents)
    .where(
      and(inSchool(scope, groupStudents), eq(groupStudents.groupId, groupId), inArray(groupStudents.userId, userIds)),
    )
    .returning({ userId: groupStudents.userId });
  return removed.length;
}

export async function replaceTimetable(
  scope: Scope,
  { groupId, slots }: { groupId: number; slots: { weekday: number; startTime: string; duration: number }[] },
) {
  await scope.db
    .delete(groupTimetable)
    .where(and(inSchool(scope, groupTimetable), eq(groupTimetable.groupId, groupId)));
  if (slots.length === 0) return;
  await scope.db.insert(groupTimetable).values(slots.map((slot) => ({ schoolId: scope.schoolId, groupId, ...slot })));
}

/** Of these users, the ones that are members of the program in the role. */
export async function membersOf(
  scope: Scope,
  input: { courseId: number; role: "teacher" | "student"; userIds: number[] },
) {
  if (input.userIds.length === 0) return [];
  const rows = await scope.db
    .select({ userId: courseMembers.userId })
    .from(courseMembers)
    .where(
      and(
        memberOfProgram(scope, { courseId: input.courseId, role: input.role }),
        inArray(courseMembers.userId, input.userIds),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Makes the users members of the program in the role; returns those who were not members before. */
export async function addMembers(
  scope: Scope,
  input: { courseId: number; role: "teacher" | "student"; userIds: number[] },
) {
  if (input.userIds.length === 0) return [];
  const rows = await scope.db
    .insert(courseMembers)
    .values(
      input.userIds.map((userId) => ({ schoolId: scope.schoolId, courseId: input.courseId, userId, role: input.role })),
    )
    .onConflictDoNothing()
    .returning({ userId: courseMembers.userId });
  return rows.map((row) => row.userId);
}

/** A user of the school with their role, or undefined. */
export async function findUser(scope: Scope, id: number) {
  return rowById(scope, { table: users, id, columns: { id: users.id, role: users.role } });
}

export async function findCourse(scope: Scope, id: number) {
  return rowById(scope, { table: courses, id, columns: { id: courses.id } });
}

/** The programs a teacher teaches, with their titles, by Russian title. */
export function programsTaughtBy(scope: Scope, teacherId: number) {
  return scope.db
    .select({ id: courses.id, titleRu: courses.titleRu, titleKk: courses.titleKk, titleEn: courses.titleEn })
    .from(courseMembers)
    .innerJoin(courses, eq(courses.id, courseMembers.courseId))
    .where(keyedInSchool(scope, { table: courseMembers, key: { userId: teacherId, role: "teacher" } }))
    .orderBy(asc(courses.titleRu), asc(courses.id));
}

/** The school's users of a role for a group form: of a program, of a group, or matching a search. */
export function groupUsersFilter(
  scope: Scope,
  filter: { role: "teacher" | "student"; courseId?: number; groupId?: number; q?: string },
) {
  const pattern = filter.q ? `%${filter.q.replace(/[\\%_]/g, (char) => `\\${char}`)}%` : undefined;
  const inGroup =
    filter.groupId === undefined
      ? undefined
      : filter.role === "student"
        ? inArray(
            users.id,
            scope.db
              .select({ id: groupStudents.userId })
              .from(groupStudents)
              .where(and(inSchool(scope, groupStudents), eq(groupStudents.groupId, filter.groupId))),
          )
        : inArray(
            users.id,
            scope.db
              .select({ id: sql<number>`${studyGroups.teacherId}` })
              .from(studyGroups)
              .where(byId(scope, studyGroups, filter.groupId)),
          );
  return and(
    inSchool(scope, users),
    eq(users.role, filter.role),
    filter.courseId === undefined
      ? undefined
      : inArray(
          users.id,
          scope.db
            .select({ id: courseMembers.userId })
            .from(courseMembers)
            .where(memberOfProgram(scope, { courseId: filter.courseId, role: filter.role })),
        ),
    inGroup,
    pattern
      ? or(ilike(users.firstName, pattern), ilike(users.lastName, pattern), ilike(users.email, pattern))
      : undefined,
  );
}

export function selectUsers(
  scope: Scope,
  { where, window }: { where: SQL | undefined; window: { limit: number; offset: number } },
) {
  return scope.db
    .select({
      ...personColumns(users),
      email: users.email,
      role: users.role,
    })
    .from(users)
    .where(where)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(window.limit)
    .offset(window.offset);
}

/** Teachers for a new group of a program: those who teach it first, then by name. */
export function selectTeacherChoices(
  scope: Scope,
  input: { courseId: number; where: SQL | undefined; window: { limit: number; offset: number } },
) {
  const teachesCourse = sql<boolean>`exists (select 1 from ${courseMembers} where ${inSchool(scope, courseMembers)}
    and ${courseMembers.courseId} = ${input.courseId} and ${courseMembers.role} = 'teacher'
    and ${courseMembers.userId} = ${users.id})`;
  return scope.db
    .select({
      ...personColumns(users),
      email: users.email,
      teachesCourse,
    })
    .from(users)
    .where(input.where)
    .orderBy(desc(teachesCourse), asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(input.window.limit)
    .offset(input.window.offset);
}

export async function countUsers(scope: Scope, where: SQL | undefined) {
  const [row] = await scope.db.select({ total: count() }).from(users).where(where);
  return row?.total ?? 0;
}
