import { z } from "zod";
import { EDUCATION_DEGREES, LANGUAGE_LEVELS, REQUIREMENT_CERTIFICATES } from "./catalogue.js";
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
