import { randomBytes } from "node:crypto";
import sharp from "sharp";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import { updateCourse } from "./course.queries.js";
import { loadCourse } from "./course.service.js";
import { removeStoredFiles } from "./course-files.service.js";

/** The cover as cards and the detail page show it, and the thumbnail the catalogue grid loads. */
const POSTER_MAX_WIDTH = 1600;
const THUMB_WIDTH = 480;

async function encode(image: Buffer, width: number): Promise<Buffer> {
  // Re-encoding drops metadata (GPS positions in phone photos); rotate() first applies the EXIF orientation.
  return sharp(image).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}

/**
 * Stores the poster as WebP (at most 1600 px wide) and a 480 px thumbnail, then drops the previous pair. The
 * upload was already checked for size and type; an image sharp cannot decode is refused before anything is stored.
 */
export async function replacePosters(deps: Deps, target: { schoolId: number; courseId: number; image: Buffer }) {
  const course = await loadCourse(deps, target);
  let poster: Buffer;
  let thumb: Buffer;
  try {
    [poster, thumb] = await Promise.all([encode(target.image, POSTER_MAX_WIDTH), encode(target.image, THUMB_WIDTH)]);
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read");
  }
  const stem = `posters/${target.courseId}/${randomBytes(8).toString("hex")}`;
  const keys = { poster: `${stem}.webp`, thumb: `${stem}-thumb.webp` };
  try {
    await deps.storage.put(keys.poster, poster, "image/webp");
    await deps.storage.put(keys.thumb, thumb, "image/webp");
    await updateCourse(
      { db: deps.db, schoolId: target.schoolId },
      { courseId: target.courseId, values: { poster: keys.poster, posterThumb: keys.thumb } },
    );
  } catch (error) {
    await removeStoredFiles(deps, [keys.poster, keys.thumb]);
    throw error;
  }
  await removeStoredFiles(deps, [course.poster, course.posterThumb]);
  return { poster: deps.storage.url(keys.poster), poster_thumb: deps.storage.url(keys.thumb) };
}
