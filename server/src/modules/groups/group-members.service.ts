import { requireAccess } from "../../core/access/access.js";
import { AppError, notFound } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import type { Deps } from "../../deps.js";
import { replanGroupLessons, syncGroupLessonStudents } from "./group-lessons.service.js";
import * as queries from "./groups.queries.js";
import { actorOf, groupDetail, groupDetails, requireRoom, type Target } from "./groups.service.js";

/** Students and teachers moving between groups and programs, and the teacher page (decision 0027). */

/** list_group_teacher/{id}/: the teacher page's programs, each with the teacher's groups in it. */
export async function teacherPrograms(deps: Deps, target: Target & { teacherId: number }) {
  const actor = actorOf(deps, target);
  await requireAccess(actor, "group.readOfUser", { userId: target.teacherId });
  return teacherProgramsOf(actor, target.teacherId);
}

async function teacherProgramsOf(scope: Scope, teacherId: number) {
  const user = await queries.findUser(scope, teacherId);
  if (user?.role !== "teacher") throw notFound("Teacher not found");
  const [programs, ids] = await Promise.all([
    queries.programsTaughtBy(scope, teacherId),
    queries.selectGroupIdsOfUser(scope, teacherId),
  ]);
  const groups = (
    await groupDetails(
      scope,
      ids.map((row) => row.id),
    )
  ).filter((group) => group.teacher?.id === teacherId);
  return programs.map((program) => ({
    id: program.id,
    title_ru: program.titleRu,
    title_kk: program.titleKk,
    title_en: program.titleEn,
    groups: groups.filter((group) => group.course_id === program.id),
  }));
}

/**
 * update_courses/: students leave one group for another. Both groups are locked in id order (two opposite moves
 * cannot deadlock), the target's size rule is checked against what it holds under the lock, and students moving to
 * another program's group join that program's students.
 */
export async function moveStudents(
  deps: Deps,
  target: Target & { body: { from_group: number; to_group: number; students: number[] } },
) {
  const { body } = target;
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const locked = new Map<number, queries.LockedGroup>();
    for (const id of [body.from_group, body.to_group].sort((a, b) => a - b)) {
      const group = await queries.lockGroup(scope, id);
      const field = id === body.from_group ? "from_group" : "to_group";
      if (!group) throw new AppError("not_found", "Group not found", { fields: { [field]: "Not found" } });
      locked.set(id, group);
    }
    const from = locked.get(body.from_group)!;
    const to = locked.get(body.to_group)!;
    const inFrom = new Set(await queries.studentIdsOf(scope, from.id));
    const outsiders = body.students.filter((id) => !inFrom.has(id));
    if (outsiders.length > 0) {
      throw new AppError("bad_request", "Only students of the first group can be moved", {
        fields: { students: `Not in the group: ${outsiders.join(", ")}` },
      });
    }
    const inTo = new Set(await queries.studentIdsOf(scope, to.id));
    const arriving = body.students.filter((id) => !inTo.has(id));
    requireRoom(to.typeGroup, inTo.size + arriving.length);
    if (to.courseId !== from.courseId) {
      await queries.addMembers(scope, { courseId: to.courseId, role: "student", userIds: arriving });
    }
    await queries.removeStudents(scope, from.id, body.students);
    await queries.addStudents(scope, to.id, arriving);
    await syncGroupLessonStudents(scope, from.id, { added: [], removed: body.students });
    await syncGroupLessonStudents(scope, to.id, { added: arriving, removed: [] });
  });
  const scope = { db: deps.db, schoolId: target.schoolId };
  const [from, to] = await groupDetails(scope, [body.from_group, body.to_group]);
  return { from_group: from!, to_group: to! };
}

/**
 * copy_course/{courseId}/{userId}/: the user gets the program in their role (a student studies it, a teacher
 * teaches it), and joins the named group of it. Calling it again changes nothing.
 */
export async function copyCourseToUser(
  deps: Deps,
  target: Target & { courseId: number; userId: number; body: { group?: number } },
) {
  const { body } = target;
  const result = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const user = await queries.findUser(scope, target.userId);
    if (!user || (user.role !== "student" && user.role !== "teacher")) {
      throw new AppError("bad_request", "Only students and teachers take programs", {
        fields: { userId: "Not a student or teacher" },
      });
    }
    const role = user.role;
    const added = await queries.addMembers(scope, { courseId: target.courseId, role, userIds: [user.id] });
    if (body.group !== undefined) {
      const group = await queries.lockGroup(scope, body.group);
      if (!group || group.courseId !== target.courseId) {
        throw new AppError("not_found", "Group not found in this program", { fields: { group: "Not found" } });
      }
      if (role === "teacher") {
        await queries.updateGroupRow(scope, group.id, { teacherId: user.id });
        await replanGroupLessons(scope, group.id, target.caller.userId);
      } else {
        const current = await queries.studentIdsOf(scope, group.id);
        if (!current.includes(user.id)) requireRoom(group.typeGroup, current.length + 1);
        await queries.addStudents(scope, group.id, [user.id]);
        await syncGroupLessonStudents(scope, group.id, { added: [user.id], removed: [] });
      }
    }
    return { role, added: added.length > 0 };
  });
  const scope = { db: deps.db, schoolId: target.schoolId };
  return {
    course_id: target.courseId,
    user_id: target.userId,
    role: result.role,
    added: result.added,
    group: body.group === undefined ? null : await groupDetail(scope, body.group),
  };
}

/** add_group_id_teacher/{teacherId}/: the teacher takes over the groups, and teaches their programs. */
export async function addTeacherGroups(deps: Deps, target: Target & { teacherId: number; groupIds: number[] }) {
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const user = await queries.findUser(scope, target.teacherId);
    if (user?.role !== "teacher") throw notFound("Teacher not found");
    for (const id of [...target.groupIds].sort((a, b) => a - b)) {
      const group = await queries.lockGroup(scope, id);
      if (!group) throw new AppError("not_found", "Group not found", { fields: { courses: `Group ${id} not found` } });
      await queries.addMembers(scope, { courseId: group.courseId, role: "teacher", userIds: [target.teacherId] });
      await queries.updateGroupRow(scope, id, { teacherId: target.teacherId });
      await replanGroupLessons(scope, id, target.caller.userId);
    }
  });
  return teacherProgramsOf({ db: deps.db, schoolId: target.schoolId }, target.teacherId);
}

/** delete_group_teacher/{a}/{b}/: group b loses teacher a; it must be theirs (404 otherwise). */
export async function removeTeacherGroup(deps: Deps, target: Target & { teacherId: number; groupId: number }) {
  await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const group = await queries.lockGroup(scope, target.groupId);
    if (!group || group.teacherId !== target.teacherId) {
      throw new AppError("not_found", "This teacher does not teach this group", {
        fields: { b: "Not this teacher's group" },
      });
    }
    await queries.updateGroupRow(scope, group.id, { teacherId: null });
    await replanGroupLessons(scope, group.id, target.caller.userId);
  });
  return teacherProgramsOf({ db: deps.db, schoolId: target.schoolId }, target.teacherId);
}
