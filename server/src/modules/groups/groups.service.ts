import {
  type CourseMember,
  GROUP_LIST_PAGE_SIZE,
  GROUP_USERS_PAGE_SIZE,
  type GroupDetail,
  type GroupTeacherChoicesPage,
  type GroupUsersPage,
  inLanguage,
  type ProgramGroup,
  type TranslateLang,
} from "@school/contracts";
import { accessFilter, requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError, notFound } from "../../core/errors.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { studyGroups } from "../../db/schema/index.js";
import * as queries from "./groups.queries.js";

/** The spec's `name_group` is the Russian name; `name_ru`, `name_kk`, `name_en` the names as written (0042). */
const namesOf = (row: { nameGroup: string; nameKk: string; nameEn: string }) => ({
  name_group: row.nameGroup,
  name_ru: row.nameGroup,
  name_kk: row.nameKk,
  name_en: row.nameEn,
});

/** The reads show `name_group` in the reader's language, falling back like programs (decisions 0042, 0134). */
const shownIn =
  (language: TranslateLang) =>
  <Group extends ReturnType<typeof namesOf>>(group: Group): Group => ({
    ...group,
    name_group: inLanguage(language, { ru: group.name_ru, kk: group.name_kk, en: group.name_en }),
  });

/**
 * A program's groups. A teacher sees only the groups they teach: the other groups' students are not theirs to
 * see, and a teacher of none of them gets an empty list rather than a refusal.
 */
export async function listProgramGroups(actor: Actor, courseId: number): Promise<ProgramGroup[]> {
  const groups = await queries.listGroups(actor, {
    courseId,
    visible: accessFilter(actor, "group.read", { teacherId: studyGroups.teacherId }),
  });
  const students = await queries.listGroupStudents(
    actor,
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
    ...shownIn(actor.language)(namesOf(group)),
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

export async function getGroup(actor: Actor, input: { id: number }) {
  const detail = await groupDetail(actor, input.id);
  await requireAccess(actor, "group.read", { teacherId: detail.teacher?.id ?? null });
  return shownIn(actor.language)(detail);
}

/** The lists named by a school id in their path answer only for the caller's own school. */
const requireOwnSchool = (scope: Scope, pathSchoolId: number) => {
  if (pathSchoolId !== scope.schoolId) throw notFound("School not found");
};

/** A paged list's query and the address it was asked at, for the page links. */
type PageRequest<Query> = { query: Query & { page: number }; requestUrl: string };

/** A page of one of the lists, its links to the neighbouring pages built from the address asked. */
const pageOf = <Item>(
  actor: Actor,
  request: PageRequest<object>,
  page: { pageSize: number; count: number; results: Item[] },
) =>
  drfPage({ publicUrl: actor.deps.env.PUBLIC_URL, requestUrl: request.requestUrl, page: request.query.page, ...page });

/** A user as the group form's lists show them. */
const personOf = (row: { id: number; firstName: string; lastName: string; email: string }) => ({
  id: row.id,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
});

/** list/{schoolId}/: the school's groups a page at a time (a teacher's: those they teach). */
export async function listSchoolGroups(
  actor: Actor,
  input: PageRequest<{ course_id?: number; translate_lang?: TranslateLang }> & { pathSchoolId: number },
) {
  const { query } = input;
  requireOwnSchool(actor, input.pathSchoolId);
  if (query.course_id !== undefined && !(await queries.findCourse(actor, query.course_id))) {
    throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
  }
  const filter = {
    courseId: query.course_id,
    visible: accessFilter(actor, "group.read", { teacherId: studyGroups.teacherId }),
  };
  const window = pageWindow(query.page, GROUP_LIST_PAGE_SIZE);
  const [ids, total] = await Promise.all([
    queries.selectGroupIds(actor, { ...filter, ...window }),
    queries.countGroups(actor, filter),
  ]);
  return pageOf(actor, input, {
    pageSize: GROUP_LIST_PAGE_SIZE,
    count: total,
    results: (
      await groupDetails(
        actor,
        ids.map((row) => row.id),
      )
    ).map(shownIn(actor.language)),
  });
}

/** get_user_group/{id}/ and list_teacher_group/{id}/: the groups a user studies in or teaches. */
export async function listUserGroups(actor: Actor, input: { userId: number; teacherOnly?: boolean }) {
  await requireAccess(actor, "group.readOfUser", { userId: input.userId });
  const user = await queries.findUser(actor, input.userId);
  if (!user || (input.teacherOnly && user.role !== "teacher")) throw notFound("Teacher not found");
  const ids = await queries.selectGroupIdsOfUser(actor, input.userId);
  return groupDetails(
    actor,
    ids.map((row) => row.id),
  );
}

/** list_users/{schoolId}/: students or teachers for the group form. */
export async function listGroupUsers(
  actor: Actor,
  input: PageRequest<{ role: "teacher" | "student"; course_id?: number; group?: number; q?: string }> & {
    pathSchoolId: number;
  },
): Promise<GroupUsersPage> {
  const { query } = input;
  requireOwnSchool(actor, input.pathSchoolId);
  if (query.course_id !== undefined && !(await queries.findCourse(actor, query.course_id))) {
    throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
  }
  if (query.group !== undefined && (await groupDetails(actor, [query.group])).length === 0) {
    throw new AppError("not_found", "Group not found", { fields: { group: "Not found" } });
  }
  const where = queries.groupUsersFilter(actor, {
    role: query.role,
    courseId: query.course_id,
    groupId: query.group,
    q: query.q,
  });
  const [rows, total] = await Promise.all([
    queries.selectUsers(actor, { where, window: pageWindow(query.page, GROUP_USERS_PAGE_SIZE) }),
    queries.countUsers(actor, where),
  ]);
  return pageOf(actor, input, {
    pageSize: GROUP_USERS_PAGE_SIZE,
    count: total,
    results: rows.map((row) => ({ ...personOf(row), role: row.role as "teacher" | "student" })),
  });
}

/** list_teacher_group_create/: any teacher of the school may take a new group of the program; its own come first. */
export async function listGroupTeacherChoices(
  actor: Actor,
  input: PageRequest<{ course: number; q?: string }>,
): Promise<GroupTeacherChoicesPage> {
  const { query } = input;
  if (!(await queries.findCourse(actor, query.course))) {
    throw new AppError("not_found", "Program not found", { fields: { course: "Not found" } });
  }
  const where = queries.groupUsersFilter(actor, { role: "teacher", q: query.q });
  const [rows, total] = await Promise.all([
    queries.selectTeacherChoices(actor, {
      courseId: query.course,
      where,
      window: pageWindow(query.page, GROUP_USERS_PAGE_SIZE),
    }),
    queries.countUsers(actor, where),
  ]);
  return pageOf(actor, input, {
    pageSize: GROUP_USERS_PAGE_SIZE,
    count: total,
    results: rows.map((row) => ({ ...personOf(row), role: "teacher" as const, teaches_course: row.teachesCourse })),
  });
}
