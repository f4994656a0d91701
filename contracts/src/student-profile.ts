/** What a student tells about themselves (product.md section 3: Education, Certificate, Language knowledge). */
export const ASSESSMENT_FORMS = ["five_point", "gpa", "percent"] as const;
export type AssessmentForm = (typeof ASSESSMENT_FORMS)[number];

/** The student language-knowledge list (product.md section 9), as language codes. */
export const KNOWN_LANGUAGES = ["kk", "ru", "en", "tr", "it", "de", "fr"] as const;
export type KnownLanguage = (typeof KNOWN_LANGUAGES)[number];
