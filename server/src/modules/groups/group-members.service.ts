import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { replanGroupLessons, syncGroupLessonStudents } from "./group-lessons.service.js";
import { requireRoom } from "./group-writes.service.js";
import * as queries from "./groups.queries.js";
import { groupDetail, groupDetails } from "./groups.service.js";

/** Students and teachers moving between groups and programs (decision 0027). */

/**
 * update_courses/: students leave one group for another. Both groups are locked in id order (two opposite moves
 * cannot deadlock), the target's size rule is checked against what it holds under the lock, and students moving to
 * another program's group join that program's students.
 */
export async function moveStudents(actor: Actor, body: { from_group: number; to_group: number; students: number[] }) {
  await inTransaction(actor, async (tx) => {
    const locked = new Map<number, queries.LockedGroup>();
    for (const id of [body.from_group, body.to_group].sort((a, b) => a - b)) {
      const group = await queries.lockGroup(tx, id);
      const field = id === body.from_group ? "from_group" : "to_group";
      if (!group) throw new AppError("not_found", "Group not found", { fields: { [field]: "Not found" } });
      locked.set(id, group);
    }
    const from = locked.get(body.from_group)!;
    const to = locked.get(body.to_group)!;
    const inFrom = new Set(await queries.studentIdsOf(tx, from.id));
    const outsiders = body.students.filter((id) => !inFrom.has(id));
    if (outsiders.length > 0) {
      throw new AppError("bad_request", "Only students of the first group can be moved", {
        fields: { students: `Not in the group: ${outsiders.join(", ")}` },
      });
    }
    const inTo = new Set(await queries.studentIdsOf(tx, to.id));
    const arriving = body.students.filter((id) => !inTo.has(id));
    requireRoom(to.typeGroup, inTo.size + arriving.length);
    if (to.courseId !== from.courseId) {
      await queries.addMembers(tx, { courseId: to.courseId, role: "student", userIds: arriving });
    }
    await queries.removeStudents(tx, { groupId: from.id, userIds: body.students });
    await queries.addStudents(tx, { groupId: to.id, userIds: arriving });
    await syncGroupLessonStudents(tx, { groupId: from.id, added: [], removed: body.students });
    await syncGroupLessonStudents(tx, { groupId: to.id, added: arriving, removed: [] });
  });
  const [from, to] = await groupDetails(actor, [body.from_group, body.to_group]);
  return { from_group: from!, to_group: to! };
}

/**
 * copy_course/{courseId}/{userId}/: the user gets the program in their role (a student studies it, a teacher
 * teaches it), and joins the named group of it. Calling it again changes nothing.
 */
export async function copyCourseToUser(actor: Actor, input: { courseId: number; userId: number; group?: number }) {
  const { courseId, group: groupId } = input;
  const result = await inTransaction(actor, async (tx) => {
    const user = await queries.findUser(tx, input.userId);
    if (!user || (user.role !== "student" && user.role !== "teacher")) {
      throw new AppError("bad_request", "Only students and teachers take programs", {
        fields: { userId: "Not a student or teacher" },
      });
    }
    const role = user.role;
    const added = await queries.addMembers(tx, { courseId, role, userIds: [user.id] });
    if (groupId !== undefined) {
      const group = await queries.lockGroup(tx, groupId);
      if (!group || group.courseId !== courseId) {
        throw new AppError("not_found", "Group not found in this program", { fields: { group: "Not found" } });
      }
      if (role === "teacher") {
        await queries.updateGroupRow(tx, { id: group.id, teacherId: user.id });
        await replanGroupLessons(tx, { groupId: group.id, actorId: actor.caller.userId });
      } else {
        const current = await queries.studentIdsOf(tx, group.id);
        if (!current.includes(user.id)) requireRoom(group.typeGroup, current.length + 1);
        await queries.addStudents(tx, { groupId: group.id, userIds: [user.id] });
        await syncGroupLessonStudents(tx, { groupId: group.id, added: [user.id], removed: [] });
      }
    }
    return { role, added: added.length > 0 };
  });
  return {
    course_id: courseId,
    user_id: input.userId,
    role: result.role,
    added: result.added,
    group: groupId === undefined ? null : await groupDetail(actor, groupId),
  };
}
