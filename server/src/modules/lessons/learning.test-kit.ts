import type { Db } from "../../db/client.js";
import { courseMembers } from "../../db/schema/index.js";
import type { TestApp, TestSchool } from "../../test/test-app.js";

/** Helpers shared by the lessons' and exercises' tests (not a test file itself). */
export const api = (path: string) => `/api/v1/course/course/${path}`;

export async function joinProgram(
  db: Db,
  member: { courseId: number; userId: number; role: (typeof courseMembers.$inferInsert)["role"] },
) {
  await db.insert(courseMembers).values(member);
}

/** A GET as one role of a school. */
export function getAs(harness: TestApp) {
  return async (school: TestSchool, role: "admin_school" | "admin" | "teacher" | "student", url: string) =>
    harness.app.inject({ method: "GET", url, headers: await harness.authAs(school, role) });
}
