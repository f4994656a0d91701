import { AppError } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { type CourseRow, findCourse } from "./course.queries.js";

export const programNotFound = () =>
  new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });

/** The program `courseId` of the scope's school; any other is not found (naming `course_id`). */
export async function loadCourse(scope: Scope, courseId: number): Promise<CourseRow> {
  const course = await findCourse(scope, courseId);
  if (!course) throw programNotFound();
  return course;
}
