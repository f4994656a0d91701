import { z } from "zod";

/** Every file about a student: documents, certificate files and handed-in program files. */
export const studentFile = z.object({
  source: z.enum(["document", "exam", "program"]),
  id: z.number().int(),
  name: z.string(),
  file: z.string(),
  course_id: z.number().int().nullable(),
  created_at: z.string(),
});
export type StudentFile = z.infer<typeof studentFile>;
export const studentFileList = z.array(studentFile);
