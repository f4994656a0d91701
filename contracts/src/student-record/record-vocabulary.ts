/**
 * The student record's words (decision 0028): the choices of its fields and its yes/no flags by group. Apart from the
 * record's schemas (record.ts), so that a screen naming a choice (the user list's filters and columns) does not build
 * the schemas, nor take zod with them, wherever another screen reads one of them.
 */

export const GENDERS = ["male", "female"] as const;
/** Where students come from (product.md section 9). */
export const HOME_COUNTRIES = ["Kazakhstan", "Kyrgyzstan", "Uzbekistan"] as const;
/** The stages of a student's way abroad, in order (selectors `steps`). */
export const STUDENT_STEPS = [
  "consultation",
  "contract",
  "documents",
  "applications",
  "offers",
  "visa",
  "departure",
  "arrived",
] as const;
/** What the student bought (selectors `types`). */
export const STUDENT_TYPES = [
  "full_package",
  "applications_only",
  "visa_only",
  "language_courses",
  "consultation",
] as const;
/** How much the school helps with the visa (selectors `visa_support`). */
export const VISA_SUPPORT = ["none", "documents", "full"] as const;
/** Where the legal translation stands (selectors `legal_translation_ready`). */
export const LEGAL_TRANSLATION_STATES = ["not_started", "in_progress", "ready"] as const;
/** Parts of the platform the student may use beyond their programs. */
export const STUDENT_ACCESSES = ["lms", "admissions", "chat_bot"] as const;

/**
 * The yes/no fields of the record, by the group a manager fills them in (product.md section 3 and the Applicant
 * flags of section 4: ready or not, wrote or did not write). Each is a column, a filter of the user list and the
 * mailing audience, and a switch on the student page.
 */
export const RECORD_FLAG_GROUPS = {
  package: ["contract", "ready", "consulting"],
  ielts: ["ielts_preparation", "present"],
  visa: ["visa", "visa_by_proxy", "visa_scheduled", "visa_applied", "visa_reschedule", "guardian", "visa_ready"],
  legal: ["legal_sent", "legal_done"],
  steps: [
    "ddv_sent",
    "ddv_done",
    "codice_sent",
    "awaiting_pre_enrollment",
    "pre_enrollment_admit",
    "grant_application_submitted",
    "residence_permit_applied",
    "caf_application",
    "sim_opened",
    "housing_found",
  ],
  letters: [
    "cv",
    "letter_of_recommendation_1",
    "letter_of_recommendation_2",
    "motivation_letter",
    "sent_questionnaire",
    "questionnaire_filled_out",
    "list_of_documents_posted",
    "is_all_doc_ready",
  ],
} as const;
export type RecordFlag = (typeof RECORD_FLAG_GROUPS)[keyof typeof RECORD_FLAG_GROUPS][number];
export const RECORD_FLAGS = Object.values(RECORD_FLAG_GROUPS).flat() as RecordFlag[];
