import type { CourseMember } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import { deleteMember, insertMember, usersInSchool } from "./course.queries.js";
import { loadCourse } from "./course.service.js";

type MemberRole = "teacher" | "student";
type MemberTarget = { schoolId: number; courseId: number; userId: number; role: MemberRole };

/** The body field that named the user, so a refusal points at what the client sent. */
const FIELD_OF: Record<MemberRole, string> = { teacher: "teacher_id", student: "student_id" };

/**
 * Attaches a teacher or a student of the same school; a user of another school is not found, a user of another
 * role is refused. Adding someone already attached changes nothing.
 */
export async function addMember(deps: Deps, target: MemberTarget): Promise<CourseMember> {
  await loadCourse(deps, target);
  const field = FIELD_OF[target.role];
  const [user] = await usersInSchool({ db: deps.db, schoolId: target.schoolId }, [target.userId]);
  if (!user) throw new AppError("not_found", "User not found", { fields: { [field]: "Not found" } });
  if (user.role !== target.role) {
    throw new AppError("validation_failed", `This user is not a ${target.role}`, {
      fields: { [field]: `Not a ${target.role}` },
    });
  }
  await insertMember(
    { db: deps.db, schoolId: target.schoolId },
    {
      courseId: target.courseId,
      userId: user.id,
      role: target.role,
    },
  );
  return { id: user.id, first_name: user.firstName, last_name: user.lastName };
}

export async function removeMember(deps: Deps, target: MemberTarget): Promise<void> {
  const removed = await deleteMember({ db: deps.db, schoolId: target.schoolId }, target);
  if (!removed) throw new AppError("not_found", `This user is not a ${target.role} of the program`);
}
