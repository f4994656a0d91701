import type { ApplicationStatusKey } from "@school/contracts";
import { eq } from "drizzle-orm";
import type { Db } from "../client.js";
import { applicationStatuses, applicationStatusHistory, courses } from "../schema/index.js";
import { firstUserOfRole } from "./demo-people.js";

/**
 * The demo student's applications (decision 0025), so the program pages and the analytics show something: the 2nd
 * program invited him, the 3rd refused, the 4th is only selected. The first (demo) program is left without a status
 * for people (and the browser test) to set. Runs only while the school has no statuses.
 */
const DEMO_PATHS: readonly (readonly ApplicationStatusKey[])[] = [
  ["selected", "submitted", "invitation"],
  ["selected", "submitted", "refusal"],
  ["selected"],
];
const DAY = 86_400_000;

export async function seedDemoStatuses(db: Db, schoolId: number): Promise<void> {
  const [existing] = await db
    .select({ id: applicationStatuses.id })
    .from(applicationStatuses)
    .where(eq(applicationStatuses.schoolId, schoolId))
    .limit(1);
  if (existing) return;
  const student = await firstUserOfRole(db, schoolId, "student");
  const manager = await firstUserOfRole(db, schoolId, "admin");
  const programs = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(1 + DEMO_PATHS.length);
  if (!student || !manager || programs.length < 1 + DEMO_PATHS.length) return;
  await db.transaction(async (tx) => {
    for (const [index, path] of DEMO_PATHS.entries()) {
      const courseId = programs[index + 1]!.id;
      // One change a fortnight, the last one ending some weeks ago, so the month chart has more than one month.
      const when = (step: number) => new Date(Date.now() - (path.length - step + index) * 14 * DAY);
      await tx.insert(applicationStatusHistory).values(
        path.map((status, step) => ({
          schoolId,
          userId: student,
          courseId,
          fromStatus: step === 0 ? null : path[step - 1]!,
          toStatus: status,
          changedBy: manager,
          changedAt: when(step),
        })),
      );
      await tx.insert(applicationStatuses).values({
        schoolId,
        userId: student,
        courseId,
        status: path.at(-1)!,
        createdAt: when(0),
        updatedAt: when(path.length - 1),
      });
    }
  });
}
