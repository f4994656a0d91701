import type { CourseMediaItem } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import type { Scope } from "./course.queries.js";
import * as media from "./course-media.queries.js";

/** The gallery in its order, as URLs. */
export async function listMediaItems(deps: Deps, scope: Scope, courseId: number): Promise<CourseMediaItem[]> {
  const rows = await media.listMedia(scope, courseId);
  return rows.map((row) => ({ id: row.id, image: deps.storage.url(row.image), thumb: deps.storage.url(row.thumb) }));
}

/**
 * Makes the gallery the given images in the given order; the images left out are deleted, their files once the
 * change is committed. An id that is not one of the program's images is 404 naming `media`. Runs inside the
 * program update's transaction.
 */
export async function keepMedia(scope: Scope, target: { courseId: number; keepIds: number[] }): Promise<string[]> {
  const keepIds = [...new Set(target.keepIds)];
  const known = await media.mediaIdsOf(scope, target.courseId, keepIds);
  if (known.length !== keepIds.length) {
    throw new AppError("not_found", "Not the program's images", { fields: { media: "Not found" } });
  }
  await media.lockCourse(scope, target.courseId);
  const removed = await media.deleteMediaExcept(scope, target.courseId, keepIds);
  await media.setMediaOrder(scope, keepIds);
  return removed.flatMap((row) => [row.image, row.thumb]);
}
