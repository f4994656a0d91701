import { z } from "zod";
import { UPLOAD_LIMIT_BYTES } from "../constants.js";
import { dbId, isoDate } from "../fields.js";

/** IELTS and TOLC: the preparation, the test taken, its results and the certificate file. */
export const EXAM_TYPES = ["ielts", "tolc"] as const;
export type ExamType = (typeof EXAM_TYPES)[number];
/** Certificate files: PDF or a scan (checked by their bytes, 20 MB at most). */
export const EXAM_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png"] as const;
/** A 20 MB file sent as base64 (`base64_content`) is a third longer, and the JSON around it is small. */
export const EXAM_BODY_LIMIT = Math.ceil((UPLOAD_LIMIT_BYTES * 4) / 3) + 64 * 1024;
export const studentExam = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  type: z.enum(EXAM_TYPES),
  teacher_id: z.number().int().nullable(),
  teacher_name: z.string().nullable(),
  ielts_preparation: z.boolean(),
  present: z.boolean(),
  results: z.string(),
  date: z.string().nullable(),
  file: z.string().nullable(),
  filename: z.string().nullable(),
  format: z.string().nullable(),
  created_at: z.string(),
});
export type StudentExam = z.infer<typeof studentExam>;
const examFields = z.object({
  teacher_id: dbId.nullable(),
  ielts_preparation: z.boolean(),
  type: z.enum(EXAM_TYPES),
  present: z.boolean(),
  results: z.string().trim().max(200),
  date: isoDate.nullable(),
  /** The certificate file, base64-encoded; with `filename` (and `format`, which the bytes overrule). */
  base64_content: z
    .string()
    .max(EXAM_BODY_LIMIT)
    .regex(/^[A-Za-z0-9+/=\s]*$/, "base64"),
  filename: z.string().trim().min(1).max(200),
  format: z.string().trim().max(100),
});
export const examBody = examFields
  .partial({ teacher_id: true, ielts_preparation: true, present: true, results: true, date: true })
  .partial({ base64_content: true, filename: true, format: true })
  .extend({ user_id: dbId })
  .strict();
export const examUpdateBody = examFields.partial().strict();

/** check-ielts/ and check-tolc/: whether the student has the test, and the latest record of it. */
export const examCheck = z.object({ present: z.boolean(), exam: studentExam.nullable() });
