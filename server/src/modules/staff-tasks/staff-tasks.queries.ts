import type { StaffTaskBox, StaffTaskPriority } from "@school/contracts";
import { and, asc, count, desc, eq, gt, gte, isNotNull, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { fullNameOf } from "../../core/person-name.js";
import { inSchool, joinedInSchool, type Scope } from "../../core/tenancy/scope.js";
import { courses, staffTaskComments, staffTasks, studentRecords, users } from "../../db/schema/index.js";
import { userListWhere, withRecord } from "../users/index.js";

const assignees = alias(users, "assignees");
const students = alias(users, "students");
const creators = alias(users, "creators");
const authors = alias(users, "authors");

/** Which tasks a list reads: an assignee's, or everyone's about a student (then perhaps one assignee's of those). */
export type TaskOwner = { assigneeId: number | null; studentId: number | null };

/** The instants that part a school's day: now, and the start of tomorrow. */
export type DayBounds = { now: Date; tomorrow: Date };

/** Each box is one range of an index (`staff_tasks_*_idx`), read in its order. */
const BOXES: Record<StaffTaskBox, (day: DayBounds) => SQL | undefined> = {
  overdue: ({ now }) => and(isNull(staffTasks.doneAt), lt(staffTasks.dueAt, now)),
  today: ({ now, tomorrow }) =>
    and(isNull(staffTasks.doneAt), gte(staffTasks.dueAt, now), lt(staffTasks.dueAt, tomorrow)),
  upcoming: ({ tomorrow }) => and(isNull(staffTasks.doneAt), gte(staffTasks.dueAt, tomorrow)),
  done: () => isNotNull(staffTasks.doneAt),
};

const ownedBy = (scope: Scope, owner: TaskOwner) =>
  and(
    inSchool(scope, staffTasks),
    owner.assigneeId === null ? undefined : eq(staffTasks.assigneeId, owner.assigneeId),
    owner.studentId === null ? undefined : eq(staffTasks.studentId, owner.studentId),
  );

/** Where a page starts: after this task in the box's order (its time and id). */
export type TaskCursor = { at: Date; id: number };

/**
 * A page of a box, soonest due first (the done box: the latest done first), with each task's people, program and
 * comment count, in one statement.
 */
export async function taskPage(
  scope: Scope,
  input: { owner: TaskOwner; box: StaffTaskBox; day: DayBounds; after: TaskCursor | null; limit: number },
) {
  const done = input.box === "done";
  const key = done ? staffTasks.doneAt : staffTasks.dueAt;
  const after = input.after;
  const past =
    after === null
      ? undefined
      : done
        ? or(lt(key, after.at), and(eq(key, after.at), lt(staffTasks.id, after.id)))
        : or(gt(key, after.at), and(eq(key, after.at), gt(staffTasks.id, after.id)));
  return taskRows(scope)
    .where(and(ownedBy(scope, input.owner), BOXES[input.box](input.day), past))
    .orderBy(...(done ? [desc(key), desc(staffTasks.id)] : [asc(key), asc(staffTasks.id)]))
    .limit(input.limit);
}

/** One task with what the list shows of it. */
export async function taskById(scope: Scope, id: number) {
  const [row] = await taskRows(scope).where(and(inSchool(scope, staffTasks), eq(staffTasks.id, id)));
  return row;
}

function taskRows(scope: Scope) {
  const comments = scope.db
    .select({ count: count() })
    .from(staffTaskComments)
    .where(joinedInSchool(staffTasks, { from: staffTaskComments, by: staffTaskComments.taskId }));
  return scope.db
    .select({
      id: staffTasks.id,
      title: staffTasks.title,
      priority: staffTasks.priority,
      dueAt: staffTasks.dueAt,
      doneAt: staffTasks.doneAt,
      createdAt: staffTasks.createdAt,
      assigneeId: staffTasks.assigneeId,
      assigneeName: fullNameOf(assignees),
      studentId: staffTasks.studentId,
      studentName: fullNameOf(students),
      courseId: staffTasks.courseId,
      courseTitles: { title_ru: courses.titleRu, title_kk: courses.titleKk, title_en: courses.titleEn },
      createdById: staffTasks.createdById,
      creatorName: fullNameOf(creators),
      comments: sql<number>`(${comments})::int`,
    })
    .from(staffTasks)
    .leftJoin(assignees, joinedInSchool(assignees, { from: staffTasks, by: staffTasks.assigneeId }))
    .leftJoin(students, joinedInSchool(students, { from: staffTasks, by: staffTasks.studentId }))
    .leftJoin(creators, joinedInSchool(creators, { from: staffTasks, by: staffTasks.createdById }))
    .leftJoin(courses, joinedInSchool(courses, { from: staffTasks, by: staffTasks.courseId }))
    .$dynamic();
}
export type TaskRow = Awaited<ReturnType<typeof taskById>> & {};

/** Open tasks in each box for the same owner: the tabs' counts, in one statement. */
export async function openCounts(scope: Scope, input: { owner: TaskOwner; day: DayBounds }) {
  const { now, tomorrow } = input.day;
  const [row] = await scope.db
    .select({
      overdue: sql<number>`count(*) filter (where ${staffTasks.dueAt} < ${now})::int`,
      today: sql<number>`count(*) filter (where ${staffTasks.dueAt} >= ${now} and ${staffTasks.dueAt} < ${tomorrow})::int`,
      upcoming: sql<number>`count(*) filter (where ${staffTasks.dueAt} >= ${tomorrow})::int`,
    })
    .from(staffTasks)
    .where(and(ownedBy(scope, input.owner), isNull(staffTasks.doneAt)));
  return row ?? { overdue: 0, today: 0, upcoming: 0 };
}

export type TaskValues = {
  title: string;
  priority: StaffTaskPriority;
  dueAt: Date;
  assigneeId: number;
  studentId: number | null;
  courseId: number | null;
  createdById: number | null;
};

export async function insertTask(scope: Scope, values: TaskValues) {
  const [row] = await scope.db
    .insert(staffTasks)
    .values({ ...values, schoolId: scope.schoolId })
    .returning({ id: staffTasks.id, dueAt: staffTasks.dueAt });
  return row!;
}

/** The tasks of every student the user list's filters select; answers each task's id and due time. */
export async function insertTasksForList(
  scope: Scope,
  input: { values: Omit<TaskValues, "studentId" | "courseId">; filters: Parameters<typeof userListWhere>[1] },
) {
  const chosen = await scope.db
    .select({ id: users.id })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(scope, { ...input.filters, role: "student" }));
  if (chosen.length === 0) return [];
  return scope.db
    .insert(staffTasks)
    .values(chosen.map((student) => ({ ...input.values, studentId: student.id, schoolId: scope.schoolId })))
    .returning({ id: staffTasks.id, dueAt: staffTasks.dueAt });
}

/** How many students the user list's filters select. */
export async function countListStudents(scope: Scope, filters: Parameters<typeof userListWhere>[1]) {
  const [row] = await scope.db
    .select({ count: count() })
    .from(users)
    .leftJoin(studentRecords, withRecord)
    .where(userListWhere(scope, { ...filters, role: "student" }));
  return row?.count ?? 0;
}

export async function updateTask(
  scope: Scope,
  input: {
    id: number;
    change: Partial<Pick<TaskValues, "title" | "priority" | "dueAt" | "assigneeId">> & { doneAt?: Date | null };
  },
) {
  const [row] = await scope.db
    .update(staffTasks)
    .set(input.change)
    .where(and(inSchool(scope, staffTasks), eq(staffTasks.id, input.id)))
    .returning({ id: staffTasks.id, dueAt: staffTasks.dueAt, doneAt: staffTasks.doneAt });
  return row;
}

/** What a reminder needs: the task as it is now (it may have moved, been done or given to another). */
export async function reminderOf(scope: Scope, id: number) {
  const [row] = await scope.db
    .select({
      title: staffTasks.title,
      dueAt: staffTasks.dueAt,
      doneAt: staffTasks.doneAt,
      assigneeId: staffTasks.assigneeId,
      studentName: fullNameOf(students),
    })
    .from(staffTasks)
    .leftJoin(students, joinedInSchool(students, { from: staffTasks, by: staffTasks.studentId }))
    .where(and(inSchool(scope, staffTasks), eq(staffTasks.id, id)));
  return row;
}

export async function commentsOf(scope: Scope, taskId: number) {
  return scope.db
    .select({
      id: staffTaskComments.id,
      authorId: staffTaskComments.authorId,
      authorName: fullNameOf(authors),
      body: staffTaskComments.body,
      createdAt: staffTaskComments.createdAt,
    })
    .from(staffTaskComments)
    .leftJoin(authors, joinedInSchool(authors, { from: staffTaskComments, by: staffTaskComments.authorId }))
    .where(and(inSchool(scope, staffTaskComments), eq(staffTaskComments.taskId, taskId)))
    .orderBy(asc(staffTaskComments.id));
}

export async function insertComment(scope: Scope, input: { taskId: number; authorId: number; body: string }) {
  const [row] = await scope.db
    .insert(staffTaskComments)
    .values({ ...input, schoolId: scope.schoolId })
    .returning({ id: staffTaskComments.id, createdAt: staffTaskComments.createdAt });
  return row!;
}

export async function isCourseOfSchool(scope: Scope, courseId: number) {
  const [row] = await scope.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(inSchool(scope, courses), eq(courses.id, courseId)))
    .limit(1);
  return row !== undefined;
}

export async function nameOfUser(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({ name: fullNameOf(users) })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.id, userId)));
  return row?.name ?? "";
}
