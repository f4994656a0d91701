import { and, asc, count, eq, inArray, max, notInArray } from "drizzle-orm";
import { byId, inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courseMedia, courses } from "../../../db/schema/index.js";

const ofCourse = (scope: Scope, courseId: number) =>
  and(eq(courseMedia.courseId, courseId), inSchool(scope, courseMedia));

export function listMedia(scope: Scope, courseId: number) {
  return scope.db
    .select({ id: courseMedia.id, image: courseMedia.image, thumb: courseMedia.thumb })
    .from(courseMedia)
    .where(ofCourse(scope, courseId))
    .orderBy(asc(courseMedia.order), asc(courseMedia.id));
}

/** Locks the program row for the rest of the transaction, so gallery changes to one program run one at a time. */
export async function lockCourse(scope: Scope, courseId: number): Promise<boolean> {
  const rows = await scope.db
    .select({ id: courses.id })
    .from(courses)
    .where(byId(scope, courses, courseId))
    .for("update")
    .limit(1);
  return rows.length > 0;
}

export async function mediaStats(scope: Scope, courseId: number) {
  const [row] = await scope.db
    .select({ total: count(), lastOrder: max(courseMedia.order) })
    .from(courseMedia)
    .where(ofCourse(scope, courseId));
  return { total: row?.total ?? 0, nextOrder: (row?.lastOrder ?? -1) + 1 };
}

export async function insertMedia(
  scope: Scope,
  values: { courseId: number; image: string; thumb: string; order: number },
) {
  await scope.db.insert(courseMedia).values({ schoolId: scope.schoolId, ...values });
}

/** Deletes the program's images not kept and answers their storage keys. */
export async function deleteMediaExcept(scope: Scope, gallery: { courseId: number; keepIds: number[] }) {
  const all = ofCourse(scope, gallery.courseId);
  return scope.db
    .delete(courseMedia)
    .where(gallery.keepIds.length > 0 ? and(all, notInArray(courseMedia.id, gallery.keepIds)) : all)
    .returning({ image: courseMedia.image, thumb: courseMedia.thumb });
}

export async function setMediaOrder(scope: Scope, orderedIds: number[]) {
  for (const [order, id] of orderedIds.entries()) {
    await scope.db
      .update(courseMedia)
      .set({ order })
      .where(byId(scope, courseMedia, id));
  }
}

/** The ids of a program's images among the given ones; the others are not its images. */
export async function mediaIdsOf(scope: Scope, gallery: { courseId: number; ids: number[] }) {
  if (gallery.ids.length === 0) return [];
  const rows = await scope.db
    .select({ id: courseMedia.id })
    .from(courseMedia)
    .where(and(ofCourse(scope, gallery.courseId), inArray(courseMedia.id, gallery.ids)));
  return rows.map((row) => row.id);
}
