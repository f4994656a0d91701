import { z } from "zod";
import { EDUCATION_DEGREES, LANGUAGE_LEVELS, REQUIREMENT_CERTIFICATES } from "./catalogue.js";
import { dbId } from "./fields.js";
import { pageOf, pageParam } from "./pagination.js";

/** What a student tells about themselves (product.md section 3: Education, Certificate, Language knowledge). */
export const ASSESSMENT_FORMS = ["five_point", "gpa", "percent"] as const;
export type AssessmentForm = (typeof ASSESSMENT_FORMS)[number];

/** The student language-knowledge list (product.md section 9), as language codes. */
export const KNOWN_LANGUAGES = ["kk", "ru", "en", "tr", "it", "de", "fr"] as const;
export type KnownLanguage = (typeof KNOWN_LANGUAGES)[number];

/**
 * Staff's search for students whose education or language knowledge meets a program's requirements
 * (course/course/education/, course/course/knowledge_language/).
 */
export const STUDENT_PROFILE_PAGE_SIZE = 20;

const year = z.coerce.number().int().min(1950).max(2100);

export const educationSearchQuery = z
  .object({
    page: pageParam,
    degree: z.enum(EDUCATION_DEGREES).optional(),
    /** Records that started in or after this year. */
    start: year.optional(),
    /** Records that ended in or before this year: still studying (no end) does not qualify. */
    end: year.optional(),
  })
  // Upside down is a client error, not an empty page the client would show as "nobody found".
  .refine((query) => query.start === undefined || query.end === undefined || query.start <= query.end, {
    path: ["end"],
    message: "must not be below start",
  });
export type EducationSearchQuery = z.infer<typeof educationSearchQuery>;

export const languageSearchQuery = z.object({
  page: pageParam,
  language: z.enum(KNOWN_LANGUAGES).optional(),
  /** The lowest level that qualifies: B2 finds B2, C1 and C2. */
  level: z.enum(LANGUAGE_LEVELS).optional(),
  /** Only students who hold a certificate of this name. */
  certificate: z.enum(REQUIREMENT_CERTIFICATES).optional(),
});
export type LanguageSearchQuery = z.infer<typeof languageSearchQuery>;

const studentRef = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});

export const studentEducation = z.object({
  id: z.number().int(),
  degree: z.enum(EDUCATION_DEGREES),
  profession_name: z.string(),
  start: z.number().int(),
  end: z.number().int().nullable(),
  assessment_form: z.enum(ASSESSMENT_FORMS),
  score: z.number().nullable(),
  user: studentRef,
});
export type StudentEducation = z.infer<typeof studentEducation>;
export const studentEducationPage = pageOf(studentEducation);
export type StudentEducationPage = z.infer<typeof studentEducationPage>;

export const studentLanguage = z.object({
  id: z.number().int(),
  language: z.enum(KNOWN_LANGUAGES),
  level: z.enum(LANGUAGE_LEVELS),
  user: studentRef,
  /** Every certificate the student holds, whichever filter found them. */
  certificates: z.array(z.object({ name: z.string(), total_score: z.number().nullable() })),
});
export type StudentLanguage = z.infer<typeof studentLanguage>;
export const studentLanguagePage = pageOf(studentLanguage);
export type StudentLanguagePage = z.infer<typeof studentLanguagePage>;

/**
 * What a student writes about themselves (the education wizard and the profile calls, product.md sections 4 and 5):
 * at most 6 education rows, 6 languages and 4 certificates; study years offered from 2000 to 2043.
 */
export const PROFILE_ROW_LIMITS = { education: 6, language: 6, certificate: 4 } as const;
export type ProfileRowKind = keyof typeof PROFILE_ROW_LIMITS;
export const STUDY_YEARS = { first: 2000, last: 2043 } as const;
/** Every year the wizard offers, oldest first. */
export const STUDY_YEAR_OPTIONS: readonly number[] = Array.from(
  { length: STUDY_YEARS.last - STUDY_YEARS.first + 1 },
  (_, index) => STUDY_YEARS.first + index,
);
/** The highest score of each grading scale (5-point, 4-point GPA, 100 %). */
export const ASSESSMENT_SCALE_MAX: Record<AssessmentForm, number> = { five_point: 5, gpa: 4, percent: 100 };

const studyYear = z.number().int().min(STUDY_YEARS.first).max(STUDY_YEARS.last);
const professionName = z.string().trim().min(1).max(200);
const score = z.number().min(0).max(100).nullable();
/** The student a row is for: a student leaves it out (their own), staff name the student. */
const owner = dbId.optional();

function educationRules(
  body: { start?: number; end?: number | null; assessment_form?: AssessmentForm; score?: number | null },
  context: z.RefinementCtx,
) {
  if (body.start !== undefined && body.end != null && body.end < body.start) {
    context.addIssue({ code: "custom", path: ["end"], message: "must not be before start" });
  }
  if (
    body.assessment_form !== undefined &&
    body.score != null &&
    body.score > ASSESSMENT_SCALE_MAX[body.assessment_form]
  ) {
    context.addIssue({
      code: "custom",
      path: ["score"],
      message: `at most ${ASSESSMENT_SCALE_MAX[body.assessment_form]} on this scale`,
    });
  }
}

const educationFields = {
  degree: z.enum(EDUCATION_DEGREES),
  profession_name: professionName,
  start: studyYear,
  end: studyYear.nullable().optional(),
  assessment_form: z.enum(ASSESSMENT_FORMS),
  score: score.optional(),
};
export const educationBody = z
  .object({ ...educationFields, user: owner })
  .strict()
  .superRefine(educationRules);
export type EducationBody = z.infer<typeof educationBody>;
/** A change names what changes; the row's student never changes. */
export const educationUpdateBody = z.object(educationFields).partial().strict().superRefine(educationRules);
export type EducationUpdateBody = z.infer<typeof educationUpdateBody>;
export const educationRecord = z.object({
  id: z.number().int(),
  degree: z.enum(EDUCATION_DEGREES),
  profession_name: z.string(),
  start: z.number().int(),
  end: z.number().int().nullable(),
  assessment_form: z.enum(ASSESSMENT_FORMS),
  score: z.number().nullable(),
  user: z.number().int(),
});
export type EducationRecord = z.infer<typeof educationRecord>;
export const educationRecordList = z.array(educationRecord);

const certificateFields = {
  name: z.enum(REQUIREMENT_CERTIFICATES),
  total_score: z.number().min(0).max(10_000).nullable().optional(),
  language: z.enum(KNOWN_LANGUAGES).nullable().optional(),
};
export const certificateBody = z.object({ ...certificateFields, user: owner }).strict();
export type CertificateBody = z.infer<typeof certificateBody>;
export const certificateUpdateBody = z.object(certificateFields).partial().strict();
export type CertificateUpdateBody = z.infer<typeof certificateUpdateBody>;
export const certificateRecord = z.object({
  id: z.number().int(),
  name: z.string(),
  total_score: z.number().nullable(),
  language: z.string().nullable(),
  user: z.number().int(),
});
export type CertificateRecord = z.infer<typeof certificateRecord>;
export const certificateRecordList = z.array(certificateRecord);

export const languageBody = z
  .object({ language: z.enum(KNOWN_LANGUAGES), level: z.enum(LANGUAGE_LEVELS), user_id: owner })
  .strict();
export type LanguageBody = z.infer<typeof languageBody>;
export const languageRecord = z.object({
  id: z.number().int(),
  language: z.enum(KNOWN_LANGUAGES),
  level: z.enum(LANGUAGE_LEVELS),
  user_id: z.number().int(),
});
export type LanguageRecord = z.infer<typeof languageRecord>;
export const languageRecordList = z.array(languageRecord);

/** Whose rows a list shows (`user_id`): a student's own when left out. */
export const profileOwnerQuery = z.object({ user_id: dbId.optional() });
export type ProfileOwnerQuery = z.infer<typeof profileOwnerQuery>;
