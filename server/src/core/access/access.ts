import { type Permission, type Relation, ROLE_RANK, type Role, relationOf } from "@school/contracts";
import { and, eq, inArray, or, type SQL, type SQLWrapper, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { preparedStatement } from "../../db/prepared.js";
import { courseMembers, scheduleLessonStudents, users } from "../../db/schema/index.js";
import type { Caller } from "../auth/authenticate.js";
import type { Clock } from "../clock.js";
import { AppError, forbidden } from "../errors.js";
import type { Scope } from "../tenancy/scope.js";
import { type Disclosed, noteGrantedStudent } from "./personal-data-audit.js";
import { lockedPrograms, type ProgramLock, programLock } from "./program-lock.js";

/**
 * The one place where row-level access is decided (decision 0013). The route layer has already let in only the roles
 * holding the call's permission and proved every named object is of the caller's school; what is left is the
 * relation of `ACCESS_TABLE`: is this program taught by the teacher, is this student the caller, ... Services call
 * `requireAccess` first for one object, and `accessFilter` to narrow a list to the rows the caller may see. Each takes
 * the request's `Actor` (`./actor.ts`); only its school, handle and caller are read here, and its clock by the
 * program lock (`./program-lock.ts`), which counts overdue days from "now".
 */
export type AccessActor = Scope & { caller: Caller; disclosed?: Disclosed | null; deps?: { clock: Clock } };
type Actor = AccessActor;

/** The object a call is about, as far as access needs to know it. */
export type AccessTarget = {
  /** The program the object belongs to. */
  courseId?: number;
  /** The user the object is, or belongs to. */
  userId?: number;
  /** The teacher assigned to the object (a group's teacher). */
  teacherId?: number | null;
  /** The students of the object (a lesson's). */
  studentIds?: readonly number[];
};

/**
 * What a program's student may not do while a payment of it is overdue (the program lock, `./program-lock.ts`,
 * decision 0166): read its lessons, their lists and tasks. Every check of these permissions asks the lock.
 */
const CLOSED_BY_LOCK: ReadonlySet<Permission> = new Set<Permission>(["lesson.read"]);

/** Refuses (403) what the caller may not do; a student held by the program lock hears 403 `instalment_overdue`. */
export async function requireAccess(actor: Actor, permission: Permission, target: AccessTarget = {}): Promise<void> {
  const relation = await requireRelation(actor, { permission, target });
  const lock = await lockOf(actor, { permission, relation, target });
  if (!lock) return;
  throw new AppError("instalment_overdue", "A payment of this program is overdue: pay it to open the lessons again", {
    fields: { course_id: String(target.courseId), tranche_id: String(lock.trancheId) },
  });
}

/**
 * A program's lessons (`lesson.read`) refused as `requireAccess` refuses them, but the lock handed back rather than
 * thrown: a program's lesson list shows a held student its lessons as locked (their names, none of their content)
 * with the payment that opens them. Null when the lessons are open.
 */
export async function readProgramLessons(actor: Actor, courseId: number): Promise<ProgramLock | null> {
  const input = { permission: "lesson.read" as const, target: { courseId } };
  const relation = await requireRelation(actor, input);
  return lockOf(actor, { ...input, relation });
}

/** The relation the caller holds the permission under for the target, or 403. */
async function requireRelation(
  actor: Actor,
  input: { permission: Permission; target: AccessTarget },
): Promise<Relation> {
  const relation = relationFor(actor, input.permission);
  if (relation === null || !(await RELATION_CHECKS[relation](actor, input.target))) {
    throw forbidden(refusal(input.permission, relation));
  }
  noteGrantedStudent(actor, input.permission, input.target.userId);
  return relation;
}

export async function hasAccess(actor: Actor, permission: Permission, target: AccessTarget = {}): Promise<boolean> {
  const relation = relationFor(actor, permission);
  if (relation === null) return false;
  const check = RELATION_CHECKS[relation];
  if (!(await check(actor, target))) return false;
  return (await lockOf(actor, { permission, relation, target })) === null;
}

/**
 * Whether the caller may read the program's lessons now, and the program lock of theirs on it, asked together: the
 * payment check answers both, and `hasAccess` would ask the lock a second time.
 */
export async function programLessonsAccess(
  actor: Actor,
  courseId: number,
): Promise<{ open: boolean; lock: ProgramLock | null }> {
  const input = { permission: "lesson.read" as const, target: { courseId } };
  const relation = relationFor(actor, input.permission);
  if (relation === null) return { open: false, lock: null };
  const [related, lock] = await Promise.all([
    RELATION_CHECKS[relation](actor, input.target),
    lockOf(actor, { ...input, relation }),
  ]);
  return { open: related && lock === null, lock };
}

/**
 * The programs whose lessons are closed to the caller by the program lock (empty but for a student): what a list
 * about several programs, the timetable, withholds of theirs.
 */
export async function programsLockedFor(actor: Actor): Promise<ReadonlySet<number>> {
  if (relationFor(actor, "lesson.read") !== "studentOfProgram") return new Set();
  const rows = await lockedPrograms(actor);
  return new Set(rows.map((row) => row.id));
}

/** The program lock, for a student of the program under a permission it closes; null for everyone else. */
async function lockOf(
  actor: Actor,
  input: { permission: Permission; relation: Relation; target: AccessTarget },
): Promise<ProgramLock | null> {
  if (input.relation !== "studentOfProgram" || !CLOSED_BY_LOCK.has(input.permission)) return null;
  return programLock(actor, required(input.target.courseId, "courseId"));
}

/**
 * What the listed rows are about: a column, or a fixed value when every row is about the same user or program
 * (`sql\`${userId}::int\``).
 */
export type RowColumns = {
  courseId?: PgColumn | SQL;
  userId?: PgColumn | SQL;
  teacherId?: PgColumn | SQL;
  /** A timetable lesson's id, whose students `attendee` reads. */
  lessonId?: PgColumn | SQL;
};

/**
 * The condition limiting a list to the rows the caller may see under `permission`, or undefined when every row of
 * the school is visible. A relation the columns cannot express is a programming error, not an empty list.
 */
export function accessFilter(actor: Actor, permission: Permission, columns: RowColumns): SQL | undefined {
  const relation = relationFor(actor, permission);
  const need = (column: PgColumn | SQL | undefined, name: string) => {
    if (!column) throw new Error(`accessFilter(${permission}) needs the ${name} column for relation ${relation}`);
    return column;
  };
  const isIn = (column: PgColumn | SQL, ids: SQLWrapper) => sql`${column} in ${ids}`;
  switch (relation) {
    case null:
      return sql`false`;
    case "anyone":
    case "school":
      return undefined;
    case "self":
      return sql`${need(columns.userId, "userId")} = ${actor.caller.userId}`;
    case "teacherOfProgram":
      return isIn(need(columns.courseId, "courseId"), coursesOf(actor, "teacher"));
    case "studentOfProgram": {
      const courseId = need(columns.courseId, "courseId");
      return and(
        isIn(courseId, coursesOf(actor, "student")),
        CLOSED_BY_LOCK.has(permission) ? sql`${courseId} not in ${lockedPrograms(actor)}` : undefined,
      );
    }
    case "teacherOfStudent":
      // A row about a student in a program: the student and the program must both be the teacher's.
      return and(
        isIn(need(columns.userId, "userId"), studentsTaughtBy(actor)),
        columns.courseId ? isIn(columns.courseId, coursesOf(actor, "teacher")) : undefined,
      );
    case "assignedTeacher":
      return sql`${need(columns.teacherId, "teacherId")} = ${actor.caller.userId}`;
    case "belowCaller":
      return isIn(need(columns.userId, "userId"), usersBelow(actor));
    case "attendee":
      return isIn(need(columns.lessonId, "lessonId"), lessonsAttendedBy(actor));
  }
}

/**
 * A list narrowed to one user's or one program's rows: refuses (403) when the caller may not see that user or
 * program at all, so a refusal reads as one rather than as an empty list. What the filter does not name is left to
 * `accessFilter`.
 */
export async function requireListAccess(
  actor: Actor,
  permission: Permission,
  filter: { courseId?: number; userId?: number },
): Promise<void> {
  const relation = relationFor(actor, permission);
  const needs = relation ? RELATION_NEEDS[relation] : [];
  const named = needs.filter((field) => filter[field] !== undefined);
  if (relation === null || (needs.length > 0 && named.length === needs.length)) {
    await requireAccess(actor, permission, filter);
  }
}

/** The target fields each relation's check reads. */
const RELATION_NEEDS: Record<Relation, ("courseId" | "userId")[]> = {
  anyone: [],
  school: [],
  self: ["userId"],
  teacherOfProgram: ["courseId"],
  studentOfProgram: ["courseId"],
  teacherOfStudent: ["userId"],
  assignedTeacher: [],
  belowCaller: ["userId"],
  attendee: [],
};

/** Whether the role holds the permission at all, for decisions about a whole list rather than about rows. */
export function roleHolds(role: Role, permission: Permission): boolean {
  return relationOf(permission, role) !== null;
}

/**
 * Whether the caller sees under the permission only the rows about themselves (a student's own), for a query that
 * counts whole rows of another kind (a lesson of several students) only when the caller sees them whole.
 */
export function seesOnlySelf(actor: Actor, permission: Permission): boolean {
  return relationFor(actor, permission) === "self";
}

/** Under which relation the caller's role holds the permission (null: not at all), to tell one refusal from another. */
export function relationFor(actor: Actor, permission: Permission): Relation | null {
  return relationOf(permission, actor.caller.role);
}

type RelationCheck = (actor: Actor, target: AccessTarget) => Promise<boolean>;

const RELATION_CHECKS: Record<Relation, RelationCheck> = {
  anyone: async () => true,
  school: async () => true,
  self: async ({ caller }, target) => required(target.userId, "userId") === caller.userId,
  teacherOfProgram: (actor, target) => isMember(actor, required(target.courseId, "courseId"), "teacher"),
  studentOfProgram: (actor, target) => isMember(actor, required(target.courseId, "courseId"), "student"),
  assignedTeacher: async ({ caller }, target) => target.teacherId === caller.userId,
  teacherOfStudent: async (actor, target) => {
    const userId = required(target.userId, "userId");
    const taught = studentsTaughtBy(actor, target.courseId);
    const [row] = await actor.db
      .select({ found: sql<number>`1` })
      .from(users)
      .where(and(eq(users.id, userId), inArray(users.id, taught)))
      .limit(1);
    return row !== undefined;
  },
  attendee: async ({ caller }, target) => required(target.studentIds, "studentIds").includes(caller.userId),
  belowCaller: async (actor, target) => {
    const userId = required(target.userId, "userId");
    const [row] = await actor.db
      .select({ found: sql<number>`1` })
      .from(users)
      .where(and(eq(users.id, userId), inArray(users.id, usersBelow(actor))))
      .limit(1);
    return row !== undefined;
  },
};

function required<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`This access check needs the target's ${name}`);
  return value;
}

/** Asked before most of a teacher's and a student's calls: prepared (db/prepared.ts). */
const membership = preparedStatement("access_is_member", (db, name) =>
  db
    .select({ found: sql<number>`1` })
    .from(courseMembers)
    .where(
      and(
        eq(courseMembers.courseId, sql.placeholder("courseId")),
        eq(courseMembers.userId, sql.placeholder("userId")),
        eq(courseMembers.role, sql.placeholder("role")),
      ),
    )
    .limit(1)
    .prepare(name),
);

async function isMember(actor: Actor, courseId: number, role: "teacher" | "student"): Promise<boolean> {
  const rows = await membership(actor.db, { courseId, userId: actor.caller.userId, role });
  return rows.length > 0;
}

/** The timetable lessons the caller is a student of. */
function lessonsAttendedBy(actor: Actor) {
  return actor.db
    .select({ id: scheduleLessonStudents.lessonId })
    .from(scheduleLessonStudents)
    .where(eq(scheduleLessonStudents.userId, actor.caller.userId));
}

/** The programs the caller teaches or studies. */
function coursesOf(actor: Actor, role: "teacher" | "student") {
  return actor.db
    .select({ id: courseMembers.courseId })
    .from(courseMembers)
    .where(and(eq(courseMembers.userId, actor.caller.userId), eq(courseMembers.role, role)));
}

/** Students of the programs the caller teaches (of one program when given). */
function studentsTaughtBy(actor: Actor, courseId?: number) {
  const taught = actor.db
    .select({ id: courseMembers.courseId })
    .from(courseMembers)
    .where(
      and(
        eq(courseMembers.userId, actor.caller.userId),
        eq(courseMembers.role, "teacher"),
        courseId === undefined ? undefined : eq(courseMembers.courseId, courseId),
      ),
    );
  return actor.db
    .select({ id: courseMembers.userId })
    .from(courseMembers)
    .where(and(eq(courseMembers.role, "student"), inArray(courseMembers.courseId, taught)));
}

/**
 * A user being given a role (`manager_create/`): only a role ranked below the caller's own, the same rule as
 * `belowCaller`, so nobody makes a peer or a superior. 403 naming the `role` field otherwise.
 */
export function requireRoleBelowCaller(caller: Caller, role: Exclude<Role, "guest">): void {
  if (ROLE_RANK[role] >= ROLE_RANK[caller.role]) {
    throw new AppError("forbidden", "You may not give a user this role", {
      fields: { role: "Must rank below your own role" },
    });
  }
}

/** The caller and the users of their school with a lower role. */
function usersBelow(actor: Actor) {
  const rank = ROLE_RANK[actor.caller.role];
  const lower = (Object.keys(ROLE_RANK) as (keyof typeof ROLE_RANK)[]).filter((role) => ROLE_RANK[role] < rank);
  return actor.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.schoolId, actor.schoolId),
        or(eq(users.id, actor.caller.userId), lower.length > 0 ? inArray(users.role, lower) : sql`false`),
      ),
    );
}

const REFUSALS: Record<Relation, string> = {
  anyone: "",
  school: "",
  self: "You can only do this for yourself",
  teacherOfProgram: "Only the program's teachers and the school's staff can do this",
  studentOfProgram: "Only the program's students, teachers and the school's staff can do this",
  teacherOfStudent: "Teachers can do this only for students of the programs they teach",
  assignedTeacher: "Only the assigned teacher and the school's staff can do this",
  belowCaller: "You can only do this for yourself or for users of a lower role",
  attendee: "Only the lesson's students, its teacher and the school's staff can do this",
};

function refusal(permission: Permission, relation: Relation | null): string {
  return (relation && REFUSALS[relation]) || `You do not have permission to do this (${permission})`;
}
