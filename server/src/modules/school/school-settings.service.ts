import { randomBytes } from "node:crypto";
import {
  SCHOOL_LOGO_FIELD,
  SCHOOL_LOGO_MAX_BYTES,
  SCHOOL_LOGO_PIXELS,
  type SchoolSettings,
  UPDATE_SCHOOL_TEXT_FIELDS,
  type UpdateSchoolFields,
  updateSchoolFields,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { refuseControlCharacters } from "../../core/input-guard.js";
import { clockOf, minutesOfDay } from "../../core/schedule-time.js";
import { IMAGE_TYPES, receiveUploadWithFields } from "../../core/uploads.js";
import type { schools } from "../../db/schema/index.js";
import { selectSchool, updateSchoolRow } from "./school.queries.js";

type SchoolRow = typeof schools.$inferSelect;

/** The settings tab's fields as stored: each language's text as entered, the rules as the schedule reads them. */
export function settingsOf(school: SchoolRow): SchoolSettings {
  return {
    name: school.name,
    name_kk: school.nameKk,
    name_en: school.nameEn,
    description: school.description,
    description_kk: school.descriptionKk,
    description_en: school.descriptionEn,
    tagline: school.taglineRu,
    tagline_kk: school.taglineKk,
    tagline_en: school.taglineEn,
    address: school.address,
    currency: school.currency,
    time_zone: school.timeZone,
    cancel_count: school.cancelCount,
    transfer_count: school.transferCount,
    cancelTime: school.cancelTime,
    transferTime: school.transferTime,
    work_start: clockOf(school.workStartMinute),
    work_end: clockOf(school.workEndMinute),
    auto_finish: school.autoFinishLessons,
  };
}

/** Which column each field of `update/` writes. */
const COLUMN_OF = {
  name: "name",
  name_kk: "nameKk",
  name_en: "nameEn",
  description: "description",
  description_kk: "descriptionKk",
  description_en: "descriptionEn",
  tagline: "taglineRu",
  tagline_kk: "taglineKk",
  tagline_en: "taglineEn",
  address: "address",
  currency: "currency",
  time_zone: "timeZone",
  cancel_count: "cancelCount",
  transfer_count: "transferCount",
  cancelTime: "cancelTime",
  transferTime: "transferTime",
  work_start: "workStartMinute",
  work_end: "workEndMinute",
  auto_finish: "autoFinishLessons",
} as const satisfies Record<keyof UpdateSchoolFields, keyof SchoolRow>;

function parseFields(raw: Record<string, string>): UpdateSchoolFields {
  refuseControlCharacters("body", raw);
  const parsed = updateSchoolFields.safeParse(raw);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) fields[issue.path.map(String).join(".") || "body"] ??= issue.message;
  throw new AppError("validation_failed", "Check the data: some fields are invalid", { fields });
}

/** The logo as the pages show it: at most `SCHOOL_LOGO_PIXELS` a side, transparency kept, as WebP. */
async function logoImage(path: string): Promise<Buffer> {
  // Loaded on first use, not at start: sharp and libvips cost the server ~11 MB resident (decision 0120).
  const { default: sharp } = await import("sharp");
  try {
    return await sharp(path)
      .rotate()
      .resize(SCHOOL_LOGO_PIXELS, SCHOOL_LOGO_PIXELS, { fit: "inside", withoutEnlargement: true })
      .webp()
      .toBuffer();
  } catch {
    throw new AppError("unsupported_media_type", "The image could not be read");
  }
}

/**
 * PUT user/school/update/: the fields sent change, the rest stay. Everything is checked (fields 400, logo 415/413)
 * before anything is stored; the school's row changes in one statement, so the schedule's rules read either the old
 * settings or the new ones, and the next lesson change is held to them.
 */
export async function updateSchool(actor: Actor, request: FastifyRequest): Promise<SchoolRow> {
  const { deps, schoolId } = actor;
  const upload = await receiveUploadWithFields(request, {
    allowed: IMAGE_TYPES,
    maxBytes: SCHOOL_LOGO_MAX_BYTES,
    fileField: SCHOOL_LOGO_FIELD,
    textFields: UPDATE_SCHOOL_TEXT_FIELDS,
    fileRequired: false,
  });
  try {
    const body = parseFields(upload.fields);
    const logo = upload.file ? await logoImage(upload.file.path) : null;
    const current = await selectSchool(actor);
    if (!current) throw new AppError("not_found", "School not found");
    const changes: Partial<SchoolRow> = {};
    for (const [field, value] of Object.entries(body) as [keyof UpdateSchoolFields, unknown][]) {
      if (value === undefined) continue;
      const stored = field === "work_start" || field === "work_end" ? minutesOfDay(value as string) : value;
      Object.assign(changes, { [COLUMN_OF[field]]: stored });
    }
    const start = changes.workStartMinute ?? current.workStartMinute;
    const end = changes.workEndMinute ?? current.workEndMinute;
    if (end <= start) {
      throw new AppError("validation_failed", "The work day must end after it starts", {
        fields: { [body.work_end ? "work_end" : "work_start"]: "The work day must end after it starts" },
      });
    }
    const logoKey = logo ? `schools/${schoolId}/logo-${randomBytes(8).toString("hex")}.webp` : null;
    if (logo && logoKey) {
      await deps.storage.put(logoKey, logo, "image/webp");
      changes.logo = logoKey;
    }
    if (Object.keys(changes).length === 0) return current;
    try {
      const updated = await updateSchoolRow(actor, changes);
      if (logoKey && current.logo) await deps.storage.remove(current.logo);
      return updated!;
    } catch (error) {
      if (logoKey) await deps.storage.remove(logoKey);
      throw error;
    }
  } finally {
    await upload.file?.discard();
  }
}
