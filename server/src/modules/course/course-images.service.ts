import { randomBytes } from "node:crypto";
import { type CoursePosters, MEDIA_PER_PROGRAM, SPEC_MESSAGES } from "@school/contracts";
import sharp from "sharp";
import { AppError } from "../../core/errors.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import type { Deps } from "../../deps.js";
import { updateCourse } from "./course.queries.js";
import { loadCourse } from "./course.service.js";
import * as media from "./course-media.queries.js";
import { listMediaItems } from "./course-media.service.js";

/** The cover and gallery images as pages show them, and the thumbnails grids and cards load. */
const FULL_WIDTH = 1600;
const THUMB_WIDTH = 480;

type ImageTarget = { schoolId: number; courseId: number; image: Buffer };
type StoredPair = { image: string; thumb: string };

async function encode(image: Buffer, width: number): Promise<Buffer> {
  // Re-encoding drops metadata (GPS positions in phone photos); rotate() first applies the EXIF orientation.
  return sharp(image).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}

/**
 * Stores an image as WebP (at most 1600 px wide) and a 480 px thumbnail under `folder`. The upload was already
 * checked for size and type; an image sharp cannot decode is refused before anything is stored.
 */
async function storeImagePair(deps: Deps, image: Buffer, folder: string): Promise<StoredPair> {
  let full: Buffer;
  let thumb: Buffer;
  try {
    [full, thumb] = await Promise.all([encode(image, FULL_WIDTH), encode(image, THUMB_WIDTH)]);
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read");
  }
  const stem = `${folder}/${randomBytes(8).toString("hex")}`;
  const keys = { image: `${stem}.webp`, thumb: `${stem}-thumb.webp` };
  try {
    await deps.storage.put(keys.image, full, "image/webp");
    await deps.storage.put(keys.thumb, thumb, "image/webp");
  } catch (error) {
    await removeStoredFiles(deps, [keys.image, keys.thumb]);
    throw error;
  }
  return keys;
}

/** A pair stored for a change that then failed is removed again, so no file outlives its row's absence. */
async function recordOrRemove(deps: Deps, keys: StoredPair, record: () => Promise<void>): Promise<void> {
  try {
    await record();
  } catch (error) {
    await removeStoredFiles(deps, [keys.image, keys.thumb]);
    throw error;
  }
}

async function imagesOf(deps: Deps, target: { schoolId: number; courseId: number }): Promise<CoursePosters> {
  const course = await loadCourse(deps, target);
  return {
    poster: course.poster ? deps.storage.url(course.poster) : null,
    poster_thumb: course.posterThumb ? deps.storage.url(course.posterThumb) : null,
    media: await listMediaItems(deps, { db: deps.db, schoolId: target.schoolId }, target.courseId),
  };
}

/** Replaces the cover; the previous pair is removed only after the new one is stored and recorded. */
export async function replacePosters(deps: Deps, target: ImageTarget): Promise<CoursePosters> {
  const course = await loadCourse(deps, target);
  const keys = await storeImagePair(deps, target.image, `posters/${target.courseId}`);
  await recordOrRemove(deps, keys, () =>
    updateCourse(
      { db: deps.db, schoolId: target.schoolId },
      { courseId: target.courseId, values: { poster: keys.image, posterThumb: keys.thumb } },
    ),
  );
  await removeStoredFiles(deps, [course.poster, course.posterThumb]);
  return imagesOf(deps, target);
}

const quantityLimit = () => new AppError("unprocessable", SPEC_MESSAGES.quantityLimit);

/**
 * Adds an image at the end of the gallery. At most MEDIA_PER_PROGRAM images: checked before the work of encoding,
 * and again under a lock on the program row, so two uploads at once cannot both take the last place.
 */
export async function addMedia(deps: Deps, target: ImageTarget): Promise<CoursePosters> {
  await loadCourse(deps, target);
  const scope = { db: deps.db, schoolId: target.schoolId };
  if ((await media.mediaStats(scope, target.courseId)).total >= MEDIA_PER_PROGRAM) throw quantityLimit();
  const keys = await storeImagePair(deps, target.image, `media/${target.courseId}`);
  await recordOrRemove(deps, keys, () =>
    deps.db.transaction(async (tx) => {
      const txScope = { db: tx, schoolId: target.schoolId };
      await media.lockCourse(txScope, target.courseId);
      const stats = await media.mediaStats(txScope, target.courseId);
      if (stats.total >= MEDIA_PER_PROGRAM) throw quantityLimit();
      await media.insertMedia(txScope, { courseId: target.courseId, ...keys, order: stats.nextOrder });
      await updateCourse(txScope, { courseId: target.courseId });
    }),
  );
  return imagesOf(deps, target);
}
