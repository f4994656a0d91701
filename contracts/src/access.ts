import type { Role } from "./roles.js";

/**
 * Who may do what, as data (decision 0013). Every API route names one permission; the roles that hold it may call
 * the route (the rest get 403), and the relation each role holds it under is checked by the server's access module
 * (`server/src/core/access`) against the object the call is about. Nothing else in the code decides access.
 *
 * Relations:
 * - `anyone`: no relation needed (public calls, and calls about the caller's own session).
 * - `school`: any object of the caller's school (the school itself is checked for every call by the route layer).
 * - `self`: the object is the caller, or belongs to the caller (their profile, their files, their payments).
 * - `teacherOfProgram`: the caller teaches the program the object belongs to.
 * - `studentOfProgram`: the caller studies the program the object belongs to.
 * - `teacherOfStudent`: the object is a student of a program the caller teaches.
 * - `assignedTeacher`: the caller is the teacher assigned to the object (a group).
 * - `belowCaller`: the object is the caller or a user of a lower role (a manager edits teachers and students, not
 *   the school admin or another manager).
 */
export const RELATIONS = [
  "anyone",
  "school",
  "self",
  "teacherOfProgram",
  "studentOfProgram",
  "teacherOfStudent",
  "assignedTeacher",
  "belowCaller",
] as const;
export type Relation = (typeof RELATIONS)[number];

type Grants = Partial<Record<Role, Relation>>;

const staff = { admin_school: "school", admin: "school" } as const satisfies Grants;
const everyone = {
  guest: "anyone",
  admin_school: "anyone",
  admin: "anyone",
  teacher: "anyone",
  student: "anyone",
} as const satisfies Grants;
const signedIn = { admin_school: "self", admin: "self", teacher: "self", student: "self" } as const satisfies Grants;
const schoolMembers = {
  admin_school: "school",
  admin: "school",
  teacher: "school",
  student: "school",
} as const satisfies Grants;

export const ACCESS_TABLE = {
  /** Sign-in, registration, codes and password reset: made before a session exists. */
  "account.signIn": { guest: "anyone" },
  /** The caller's own session, profile and password. */
  "session.own": signedIn,
  /** The school's public face: name, logo, currency, the public catalogue and its dictionaries. */
  "school.public": everyone,
  /** The school's catalogue as its members see it. */
  "catalog.read": schoolMembers,
  /** Programs the school keeps out of the catalogue (`is_visible` off). */
  "catalog.readHidden": { ...staff, teacher: "school" },
  /** Creating and changing programs, their rounds, requirements, members, posters and dictionaries. */
  "program.manage": staff,
  /** A program's full record as the edit screen and the teacher's program page show it. */
  "program.readFull": { ...staff, teacher: "teacherOfProgram" },
  /** A program's lessons and exercise lists (the grading key only under `exercise.readKey`). */
  "lesson.read": { ...staff, teacher: "teacherOfProgram", student: "studentOfProgram" },
  "exercise.readKey": { ...staff, teacher: "teacherOfProgram" },
  /** A program's groups: a teacher sees the groups they teach. */
  "group.read": { ...staff, teacher: "assignedTeacher" },
  /** A student's lesson progress. */
  "progress.read": { ...staff, teacher: "teacherOfStudent", student: "self" },
  /** Handed-in program files and final documents. */
  "programFile.read": { ...staff, teacher: "teacherOfProgram", student: "self" },
  "programFile.delete": { ...staff, student: "self" },
  "programFile.readLog": staff,
  "finalDocument.add": { ...staff, teacher: "teacherOfProgram" },
  /** Students' education, languages and certificates (with their e-mails). */
  "student.read": { ...staff, teacher: "teacherOfStudent" },
  /** The school's people as pickers list them. */
  "user.list": staff,
  /** Another user's public profile picture. */
  "profile.read": schoolMembers,
  /** A user's name, phone and avatar. */
  "profile.edit": { admin_school: "school", admin: "belowCaller", teacher: "self", student: "self" },
  /** The chat-bot code a student sends to the school's Telegram bot. */
  "chatCode.read": { student: "self" },
  /** What the caller paid for. */
  "payment.readOwn": signedIn,
} as const satisfies Record<string, Grants>;

export type Permission = keyof typeof ACCESS_TABLE;
export const PERMISSIONS = Object.keys(ACCESS_TABLE) as Permission[];

/** The relation under which a role holds a permission, or null when it does not hold it at all. */
export function relationOf(permission: Permission, role: Role): Relation | null {
  const grants: Grants = ACCESS_TABLE[permission];
  return grants[role] ?? null;
}

/** The roles that may make a call needing this permission, in a stable order (guest first). */
export function rolesHolding(permission: Permission): Role[] {
  const order: Role[] = ["guest", "admin_school", "admin", "teacher", "student"];
  return order.filter((role) => relationOf(permission, role) !== null);
}

/** Ranks for `belowCaller`: a user acts on users of a lower rank, and on themselves. */
export const ROLE_RANK: Record<Exclude<Role, "guest">, number> = { admin_school: 3, admin: 2, teacher: 1, student: 0 };
