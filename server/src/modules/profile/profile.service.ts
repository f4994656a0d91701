import { randomBytes } from "node:crypto";
import type { UpdateProfileBody, UserProfile } from "@school/contracts";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { AppError } from "../../core/errors.js";
import { users } from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";

const AVATAR_PIXELS = 256;

/** Every read and write below is filtered by the caller's school as well as the user id. */
const inSchool = (schoolId: number, userId: number) => and(eq(users.id, userId), eq(users.schoolId, schoolId));

async function loadUser(deps: Deps, schoolId: number, userId: number) {
  const [user] = await deps.db.select().from(users).where(inSchool(schoolId, userId)).limit(1);
  if (!user) throw new AppError("not_found", "User not found");
  return user;
}

export async function getProfile(deps: Deps, schoolId: number, userId: number): Promise<UserProfile> {
  const user = await loadUser(deps, schoolId, userId);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    avatar: user.avatar ? deps.storage.url(user.avatar) : null,
    first_visit: user.firstVisit,
    school_id: user.schoolId,
    language: user.language,
  };
}

export async function updateProfile(deps: Deps, schoolId: number, userId: number, body: UpdateProfileBody) {
  if (body.phone) {
    const [taken] = await deps.db.select({ id: users.id }).from(users).where(eq(users.phone, body.phone)).limit(1);
    if (taken && taken.id !== userId) {
      throw new AppError("conflict", "The phone number already exists!", { fields: { phone: "Already registered" } });
    }
  }
  await deps.db
    .update(users)
    .set({
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      updatedAt: new Date(),
    })
    .where(inSchool(schoolId, userId));
  return getProfile(deps, schoolId, userId);
}

/** Stores a square WebP thumbnail (the original is not kept), then drops the previous avatar file. */
export async function replaceAvatar(deps: Deps, schoolId: number, userId: number, image: Buffer) {
  const previous = (await loadUser(deps, schoolId, userId)).avatar;
  let thumbnail: Buffer;
  try {
    thumbnail = await sharp(image).rotate().resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: "cover" }).webp().toBuffer();
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read");
  }
  const key = `avatars/${userId}/${randomBytes(8).toString("hex")}.webp`;
  await deps.storage.put(key, thumbnail, "image/webp");
  await deps.db.update(users).set({ avatar: key, updatedAt: new Date() }).where(inSchool(schoolId, userId));
  if (previous) await deps.storage.remove(previous);
  return { avatar: deps.storage.url(key) };
}

export async function removeAvatar(deps: Deps, schoolId: number, userId: number): Promise<void> {
  const previous = (await loadUser(deps, schoolId, userId)).avatar;
  await deps.db.update(users).set({ avatar: null, updatedAt: new Date() }).where(inSchool(schoolId, userId));
  if (previous) await deps.storage.remove(previous);
}

export async function getAvatar(deps: Deps, schoolId: number, userId: number) {
  const user = await loadUser(deps, schoolId, userId);
  return { avatar: user.avatar ? deps.storage.url(user.avatar) : null };
}

export async function chatCode(deps: Deps, schoolId: number, userId: number) {
  const user = await loadUser(deps, schoolId, userId);
  if (!user.chatCode) throw new AppError("not_found", "No chat-bot code for this account");
  return { code: user.chatCode };
}
