import {
  type CourseMember,
  GROUP_LIST_PAGE_SIZE,
  GROUP_USERS_PAGE_SIZE,
  type GroupCreateBody,
  type GroupDetail,
  type GroupTeacherChoicesPage,
  type GroupType,
  type GroupUpdateBody,
  type GroupUsersPage,
  groupCapacity,
  inLanguage,
  type ProgramGroup,
  type TimetableSlot,
  type TranslateLang,
} from "@school/contracts";
import { type Actor, accessFilter, requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError, notFound } from "../../core/errors.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { studyGroups } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { replanGroupLessons, syncGroupLessonStudents } from "./group-lessons.service.js";
import * as queries from "./groups.queries.js";

export type Target = { schoolId: number; caller: Caller };
export const actorOf = (deps: Deps, target: Target): Actor => ({
  db: deps.db,
  schoolId: target.schoolId,
  caller: target.caller,
});

/** The spec's `name_group` is the Russian name; `name_ru`, `name_kk`, `name_en` the names as written (0042). */
const namesOf = (row: { nameGroup: string; nameKk: string; nameEn: string }) => ({
  name_group: row.nameGroup,
  name_ru: row.nameGroup,
  name_kk: row.nameKk,
  name_en: row.nameEn,
});

/** The reads that take `translate_lang` show `name_group` in it, falling back like programs (decision 0042). */
const shownIn =
  (language: TranslateLang | undefined) =>
  <Group extends ReturnType<typeof namesOf>>(group: Group): Group =>
    language === undefined
      ? group
      : { ...group, name_group: inLanguage(language, { ru: group.name_ru, kk: group.name_kk, en: group.name_en }) };

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
    ...namesOf(group),
    type_group: group.typeGroup,
    course_id: group.courseId,
    teacher:
      group.teacherId === null
        ? null
        : { id: group.teacherId, first_name: group.teacherFirstName ?? "", last_name: group.teacherLastName ?? "" },
    students: studentsByGroup.get(group.id) ?? [],
  }));
}

/** Groups as every group call answers them, in the order of `ids`: three queries whatever their number. */
export async function groupDetails(scope: Scope, ids: number[]): Promise<GroupDetail[]> {
  const [rows, students, slots] = await Promise.all([
    queries.selectGroupRows(scope, ids),
    queries.listGroupStudents(scope, ids),
    queries.selectTimetables(scope, ids),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    if (!row) return [];
    return [
      {
        id: row.id,
        ...namesOf(row),
        type_group: row.typeGroup,
        course_id: row.courseId,
        course: { id: row.courseId, title_ru: row.titleRu, title_kk: row.titleKk, title_en: row.titleEn },
        teacher:
          row.teacherId === null
            ? null
            : { id: row.teacherId, first_name: row.teacherFirstName ?? "", last_name: row.teacherLastName ?? "" },
        students: students
          .filter((student) => student.groupId === id)
          .map((student) => ({ id: student.id, first_name: student.firstName, last_name: student.lastName })),
        schedule: slots
          .filter((slot) => slot.groupId === id)
          .map((slot) => ({ weekday: slot.weekday, start_time: slot.startTime.slice(0, 5), duration: slot.duration })),
        created_at: row.createdAt.toISOString(),
      },
    ];
  });
}

export async function groupDetail(scope: Scope, id: number): Promise<GroupDetail> {
  const [detail] = await groupDetails(scope, [id]);
  if (!detail) throw notFound("Group not found");
  return detail;
}

// ---- reading ----

export async function getGroup(deps: Deps, target: Target & { id: number; language?: TranslateLang }) {
  const actor = actorOf(deps, target);
  const detail = await groupDetail(actor, target.id);
  await requireAccess(actor, "group.read", { teacherId: detail.teacher?.id ?? null });
  return shownIn(target.language)(detail);
}

const requireOwnSchool = (target: { schoolId: number; pathSchoolId: number }) => {
  if (target.pathSchoolId !== target.schoolId) throw notFound("School not found");
};

/** list/{schoolId}/: the school's groups a page at a time (a teacher's: those they teach). */
export async function listSchoolGroups(
  deps: Deps,
  target: Target & {
    pathSchoolId: number;
    query: { course_id?: number; page: number; translate_lang?: TranslateLang };
    requestUrl: string;
  },
) {
  requireOwnSchool(target);
  const actor = actorOf(deps, target);
  if (target.query.course_id !== undefined && !(await queries.findCourse(actor, target.query.course_id))) {
    throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
  }
  const filter = {
    courseId: target.query.course_id,
    visible: accessFilter(actor, "group.read", { teacherId: studyGroups.teacherId }),
  };
  const window = pageWindow(target.query.page, GROUP_LIST_PAGE_SIZE);
  const [ids, total] = await Promise.all([
    queries.selectGroupIds(actor, { ...filter, ...window }),
    queries.countGroups(actor, filter),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: target.query.page,
    pageSize: GROUP_LIST_PAGE_SIZE,
    count: total,
    results: (
      await groupDetails(
        actor,
        ids.map((row) => row.id),
      )
    ).map(shownIn(target.query.translate_lang)),
  });
}

/** get_user_group/{id}/ and list_teacher_group/{id}/: the groups a user studies in or teaches. */
export async function listUserGroups(deps: Deps, target: Target & { userId: number; teacherOnly?: boolean }) {
  const actor = actorOf(deps, target);
  await requireAccess(actor, "group.readOfUser", { userId: target.userId });
  const user = await queries.findUser(actor, target.userId);
  if (!user || (target.teacherOnly && user.role !== "teacher")) throw notFound("Teacher not found");
  const ids = await queries.selectGroupIdsOfUser(actor, target.userId);
  return groupDetails(
    actor,
    ids.map((row) => row.id),
  );
}

/** list_users/{schoolId}/: students or teachers for the group form. */
export async function listGroupUsers(
  deps: Deps,
  target: Target & {
    pathSchoolId: number;
    query: { role: "teacher" | "student"; course_id?: number; group?: number; q?: string; page: number };
    requestUrl: string;
  },
): Promise<GroupUsersPage> {
  requireOwnSchool(target);
  const scope = { db: deps.db, schoolId: target.schoolId };
  const { query } = target;
  if (query.course_id !== undefined && !(await queries.findCourse(scope, query.course_id))) {
    throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
  }
  if (query.group !== undefined && (await groupDetails(scope, [query.group])).length === 0) {
    throw new AppError("not_found", "Group not found", { fields: { group: "Not found" } });
  }
  const where = queries.groupUsersFilter(scope, {
    role: query.role,
    courseId: query.course_id,
    groupId: query.group,
    q: query.q,
  });
  const [rows, total] = await Promise.all([
    queries.selectUsers(scope, where, pageWindow(query.page, GROUP_USERS_PAGE_SIZE)),
    queries.countUsers(scope, where),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: query.page,
    pageSize: GROUP_USERS_PAGE_SIZE,
    count: total,
    results: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      role: row.role as "teacher" | "student",
    })),
  });
}

/** list_teacher_group_create/: any teacher of the school may take a new group of the program; its own come first. */
export async function listGroupTeacherChoices(
  deps: Deps,
  target: Target & { query: { course: number; q?: string; page: number }; requestUrl: string },
): Promise<GroupTeacherChoicesPage> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  const { query } = target;
  if (!(await queries.findCourse(scope, query.course))) {
    throw new AppError("not_found", "Program not found", { fields: { course: "Not found" } });
  }
  const where = queries.groupUsersFilter(scope, { role: "teacher", q: query.q });
  const [rows, total] = await Promise.all([
    queries.selectTeacherChoices(scope, {
      courseId: query.course,
      where,
      window: pageWindow(query.page, GROUP_USERS_PAGE_SIZE),
    }),
    queries.countUsers(scope, where),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: target.requestUrl,
    page: query.page,
    pageSize: GROUP_USERS_PAGE_SIZE,
    count: total,
    results: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
      role: "teacher" as const,
      teaches_course: row.teachesCourse,
    })),
  });
}

// ---- the rules every write follows ----

export function requireRoom(type: GroupType, studentCount: number) {
  const capacity = groupCapacity(type);
  if (studentCount > capacity) {
    throw new AppError("conflict", `A group of type ${type} holds at most ${capacity} student(s)`, {
      fields: { students: `At most ${capacity} for this type of group` },
    });
  }
}

/** Group students must study the program: the form offers only those (400 naming `students` otherwise). */
async function requireProgramStudents(scope: Scope, courseId: number, userIds: number[]) {
  const members = new Set(await queries.membersOf(scope, { courseId, role: "student", userIds }));
  const strangers = userIds.filter((id) => !members.has(id));
  if (strangers.length > 0) {
    throw new AppError("bad_request", "Only students of the program can join its groups", {
      fields: { students: `Not students of the program: ${strangers.join(", ")}` },
    });
  }
}

/** A group's teacher is a teacher of the school, and so becomes a teacher of the program if not one already. */
async function requireTeacher(scope: Scope, courseId: number, teacherId: number | null, field = "teacher") {
  if (teacherId === null) return;
  const user = await queries.findUser(scope, teacherId);
  if (user?.role !== "teacher") {
    throw new AppError("bad_request", "The teacher must be a teacher of the school", {
      fields: { [field]: "Not a teacher of this school" },
    });
  }
  await queries.addMembers(scope, { courseId, role: "teacher", userIds: [teacherId] });
}

const toSlots = (schedule: TimetableSlot[]) =>
  schedule.map((slot) => ({ weekday: slot.weekday, startTime: slot.start_time, duration: slot.duration }));

// ---- writing ----

export async function createGroup(deps: Deps, target: Target & { body: GroupCreateBody }) {
  const { body } = target;
  const id = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    if (!(await queries.findCourse(scope, body.course))) {
      throw new AppError("not_found", "Program not found", { fields: { course: "Not found" } });
    }
    requireRoom(body.type_group, body.students.length);
    await requireProgramStudents(scope, body.course, body.students);
    await requireTeacher(scope, body.course, body.teacher);
    const groupId = await queries.insertGroup(scope, {
      courseId: body.course,
      nameGroup: body.name_group,
      nameKk: body.name_kk,
      nameEn: body.name_en,
      typeGroup: body.type_group,
      teacherId: body.teacher,
    });
    await queries.addStudents(scope, groupId, body.students);
    await queries.replaceTimetable(scope, groupId, toSlots(body.schedule));
    await replanGroupLessons(scope, groupId, target.caller.userId);
    return groupId;
  });
  return groupDetail({ db: deps.db, schoolId: target.schoolId }, id);
}

export async function updateGroup(deps: Deps, target: Target & { id: number; body: GroupUpdateBody }) {
  const { body } = target;
  if (body.id !== undefined && body.id !== target.id) {
    throw new AppError("bad_request", "The body's id differs from the path's", {
      fields: { id: "Must be the path's id" },
    });
  }
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const group = await queries.lockGroup(scope, target.id);
    if (!group) throw notFound("Group not found");
    const type = body.type_group ?? group.typeGroup;
    const current = await queries.studentIdsOf(scope, group.id);
    const students = body.students ?? current;
    requireRoom(type, students.length);
    const added = students.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !students.includes(id));
    if (body.students) {
      await requireProgramStudents(scope, group.courseId, added);
      await queries.removeStudents(scope, group.id, removed);
      await queries.addStudents(scope, group.id, added);
    }
    if (body.teacher !== undefined) await requireTeacher(scope, group.courseId, body.teacher);
    await queries.updateGroupRow(scope, group.id, {
      ...(body.name_group === undefined ? {} : { nameGroup: body.name_group }),
      ...(body.name_kk === undefined ? {} : { nameKk: body.name_kk }),
      ...(body.name_en === undefined ? {} : { nameEn: body.name_en }),
      ...(body.type_group === undefined ? {} : { typeGroup: body.type_group }),
      ...(body.teacher === undefined ? {} : { teacherId: body.teacher }),
    });
    if (body.schedule) await queries.replaceTimetable(scope, group.id, toSlots(body.schedule));
    if (body.schedule || body.teacher !== undefined || body.type_group !== undefined) {
      await replanGroupLessons(scope, group.id, target.caller.userId);
    } else {
      await syncGroupLessonStudents(scope, group.id, { added, removed });
    }
  });
  return groupDetail({ db: deps.db, schoolId: target.schoolId }, target.id);
}

export async function deleteGroup(deps: Deps, target: Target & { id: number }) {
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    if (!(await queries.lockGroup(scope, target.id))) throw notFound("Group not found");
    await queries.deleteGroupRow(scope, target.id);
  });
}

export async function removeStudent(deps: Deps, target: Target & { groupId: number; userId: number }) {
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    if (!(await queries.lockGroup(scope, target.groupId))) throw notFound("Group not found");
    const removed = await queries.removeStudents(scope, target.groupId, [target.userId]);
    if (removed === 0)
      throw new AppError("not_found", "The student is not in this group", { fields: { userId: "Not in the group" } });
    await syncGroupLessonStudents(scope, target.groupId, { added: [], removed: [target.userId] });
  });
}
