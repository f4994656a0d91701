import { and, asc, count, eq, inArray, max, notInArray } from "drizzle-orm";
import { courseMedia, courses } from "../../db/schema/index.js";
import type { Scope } from "./course.queries.js";

export function listMedia({ db, schoolId }: Scope, courseId: number) {
  return db
    .select({ id: courseMedia.id, image: courseMedia.image, thumb: courseMedia.thumb })
    .from(courseMedia)
    .where(and(eq(courseMedia.courseId, courseId), eq(courseMedia.schoolId, schoolId)))
    .orderBy(asc(courseMedia.order), asc(courseMedia.id));
}

/** Locks the program row for the rest of the transaction, so gallery changes to one program run one at a time. */
export async function lockCourse({ db, schoolId }: Scope, courseId: number): Promise<boolean> {
  const rows = await db
    .select({ id: courses.id })
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)))
    .for("update")
    .limit(1);
  return rows.length > 0;
}

export async function mediaStats({ db, schoolId }: Scope, courseId: number) {
  const [row] = await db
    .select({ total: count(), lastOrder: max(courseMedia.order) })
    .from(courseMedia)
    .where(and(eq(courseMedia.courseId, courseId), eq(courseMedia.schoolId, schoolId)));
  return { total: row?.total ?? 0, nextOrder: (row?.lastOrder ?? -1) + 1 };
}

export async function insertMedia(
  { db, schoolId }: Scope,
  values: { courseId: number; image: string; thumb: string; order: number },
) {
  await db.insert(courseMedia).values({ schoolId, ...values });
}

/** Deletes the program's images not kept and answers their storage keys. */
export async function deleteMediaExcept({ db, schoolId }: Scope, courseId: number, keepIds: number[]) {
  const scope = and(eq(courseMedia.courseId, courseId), eq(courseMedia.schoolId, schoolId));
  return db
    .delete(courseMedia)
    .where(keepIds.length > 0 ? and(scope, notInArray(courseMedia.id, keepIds)) : scope)
    .returning({ image: courseMedia.image, thumb: courseMedia.thumb });
}

export async function setMediaOrder({ db, schoolId }: Scope, orderedIds: number[]) {
  for (const [order, id] of orderedIds.entries()) {
    await db
      .update(courseMedia)
      .set({ order })
      .where(and(eq(courseMedia.id, id), eq(courseMedia.schoolId, schoolId)));
  }
}

/** The ids of a program's images among the given ones; the others are not its images. */
export async function mediaIdsOf({ db, schoolId }: Scope, courseId: number, ids: number[]) {
  if (ids.length === 0) return [];
  const rows = await db
    .select({ id: courseMedia.id })
    .from(courseMedia)
    .where(and(eq(courseMedia.courseId, courseId), eq(courseMedia.schoolId, schoolId), inArray(courseMedia.id, ids)));
  return rows.map((row) => row.id);
}
