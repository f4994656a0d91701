import type { CourseMember } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { loadCourse } from "../course.service.js";
import { deleteMember, insertMember, usersInSchool } from "./members.queries.js";

type MemberRole = "teacher" | "student";
type Membership = { courseId: number; userId: number; role: MemberRole };

/** The body field that named the user, so a refusal points at what the client sent. */
const FIELD_OF: Record<MemberRole, string> = { teacher: "teacher_id", student: "student_id" };

/**
 * Attaches a teacher or a student of the same school; a user of another school is not found, a user of another
 * role is refused. Adding someone already attached changes nothing.
 */
export async function addMember(actor: Actor, membership: Membership): Promise<CourseMember> {
  await loadCourse(actor, membership.courseId);
  const field = FIELD_OF[membership.role];
  const [user] = await usersInSchool(actor, [membership.userId]);
  if (!user) throw new AppError("not_found", "User not found", { fields: { [field]: "Not found" } });
  if (user.role !== membership.role) {
    throw new AppError("validation_failed", `This user is not a ${membership.role}`, {
      fields: { [field]: `Not a ${membership.role}` },
    });
  }
  await insertMember(actor, { courseId: membership.courseId, userId: user.id, role: membership.role });
  return { id: user.id, first_name: user.firstName, last_name: user.lastName };
}

export async function removeMember(actor: Actor, membership: Membership): Promise<void> {
  const removed = await deleteMember(actor, membership);
  if (!removed) throw new AppError("not_found", `This user is not a ${membership.role} of the program`);
}
