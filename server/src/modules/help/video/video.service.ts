import { randomBytes } from "node:crypto";
import {
  ONBOARDING_VIDEO_FIELD,
  ONBOARDING_VIDEO_MAX_BYTES,
  type OnboardingVideo,
  videoEmbedOf,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import type { Storage } from "../../../core/storage/storage.js";
import { receiveUploadToDisk } from "../../../core/uploads.js";
import { helpRow, type SchoolHelpRow, saveHelp } from "../legal/legal.queries.js";

export const VIDEO_TYPES = ["video/mp4", "video/webm"] as const;

/** The video as the player needs it: a file's address, or a link with its host's embed address. */
export function videoOf(storage: Storage, row: SchoolHelpRow | null): OnboardingVideo | null {
  if (!row?.videoUpdatedAt) return null;
  const updated_at = row.videoUpdatedAt.toISOString();
  if (row.videoKey) return { kind: "file", url: storage.url(row.videoKey), embed_url: null, updated_at };
  const embed = row.videoUrl ? videoEmbedOf(row.videoUrl) : null;
  return embed && row.videoUrl ? { kind: embed.host, url: row.videoUrl, embed_url: embed.embedUrl, updated_at } : null;
}

export async function onboardingVideo(actor: Actor): Promise<OnboardingVideo | null> {
  return videoOf(actor.deps.storage, await helpRow(actor));
}

/** Points the school at a new video, then removes the file the old one had. */
async function replaceVideo(actor: Actor, values: { videoKey: string | null; videoUrl: string | null }) {
  const before = await helpRow(actor);
  const row = await saveHelp(actor, { ...values, videoUpdatedAt: actor.deps.clock.now() });
  if (before?.videoKey && before.videoKey !== row.videoKey) await actor.deps.storage.remove(before.videoKey);
  return videoOf(actor.deps.storage, row);
}

/** `help/video/file/`: an MP4 or WebM by its bytes (another type 415, over the limit 413), streamed to storage. */
export async function uploadVideo(actor: Actor, request: FastifyRequest): Promise<OnboardingVideo | null> {
  const upload = await receiveUploadToDisk(request, {
    allowed: VIDEO_TYPES,
    maxBytes: ONBOARDING_VIDEO_MAX_BYTES,
    fields: [ONBOARDING_VIDEO_FIELD],
  });
  try {
    const key = `onboarding/${actor.schoolId}/video-${randomBytes(8).toString("hex")}.${upload.ext}`;
    await actor.deps.storage.putFile(key, upload.path, upload.mime);
    try {
      return await replaceVideo(actor, { videoKey: key, videoUrl: null });
    } catch (error) {
      await actor.deps.storage.remove(key);
      throw error;
    }
  } finally {
    await upload.discard();
  }
}

/** `help/video/link/`: a YouTube or Vimeo address (the contract has refused anything else). */
export async function linkVideo(actor: Actor, url: string): Promise<OnboardingVideo | null> {
  return replaceVideo(actor, { videoKey: null, videoUrl: url });
}

export async function deleteVideo(actor: Actor): Promise<void> {
  const before = await helpRow(actor);
  if (!before?.videoUpdatedAt) throw new AppError("not_found", "The school has no onboarding video");
  await saveHelp(actor, { videoKey: null, videoUrl: null, videoUpdatedAt: null });
  if (before.videoKey) await actor.deps.storage.remove(before.videoKey);
}
