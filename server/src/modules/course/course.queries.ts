import { byId, rowById, type Scope } from "../../core/tenancy/scope.js";
import { courses } from "../../db/schema/index.js";

/** The program row that every part of a program (its images, members, rounds, requirements, files) reads and touches. */
export type CourseRow = typeof courses.$inferSelect;
export type CourseColumns = Partial<typeof courses.$inferInsert>;

export async function findCourse(scope: Scope, courseId: number): Promise<CourseRow | null> {
  const row = await rowById(scope, { table: courses, id: courseId });
  return row ?? null;
}

/** Every change to a program or its parts moves updated_at, which the catalogue's change window reads. */
export async function updateCourse(scope: Scope, change: { courseId: number; values?: CourseColumns }) {
  const { courseId, values = {} } = change;
  await scope.db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(byId(scope, courses, courseId));
}
