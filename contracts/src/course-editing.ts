import { z } from "zod";
import {
  courseBody,
  courseMediaItem,
  DICTIONARIES,
  type DictionaryEntry,
  type DictionaryKind,
  dictionaryEntry,
  EDUCATION_DEGREES,
  LANGUAGE_LEVELS,
  REQUIREMENT_CERTIFICATES,
  round,
  TRANSLATE_LANGS,
} from "./catalogue.js";
import { dbId, isoDate } from "./fields.js";

/**
 * The write side of the program catalogue: dictionary entries, a program's detail for editing, its rounds,
 * teachers and students, requirements, documents and the files students hand in. The read side (catalogue cards,
 * filters) is in catalogue.ts.
 */
const domain = z.string().trim().max(253).optional();
const translate_lang = z.enum(TRANSLATE_LANGS).optional();
/**
 * Guests name their school by `domain`; universities and cities can be listed for one tag. Names come in
 * `translate_lang` (Russian when not asked), sorted as that language shows them.
 */
export const dictionaryListQuery = (
  kind: DictionaryKind,
): z.ZodType<{ domain?: string; tag_id?: number; translate_lang?: (typeof TRANSLATE_LANGS)[number] }> =>
  DICTIONARIES[kind].byTag
    ? z.object({ domain, tag_id: dbId.optional(), translate_lang })
    : z.object({ domain, translate_lang });

export type DictionaryNameField = (typeof DICTIONARIES)[DictionaryKind]["nameField"];
export type DictionaryResponse = DictionaryEntry & Partial<Record<DictionaryNameField, string>>;
/**
 * An entry as `{id, name, tag_id, name_ru, name_kk, name_en}` and its shown name also under the spec's own field
 * (tag_name, degree_name...), for both clients.
 */
export const dictionaryResponse = (kind: DictionaryKind) =>
  // The computed key widens zod's inferred type to an index signature; the declared type is what the schema holds.
  dictionaryEntry.extend({ [DICTIONARIES[kind].nameField]: z.string() }) as unknown as z.ZodType<DictionaryResponse>;
export const dictionaryResponseList = (kind: DictionaryKind) => z.array(dictionaryResponse(kind));

export const courseMember = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export type CourseMember = z.infer<typeof courseMember>;
export const addTeacherBody = z.object({ teacher_id: dbId }).strict();
export const addStudentBody = z.object({ student_id: dbId }).strict();

export const roundListQuery = z.object({ course_id: dbId });
export const roundList = z.array(round);
/** `id` may repeat the path's id (the spec's payload names it); anything else is refused. */
export const roundUpdateBody = z.object({ id: dbId.optional(), start: isoDate, end: isoDate }).partial().strict();
export type RoundUpdateBody = z.infer<typeof roundUpdateBody>;

export const requirementOptions = z.object({
  education_degrees: z.array(z.string()),
  certificates: z.array(z.string()),
  language_levels: z.array(z.string()),
});
export const REQUIREMENT_OPTIONS = {
  education_degrees: [...EDUCATION_DEGREES],
  certificates: [...REQUIREMENT_CERTIFICATES],
  language_levels: [...LANGUAGE_LEVELS],
};

const minScore = z.number().min(0).max(10_000);
export const requirementCertificateBody = z
  .object({ course_id: dbId, certificate: z.enum(REQUIREMENT_CERTIFICATES), min_score: minScore })
  .strict();
export type RequirementCertificateBody = z.infer<typeof requirementCertificateBody>;
export const requirementCertificateUpdateBody = requirementCertificateBody.omit({ course_id: true }).partial().strict();
export type RequirementCertificateUpdateBody = z.infer<typeof requirementCertificateUpdateBody>;
export const requirementCertificate = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  certificate: z.string(),
  min_score: z.number(),
});
export type RequirementCertificate = z.infer<typeof requirementCertificate>;

/** DELETE calls whose contract names the object in a JSON body instead of the path. */
export const idBody = z.object({ id: dbId }).strict();

/**
 * A document a program asks for: the Russian name under the spec's word (it stays the key students' files are filed
 * under), the Kazakh and English names beside it, "" where none (decision 0134).
 */
export const courseDocumentBody = z
  .object({
    doc_name: z.string().trim().min(1).max(200),
    doc_name_kk: z.string().trim().max(200).default(""),
    doc_name_en: z.string().trim().max(200).default(""),
  })
  .strict();
export const courseDocument = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  doc_name: z.string(),
  doc_name_kk: z.string(),
  doc_name_en: z.string(),
});
export type CourseDocument = z.infer<typeof courseDocument>;

export const programFilesQuery = z.object({ user_id: dbId.optional(), course_id: dbId.optional() });
export const programFile = z.object({
  id: z.number().int(),
  course_id: z.number().int(),
  user_id: z.number().int(),
  /** Whose document it is, so lists can name the student without another call. */
  user: courseMember,
  doc_name: z.string(),
  file: z.string(),
  created_at: z.string(),
});
export type ProgramFile = z.infer<typeof programFile>;
export const programFileList = z.array(programFile);
export const programFileLogQuery = z.object({ spf_id: dbId });
export const programFileLog = z.object({
  id: z.number().int(),
  program_file_id: z.number().int(),
  action: z.enum(["uploaded", "replaced", "deleted"]),
  actor: courseMember.nullable(),
  doc_name: z.string(),
  at: z.string(),
});
export type ProgramFileLog = z.infer<typeof programFileLog>;
export const programFileLogList = z.array(programFileLog);

/** The answer of upload_posters/{id}/: the cover and the gallery after the upload. */
export const coursePosters = z.object({
  poster: z.string().nullable(),
  poster_thumb: z.string().nullable(),
  media: z.array(courseMediaItem),
});
export type CoursePosters = z.infer<typeof coursePosters>;

/** Everything stored about a program, in the API's own field names (dictionaries as ids), for the edit screen. */
export const courseDetail = z.object({
  id: z.number().int(),
  ...courseBody.shape,
  ...coursePosters.shape,
  rounds: z.array(round),
  teachers: z.array(courseMember),
  students: z.array(courseMember),
  requirement_certificates: z.array(requirementCertificate),
  documents: z.array(courseDocument),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CourseDetail = z.input<typeof courseDetail>;
