import {
  type GroupCreateBody,
  type GroupType,
  type GroupUpdateBody,
  groupCapacity,
  type TimetableSlot,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { AppError, notFound } from "../../core/errors.js";
import { inTransaction, type Scope } from "../../core/tenancy/scope.js";
import { replanGroupLessons, syncGroupLessonStudents } from "./group-lessons.service.js";
import * as queries from "./groups.queries.js";
import { groupDetail } from "./groups.service.js";

/** A group's own writes: creating, changing and deleting it, and a student leaving it (decision 0027). */

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

export async function createGroup(actor: Actor, body: GroupCreateBody) {
  const id = await inTransaction(actor, async (tx) => {
    if (!(await queries.findCourse(tx, body.course))) {
      throw new AppError("not_found", "Program not found", { fields: { course: "Not found" } });
    }
    requireRoom(body.type_group, body.students.length);
    await requireProgramStudents(tx, body.course, body.students);
    await requireTeacher(tx, body.course, body.teacher);
    const groupId = await queries.insertGroup(tx, {
      courseId: body.course,
      nameGroup: body.name_group,
      nameKk: body.name_kk,
      nameEn: body.name_en,
      typeGroup: body.type_group,
      teacherId: body.teacher,
    });
    await queries.addStudents(tx, { groupId, userIds: body.students });
    await queries.replaceTimetable(tx, { groupId, slots: toSlots(body.schedule) });
    await replanGroupLessons(tx, { groupId, actorId: actor.caller.userId });
    return groupId;
  });
  return groupDetail(actor, id);
}

export async function updateGroup(actor: Actor, input: { id: number; body: GroupUpdateBody }) {
  const { body } = input;
  if (body.id !== undefined && body.id !== input.id) {
    throw new AppError("bad_request", "The body's id differs from the path's", {
      fields: { id: "Must be the path's id" },
    });
  }
  await inTransaction(actor, async (tx) => {
    const group = await queries.lockGroup(tx, input.id);
    if (!group) throw notFound("Group not found");
    const type = body.type_group ?? group.typeGroup;
    const current = await queries.studentIdsOf(tx, group.id);
    const students = body.students ?? current;
    requireRoom(type, students.length);
    const added = students.filter((id) => !current.includes(id));
    const removed = current.filter((id) => !students.includes(id));
    if (body.students) {
      await requireProgramStudents(tx, group.courseId, added);
      await queries.removeStudents(tx, { groupId: group.id, userIds: removed });
      await queries.addStudents(tx, { groupId: group.id, userIds: added });
    }
    if (body.teacher !== undefined) await requireTeacher(tx, group.courseId, body.teacher);
    await queries.updateGroupRow(tx, {
      id: group.id,
      ...(body.name_group === undefined ? {} : { nameGroup: body.name_group }),
      ...(body.name_kk === undefined ? {} : { nameKk: body.name_kk }),
      ...(body.name_en === undefined ? {} : { nameEn: body.name_en }),
      ...(body.type_group === undefined ? {} : { typeGroup: body.type_group }),
      ...(body.teacher === undefined ? {} : { teacherId: body.teacher }),
    });
    if (body.schedule) await queries.replaceTimetable(tx, { groupId: group.id, slots: toSlots(body.schedule) });
    if (body.schedule || body.teacher !== undefined || body.type_group !== undefined) {
      await replanGroupLessons(tx, { groupId: group.id, actorId: actor.caller.userId });
    } else {
      await syncGroupLessonStudents(tx, { groupId: group.id, added, removed });
    }
  });
  return groupDetail(actor, input.id);
}

export async function deleteGroup(actor: Actor, id: number) {
  await inTransaction(actor, async (tx) => {
    if (!(await queries.lockGroup(tx, id))) throw notFound("Group not found");
    await queries.deleteGroupRow(tx, id);
  });
}

export async function removeStudent(actor: Actor, input: { groupId: number; userId: number }) {
  const { groupId, userId } = input;
  await inTransaction(actor, async (tx) => {
    if (!(await queries.lockGroup(tx, groupId))) throw notFound("Group not found");
    const removed = await queries.removeStudents(tx, { groupId, userIds: [userId] });
    if (removed === 0)
      throw new AppError("not_found", "The student is not in this group", { fields: { userId: "Not in the group" } });
    await syncGroupLessonStudents(tx, { groupId, added: [], removed: [userId] });
  });
}
