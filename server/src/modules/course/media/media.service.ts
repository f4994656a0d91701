import { type CourseMediaItem, type CoursePosters, MEDIA_PER_PROGRAM, SPEC_MESSAGES } from "@school/contracts";
import type { Actor, Visitor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { removeStoredFiles } from "../../../core/storage/remove-stored-files.js";
import { inTransaction, type Scope } from "../../../core/tenancy/scope.js";
import { updateCourse } from "../course.queries.js";
import { loadCourse } from "../course.service.js";
import { storeImagePair } from "./image-pairs.js";
import * as media from "./media.queries.js";

type ImageUpload = { courseId: number; image: Buffer };

/** The gallery in its order, as URLs: for the program's editors and for its public page alike. */
export async function listMediaItems(visitor: Visitor, courseId: number): Promise<CourseMediaItem[]> {
  const rows = await media.listMedia(visitor, courseId);
  const { storage } = visitor.deps;
  return rows.map((row) => ({ id: row.id, image: storage.url(row.image), thumb: storage.url(row.thumb) }));
}

/**
 * Makes the gallery the given images in the given order; the images left out are deleted, their files once the
 * change is committed. An id that is not one of the program's images is 404 naming `media`. Runs inside the
 * program update's transaction.
 */
export async function keepMedia(scope: Scope, gallery: { courseId: number; keepIds: number[] }): Promise<string[]> {
  const keepIds = [...new Set(gallery.keepIds)];
  const known = await media.mediaIdsOf(scope, { courseId: gallery.courseId, ids: keepIds });
  if (known.length !== keepIds.length) {
    throw new AppError("not_found", "Not the program's images", { fields: { media: "Not found" } });
  }
  await media.lockCourse(scope, gallery.courseId);
  const removed = await media.deleteMediaExcept(scope, { courseId: gallery.courseId, keepIds });
  await media.setMediaOrder(scope, keepIds);
  return removed.flatMap((row) => [row.image, row.thumb]);
}

async function imagesOf(actor: Actor, courseId: number): Promise<CoursePosters> {
  const course = await loadCourse(actor, courseId);
  const { storage } = actor.deps;
  return {
    poster: course.poster ? storage.url(course.poster) : null,
    poster_thumb: course.posterThumb ? storage.url(course.posterThumb) : null,
    media: await listMediaItems(actor, courseId),
  };
}

/** Replaces the cover; the previous pair is removed only after the new one is stored and recorded. */
export async function replacePosters(actor: Actor, upload: ImageUpload): Promise<CoursePosters> {
  const course = await loadCourse(actor, upload.courseId);
  await storeImagePair(actor.deps, {
    image: upload.image,
    folder: `posters/${upload.courseId}`,
    record: (keys) =>
      updateCourse(actor, { courseId: upload.courseId, values: { poster: keys.image, posterThumb: keys.thumb } }),
  });
  await removeStoredFiles(actor.deps, [course.poster, course.posterThumb]);
  return imagesOf(actor, upload.courseId);
}

const quantityLimit = () => new AppError("unprocessable", SPEC_MESSAGES.quantityLimit);

/**
 * Adds an image at the end of the gallery. At most MEDIA_PER_PROGRAM images: checked before the work of encoding,
 * and again under a lock on the program row, so two uploads at once cannot both take the last place.
 */
export async function addMedia(actor: Actor, upload: ImageUpload): Promise<CoursePosters> {
  const { courseId } = upload;
  await loadCourse(actor, courseId);
  if ((await media.mediaStats(actor, courseId)).total >= MEDIA_PER_PROGRAM) throw quantityLimit();
  await storeImagePair(actor.deps, {
    image: upload.image,
    folder: `media/${courseId}`,
    record: (keys) =>
      inTransaction(actor, async (tx) => {
        await media.lockCourse(tx, courseId);
        const stats = await media.mediaStats(tx, courseId);
        if (stats.total >= MEDIA_PER_PROGRAM) throw quantityLimit();
        await media.insertMedia(tx, { courseId, ...keys, order: stats.nextOrder });
        await updateCourse(tx, { courseId });
      }),
  });
  return imagesOf(actor, courseId);
}
