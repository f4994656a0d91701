import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError, notFound } from "../../core/errors.js";
import { inTransaction, type Scope } from "../../core/tenancy/scope.js";
import { replanGroupLessons } from "./group-lessons.service.js";
import * as queries from "./groups.queries.js";
import { groupDetails } from "./groups.service.js";

/** The teacher page: a teacher's programs with their groups, and groups taken over or given up (decision 0027). */

/** list_group_teacher/{id}/: the teacher page's programs, each with the teacher's groups in it. */
export async function teacherPrograms(actor: Actor, teacherId: number) {
  await requireAccess(actor, "group.readOfUser", { userId: teacherId });
  return teacherProgramsOf(actor, teacherId);
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

/** add_group_id_teacher/{teacherId}/: the teacher takes over the groups, and teaches their programs. */
export async function addTeacherGroups(actor: Actor, input: { teacherId: number; groupIds: number[] }) {
  const { teacherId } = input;
  await inTransaction(actor, async (tx) => {
    const user = await queries.findUser(tx, teacherId);
    if (user?.role !== "teacher") throw notFound("Teacher not found");
    for (const id of [...input.groupIds].sort((a, b) => a - b)) {
      const group = await queries.lockGroup(tx, id);
      if (!group) throw new AppError("not_found", "Group not found", { fields: { courses: `Group ${id} not found` } });
      await queries.addMembers(tx, { courseId: group.courseId, role: "teacher", userIds: [teacherId] });
      await queries.updateGroupRow(tx, { id, teacherId });
      await replanGroupLessons(tx, { groupId: id, actorId: actor.caller.userId });
    }
  });
  return teacherProgramsOf(actor, teacherId);
}

/** delete_group_teacher/{a}/{b}/: group b loses teacher a; it must be theirs (404 otherwise). */
export async function removeTeacherGroup(actor: Actor, input: { teacherId: number; groupId: number }) {
  await inTransaction(actor, async (tx) => {
    const group = await queries.lockGroup(tx, input.groupId);
    if (!group || group.teacherId !== input.teacherId) {
      throw new AppError("not_found", "This teacher does not teach this group", {
        fields: { b: "Not this teacher's group" },
      });
    }
    await queries.updateGroupRow(tx, { id: group.id, teacherId: null });
    await replanGroupLessons(tx, { groupId: group.id, actorId: actor.caller.userId });
  });
  return teacherProgramsOf(actor, input.teacherId);
}
