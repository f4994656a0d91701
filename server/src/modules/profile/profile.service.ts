import { randomBytes } from "node:crypto";
import type { UpdateProfileBody, UserProfile } from "@school/contracts";
import { AppError } from "../../core/errors.js";
import { type SchoolWork, type Scope, updateInSchool } from "../../core/tenancy/scope.js";
import { users } from "../../db/schema/index.js";
import * as queries from "./profile.queries.js";

const AVATAR_PIXELS = 256;

/** The caller's school and where its files are kept: a request's actor (the users module's too). */
type Reader = SchoolWork;

async function loadUser(scope: Scope, userId: number) {
  const user = await queries.selectUser(scope, userId);
  if (!user) throw new AppError("not_found", "User not found");
  return user;
}

export async function getProfile(reader: Reader, userId: number): Promise<UserProfile> {
  const user = await loadUser(reader, userId);
  return {
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    email: user.email,
    phone: user.phone,
    role: user.role,
    avatar: user.avatar ? reader.deps.storage.url(user.avatar) : null,
    first_visit: user.firstVisit,
    school_id: user.schoolId,
    language: user.language,
  };
}

export async function updateProfile(reader: Reader, input: { userId: number; body: UpdateProfileBody }) {
  const { userId, body } = input;
  if (body.phone) {
    const taken = await queries.phoneHolder(reader, { phone: body.phone });
    if (taken && taken.id !== userId) {
      throw new AppError("conflict", "The phone number already exists!", { fields: { phone: "Already registered" } });
    }
  }
  await updateInSchool(reader, {
    table: users,
    id: userId,
    values: {
      ...(body.first_name !== undefined ? { firstName: body.first_name } : {}),
      ...(body.last_name !== undefined ? { lastName: body.last_name } : {}),
      ...(body.phone !== undefined ? { phone: body.phone } : {}),
      ...(body.language !== undefined ? { language: body.language } : {}),
      updatedAt: new Date(),
    },
  });
  return getProfile(reader, userId);
}

/** Stores a square WebP thumbnail (the original is not kept), then drops the previous avatar file. */
export async function replaceAvatar(reader: Reader, input: { userId: number; image: Buffer }) {
  const { userId } = input;
  const previous = (await loadUser(reader, userId)).avatar;
  let thumbnail: Buffer;
  // Loaded on first use, not at start: sharp and libvips cost the server ~11 MB resident (decision 0120).
  const { default: sharp } = await import("sharp");
  try {
    thumbnail = await sharp(input.image)
      .rotate()
      .resize(AVATAR_PIXELS, AVATAR_PIXELS, { fit: "cover" })
      .webp()
      .toBuffer();
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read");
  }
  const { storage } = reader.deps;
  const key = `avatars/${userId}/${randomBytes(8).toString("hex")}.webp`;
  await storage.put(key, thumbnail, "image/webp");
  await updateInSchool(reader, { table: users, id: userId, values: { avatar: key, updatedAt: new Date() } });
  if (previous) await storage.remove(previous);
  return { avatar: storage.url(key) };
}

export async function removeAvatar(reader: Reader, userId: number): Promise<void> {
  const previous = (await loadUser(reader, userId)).avatar;
  await updateInSchool(reader, { table: users, id: userId, values: { avatar: null, updatedAt: new Date() } });
  if (previous) await reader.deps.storage.remove(previous);
}

export async function getAvatar(reader: Reader, userId: number) {
  const user = await loadUser(reader, userId);
  return { avatar: user.avatar ? reader.deps.storage.url(user.avatar) : null };
}
