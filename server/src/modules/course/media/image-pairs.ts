import { randomBytes } from "node:crypto";
import { AppError } from "../../../core/errors.js";
import { removeStoredFiles } from "../../../core/storage/remove-stored-files.js";
import type { Deps } from "../../../deps.js";

/** The cover and gallery images as pages show them, and the thumbnails grids and cards load. */
const FULL_WIDTH = 1600;
const THUMB_WIDTH = 480;

export type StoredPair = { image: string; thumb: string };

async function encode(image: Buffer, width: number): Promise<Buffer> {
  // Loaded on first use, not at start: sharp and libvips cost the server ~11 MB resident (decision 0120).
  const { default: sharp } = await import("sharp");
  // Re-encoding drops metadata (GPS positions in phone photos); rotate() first applies the EXIF orientation.
  return sharp(image).rotate().resize({ width, withoutEnlargement: true }).webp({ quality: 82 }).toBuffer();
}

/**
 * Stores an image as WebP (at most 1600 px wide) and a 480 px thumbnail under `folder`, then lets `record` write the
 * rows naming them. The upload was already checked for size and type; an image sharp cannot decode is refused before
 * anything is stored, and a pair stored for a change that then failed is removed again, so no file outlives its
 * row's absence.
 */
export async function storeImagePair(
  deps: Deps,
  upload: { image: Buffer; folder: string; record: (keys: StoredPair) => Promise<void> },
): Promise<void> {
  let full: Buffer;
  let thumb: Buffer;
  try {
    [full, thumb] = await Promise.all([encode(upload.image, FULL_WIDTH), encode(upload.image, THUMB_WIDTH)]);
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read");
  }
  const stem = `${upload.folder}/${randomBytes(8).toString("hex")}`;
  const keys = { image: `${stem}.webp`, thumb: `${stem}-thumb.webp` };
  try {
    await deps.storage.put(keys.image, full, "image/webp");
    await deps.storage.put(keys.thumb, thumb, "image/webp");
    await upload.record(keys);
  } catch (error) {
    await removeStoredFiles(deps, [keys.image, keys.thumb]);
    throw error;
  }
}
