import type { ApplicationStatusKey } from "@school/contracts";
import { and, eq, inArray } from "drizzle-orm";
import type { Db } from "../db/client.js";
import { applicationStatuses, applicationStatusHistory, courses } from "../db/schema/index.js";
import { firstUserOfRole, userIdsByEmail } from "./demo-people.js";

/** One application's way through the transition table, on the school's n-th program (0 is the demo program). */
type DemoPath = { program: number; path: readonly ApplicationStatusKey[] };

/**
 * The demo student's applications (decision 0025), so the program pages and the analytics show something: the 2nd
 * program invited him, the 3rd refused, the 4th is only selected. The first (demo) program is left without a status
 * for people (and the browser test) to set. Runs only while the school has no statuses.
 */
const DEMO_PATHS: readonly DemoPath[] = [
  { program: 1, path: ["selected", "submitted", "invitation"] },
  { program: 2, path: ["selected", "submitted", "refusal"] },
  { program: 3, path: ["selected"] },
];

/**
 * The demo classmates' applications, so the pipeline board (decision 0032) has cards in every column, for two
 * intakes and Italy and elsewhere. The demo program stays without a status for them too.
 */
const CLASSMATE_PATHS: Readonly<Record<string, readonly DemoPath[]>> = {
  "aliya@demo.kz": [
    { program: 1, path: ["selected", "submitted", "invitation", "final_choice"] },
    { program: 2, path: ["selected", "submitted"] },
  ],
  "timur@demo.kz": [
    { program: 1, path: ["selected", "submitted"] },
    { program: 3, path: ["selected"] },
  ],
  "dana@demo.kz": [
    { program: 2, path: ["selected", "submitted", "invitation"] },
    { program: 3, path: ["selected", "submitted", "refusal"] },
  ],
};
const DAY = 86_400_000;
const PROGRAMS_USED = 4;

async function demoPrograms(db: Db, schoolId: number) {
  return db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(courses.order, courses.id)
    .limit(PROGRAMS_USED);
}

/** Writes each path as its history (one change a fortnight, ending some weeks ago) and its current status. */
async function writePaths(
  db: Db,
  input: { schoolId: number; userId: number; manager: number; programs: { id: number }[]; paths: readonly DemoPath[] },
) {
  const { schoolId, userId } = input;
  for (const [index, { program, path }] of input.paths.entries()) {
    const courseId = input.programs[program]!.id;
    // Spread over weeks, so the month chart has more than one month and the board's columns a recent-first order.
    const when = (step: number) => new Date(Date.now() - (path.length - step + index) * 14 * DAY);
    await db.insert(applicationStatusHistory).values(
      path.map((status, step) => ({
        schoolId,
        userId,
        courseId,
        fromStatus: step === 0 ? null : path[step - 1]!,
        toStatus: status,
        changedBy: input.manager,
        changedAt: when(step),
      })),
    );
    await db.insert(applicationStatuses).values({
      schoolId,
      userId,
      courseId,
      status: path.at(-1)!,
      createdAt: when(0),
      updatedAt: when(path.length - 1),
    });
  }
}

export async function seedDemoStatuses(db: Db, schoolId: number): Promise<void> {
  const [existing] = await db
    .select({ id: applicationStatuses.id })
    .from(applicationStatuses)
    .where(eq(applicationStatuses.schoolId, schoolId))
    .limit(1);
  if (existing) return;
  const student = await firstUserOfRole(db, schoolId, "student");
  const manager = await firstUserOfRole(db, schoolId, "admin");
  const programs = await demoPrograms(db, schoolId);
  if (!student || !manager || programs.length < PROGRAMS_USED) return;
  await db.transaction((tx) => writePaths(tx, { schoolId, userId: student, manager, programs, paths: DEMO_PATHS }));
}

/**
 * The classmates' applications; runs after the demo records (which add the classmates) and only while none of them
 * has a status.
 */
export async function seedDemoPipeline(db: Db, schoolId: number): Promise<void> {
  const ids = await userIdsByEmail(db, schoolId, Object.keys(CLASSMATE_PATHS));
  const manager = await firstUserOfRole(db, schoolId, "admin");
  const programs = await demoPrograms(db, schoolId);
  if (ids.size === 0 || !manager || programs.length < PROGRAMS_USED) return;
  const [existing] = await db
    .select({ id: applicationStatuses.id })
    .from(applicationStatuses)
    .where(and(eq(applicationStatuses.schoolId, schoolId), inArray(applicationStatuses.userId, [...ids.values()])))
    .limit(1);
  if (existing) return;
  await db.transaction(async (tx) => {
    for (const [email, paths] of Object.entries(CLASSMATE_PATHS)) {
      const userId = ids.get(email);
      if (userId) await writePaths(tx, { schoolId, userId, manager, programs, paths });
    }
  });
}
