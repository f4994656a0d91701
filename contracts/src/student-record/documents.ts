import { z } from "zod";
import { isoDate } from "../fields.js";

/** A document a student or their manager uploaded (upload_doc/). */
export const STUDENT_DOCUMENT_TYPES = [
  "passport",
  "id_card",
  "diploma",
  "transcript",
  "certificate",
  "bank_statement",
  "photo",
  "visa",
  "other",
] as const;
export type StudentDocumentType = (typeof STUDENT_DOCUMENT_TYPES)[number];
export const STUDENT_DOCUMENT_FILE_TYPES = ["application/pdf", "image/jpeg", "image/png", "image/webp"] as const;
export const studentDocument = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  doc_type: z.enum(STUDENT_DOCUMENT_TYPES),
  doc_name: z.string(),
  file: z.string(),
  format: z.string(),
  size: z.number().int(),
  expires_on: z.string().nullable(),
  uploaded_by: z.string().nullable(),
  created_at: z.string(),
});
export type StudentDocument = z.infer<typeof studentDocument>;
export const studentDocumentList = z.array(studentDocument);
/** The multipart fields beside `file`. */
export const studentDocumentFields = z
  .object({
    doc_type: z.enum(STUDENT_DOCUMENT_TYPES).default("other"),
    doc_name: z.string().trim().max(200).optional(),
    expires_on: isoDate.optional(),
  })
  .strict();
