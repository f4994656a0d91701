import { z } from "zod";
import { EDUCATION_DEGREES, TRANSLATE_LANGS } from "./catalogue.js";
import { UPLOAD_LIMIT_BYTES } from "./constants.js";
import { dbId, isoDate } from "./fields.js";
import { pageOf, pageParam } from "./pagination.js";

/**
 * The student record (product.md section 3, "User (student record)"): what a consultancy's manager tracks about a
 * student from the first consultation to arrival abroad. Field names at the API edge are the spec's. Decision 0028.
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

/**
 * The 23 financial documents (product.md section 3); each is a `finance_` field: checked or not. The family
 * certificate in two forms, bank accounts and salary certificates of two years for the student, mother and father,
 * their real estate, a two-year rental agreement and four civil certificates.
 */
export const FINANCE_DOCUMENTS = [
  "family_certificate_notary",
  "family_certificate_local",
  "student_bank_account_1",
  "student_bank_account_2",
  "mother_bank_account_1",
  "mother_bank_account_2",
  "father_bank_account_1",
  "father_bank_account_2",
  "student_salary_1",
  "student_salary_2",
  "mother_salary_1",
  "mother_salary_2",
  "father_salary_1",
  "father_salary_2",
  "student_real_estate",
  "mother_real_estate",
  "father_real_estate",
  "rental_agreement_1",
  "rental_agreement_2",
  "divorce_certificate",
  "death_certificate",
  "marriage_eligibility_certificate",
  "name_change_certificate",
] as const;
export type FinanceDocument = (typeof FINANCE_DOCUMENTS)[number];
export const FINANCE_FIELDS = FINANCE_DOCUMENTS.map((document) => `finance_${document}` as const);
export type FinanceField = (typeof FINANCE_FIELDS)[number];

/** The 11 documents that need an apostille (product.md section 3), each with a first and a second apostille. */
export const APOSTILLE_DOCUMENTS = [
  "grade_9",
  "grade_11",
  "college_diploma",
  "expulsion_certificate",
  "first_year_transcript",
  "university_diploma",
  "birth_certificate",
  "name_change",
  "divorce",
  "death",
  "grade_12_selective",
] as const;
export type ApostilleDocument = (typeof APOSTILLE_DOCUMENTS)[number];
export const APOSTILLE_ROUNDS = ["first", "second"] as const;
export const APOSTILLE_FIELDS = APOSTILLE_DOCUMENTS.flatMap((document) =>
  APOSTILLE_ROUNDS.map((round) => `apostille_${document}_${round}` as const),
);
export type ApostilleField = `apostille_${ApostilleDocument}_${(typeof APOSTILLE_ROUNDS)[number]}`;

/** Document checking (product.md section 4): none checked, some checked, all checked. */
export const DOCUMENT_CHECK_STATES = ["not_checked", "checked", "all_checked"] as const;
export type DocumentCheckState = (typeof DOCUMENT_CHECK_STATES)[number];
export function documentCheckState(checked: number, total: number): DocumentCheckState {
  if (checked === 0) return "not_checked";
  return checked >= total ? "all_checked" : "checked";
}

const shortText = z.string().trim().max(200);
const longText = z.string().trim().max(2000);
/** A time of day as HH:MM. */
export const timeOfDay = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "HH:MM");
/** An academic year as the intake is named: 2026-2027. */
export const academicYear = z
  .string()
  .regex(/^20\d{2}-20\d{2}$/, "YYYY-YYYY")
  .refine((value) => Number(value.slice(5)) === Number(value.slice(0, 4)) + 1, "the second year follows the first");
/** Money: whole tenge up to a billion, never negative. */
const money = z.number().min(0).max(1_000_000_000);
const uniqueList = <Item extends z.ZodType>(item: Item, max: number) =>
  z
    .array(item)
    .max(max)
    .refine((items) => new Set(items).size === items.length, "each value once");

const flagFields = Object.fromEntries(RECORD_FLAGS.map((flag) => [flag, z.boolean()])) as Record<
  RecordFlag,
  z.ZodBoolean
>;

/**
 * Everything a manager sets on the record. Not here, so no body can set them: role, school, balance (the payment
 * balance is the package cost less the paid tranches) and `has_chat_id` (set when the student links the chat bot).
 */
export const studentRecordFields = z.object({
  gender: z.enum(GENDERS).nullable(),
  country: z.enum(HOME_COUNTRIES).nullable(),
  birth_date: isoDate.nullable(),
  telegram: z
    .string()
    .trim()
    .regex(/^@?[A-Za-z0-9_]{3,32}$/, "a Telegram user name")
    .nullable(),
  work_schedule: shortText,
  study_schedule: shortText,
  degrees: uniqueList(z.enum(EDUCATION_DEGREES), EDUCATION_DEGREES.length),
  countries: uniqueList(z.string().trim().min(1).max(100), 20),
  packages: uniqueList(z.string().trim().min(1).max(200), 20),
  steps: uniqueList(z.enum(STUDENT_STEPS), STUDENT_STEPS.length),
  academic_year: academicYear.nullable(),
  responsible: dbId.nullable(),
  responsible_abroad: dbId.nullable(),
  seller: dbId.nullable(),
  type: z.enum(STUDENT_TYPES).nullable(),
  package_cost: money.nullable(),
  categories: uniqueList(dbId, 50),
  accesses: uniqueList(z.enum(STUDENT_ACCESSES), STUDENT_ACCESSES.length),
  ielts_teacher: dbId.nullable(),
  test_date: isoDate.nullable(),
  visa_date: isoDate.nullable(),
  visa_support: z.enum(VISA_SUPPORT).nullable(),
  visa_city: dbId.nullable(),
  visa_time: timeOfDay.nullable(),
  visa_expires: isoDate.nullable(),
  passport_expires: isoDate.nullable(),
  legal_translator: shortText.nullable(),
  legal_translation_ready: z.enum(LEGAL_TRANSLATION_STATES).nullable(),
  legal_tracking: shortText.nullable(),
  departure_date: isoDate.nullable(),
  departure_time: timeOfDay.nullable(),
  housing_options: longText.nullable(),
  ...flagFields,
});
export type StudentRecordFields = z.infer<typeof studentRecordFields>;
export type StudentRecordField = keyof StudentRecordFields;
/** A change to the record: any of its fields, nothing else (an unknown field, role or balance is 400). */
export const studentRecordBody = studentRecordFields.partial().strict();
export type StudentRecordBody = z.infer<typeof studentRecordBody>;

/**
 * The record's fields grouped the way a manager works (the add form, the edit form and the student page's tabs
 * read this one table). Each field names how it is edited.
 */
export type RecordFieldKind =
  | "flag"
  | "date"
  | "time"
  | "text"
  | "longText"
  | "money"
  | "gender"
  | "homeCountry"
  | "academicYear"
  | "staff"
  | "teacher"
  | "city"
  | "degrees"
  | "countries"
  | "packages"
  | "steps"
  | "categories"
  | "accesses"
  | "type"
  | "visaSupport"
  | "legalTranslation";
export const RECORD_SECTIONS = {
  identity: {
    gender: "gender",
    birth_date: "date",
    country: "homeCountry",
    telegram: "text",
    passport_expires: "date",
  },
  study: {
    degrees: "degrees",
    countries: "countries",
    academic_year: "academicYear",
    categories: "categories",
    steps: "steps",
    work_schedule: "text",
    study_schedule: "text",
  },
  package: {
    type: "type",
    packages: "packages",
    package_cost: "money",
    accesses: "accesses",
    contract: "flag",
    ready: "flag",
    consulting: "flag",
  },
  responsible: { responsible: "staff", responsible_abroad: "staff", seller: "staff" },
  ielts: { ielts_teacher: "teacher", test_date: "date", ielts_preparation: "flag", present: "flag" },
  visa: {
    visa_support: "visaSupport",
    visa_city: "city",
    visa_date: "date",
    visa_time: "time",
    visa_expires: "date",
    visa: "flag",
    visa_by_proxy: "flag",
    visa_scheduled: "flag",
    visa_applied: "flag",
    visa_reschedule: "flag",
    guardian: "flag",
    visa_ready: "flag",
  },
  legal: {
    legal_translator: "text",
    legal_translation_ready: "legalTranslation",
    legal_tracking: "text",
    legal_sent: "flag",
    legal_done: "flag",
  },
  steps: {
    awaiting_pre_enrollment: "flag",
    pre_enrollment_admit: "flag",
    grant_application_submitted: "flag",
    departure_date: "date",
    departure_time: "time",
    residence_permit_applied: "flag",
    caf_application: "flag",
    sim_opened: "flag",
    housing_options: "longText",
    housing_found: "flag",
  },
  ddv: { ddv_sent: "flag", ddv_done: "flag", codice_sent: "flag" },
  letters: {
    cv: "flag",
    letter_of_recommendation_1: "flag",
    letter_of_recommendation_2: "flag",
    motivation_letter: "flag",
    sent_questionnaire: "flag",
    questionnaire_filled_out: "flag",
    list_of_documents_posted: "flag",
    is_all_doc_ready: "flag",
  },
} as const satisfies Record<string, Partial<Record<StudentRecordField, RecordFieldKind>>>;
export type RecordSection = keyof typeof RECORD_SECTIONS;
export const RECORD_SECTION_KEYS = Object.keys(RECORD_SECTIONS) as RecordSection[];

/** The record as every call answers it: the fields, the computed balance and the chat-bot link. */
export const studentRecord = studentRecordFields.extend({
  user_id: z.number().int(),
  paid_total: z.number(),
  payment_balance: z.number(),
  has_chat_id: z.boolean(),
});
export type StudentRecord = z.infer<typeof studentRecord>;

/** GET calls about one student's part of the record (`?user_id=`). */
export const studentQuery = z.object({ user_id: dbId });

/** Finance documents: the 23 `finance_` flags (GET answers all, POST sets those sent). */
const financeFlags = Object.fromEntries(FINANCE_FIELDS.map((field) => [field, z.boolean()])) as Record<
  FinanceField,
  z.ZodBoolean
>;
export const financeChecks = z.object({
  user_id: z.number().int(),
  ...financeFlags,
  state: z.enum(DOCUMENT_CHECK_STATES),
});
export const financeBody = z
  .object({ user_id: dbId, ...financeFlags })
  .partial()
  .required({ user_id: true })
  .strict();

const apostilleFlags = Object.fromEntries(APOSTILLE_FIELDS.map((field) => [field, z.boolean()])) as Record<
  ApostilleField,
  z.ZodBoolean
>;
export const apostilleChecks = z.object({
  user_id: z.number().int(),
  ...apostilleFlags,
  state: z.enum(DOCUMENT_CHECK_STATES),
});
export const apostilleBody = z
  .object({ user_id: dbId, ...apostilleFlags })
  .partial()
  .required({ user_id: true })
  .strict();

/** DDV (declaration of value) and codice fiscale: the Italian steps of the record. */
export const ddvState = z.object({
  user_id: z.number().int(),
  ddv_sent: z.boolean(),
  ddv_done: z.boolean(),
  codice_sent: z.boolean(),
});
export const ddvBody = z
  .object({ user_id: dbId, ddv_sent: z.boolean(), ddv_done: z.boolean(), codice_sent: z.boolean() })
  .partial()
  .required({ user_id: true })
  .strict();

/** Payment tranches: the package cost paid in parts; a paid tranche lowers the payment balance. */
export const paymentTranche = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  amount: z.number(),
  due_date: z.string(),
  paid_on: z.string().nullable(),
  note: z.string(),
});
export type PaymentTranche = z.infer<typeof paymentTranche>;
const trancheFields = z.object({
  amount: z.number().positive().max(1_000_000_000),
  due_date: isoDate,
  paid_on: isoDate.nullable(),
  note: z.string().trim().max(500),
});
export const paymentTrancheBody = trancheFields
  .partial({ paid_on: true, note: true })
  .extend({ user_id: dbId })
  .strict();
export const paymentTrancheUpdateBody = trancheFields.partial().strict();
/** A student's tranches and what they add up to. */
export const paymentTranches = z.object({
  results: z.array(paymentTranche),
  package_cost: z.number().nullable(),
  paid_total: z.number(),
  payment_balance: z.number(),
});

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
export const idQuery = z.object({ id: dbId });
/** check-ielts/ and check-tolc/: whether the student has the test, and the latest record of it. */
export const examCheck = z.object({ present: z.boolean(), exam: studentExam.nullable() });

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

/** Comments and the communication history with a student. */
export const COMMUNICATION_CHANNELS = ["comment", "call", "message", "email", "meeting"] as const;
export const communication = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  channel: z.enum(COMMUNICATION_CHANNELS),
  text: z.string(),
  author: z.string().nullable(),
  created_at: z.string(),
});
export type Communication = z.infer<typeof communication>;
export const COMMUNICATION_PAGE_SIZE = 20;
export const communicationPage = pageOf(communication);
export const communicationQuery = z
  .object({ created_after: isoDate.optional(), created_before: isoDate.optional(), page: pageParam })
  .strict();
export const commentBody = z
  .object({
    user_id: dbId,
    text: z.string().trim().min(1).max(4000),
    channel: z.enum(COMMUNICATION_CHANNELS).default("comment"),
  })
  .strict();

/** AVR: the act of work done a student signs for a paid stage (number, date, amount). */
export const workAct = z.object({
  id: z.number().int(),
  user_id: z.number().int(),
  number: z.string(),
  date: z.string(),
  amount: z.number(),
  note: z.string(),
});
export const workActBody = z
  .object({
    user_id: dbId,
    number: z.string().trim().min(1).max(50),
    date: isoDate,
    amount: z.number().min(0).max(1_000_000_000),
    note: z.string().trim().max(500).default(""),
  })
  .strict();
export const workActCount = z.object({ count: z.number().int(), amount: z.number() });

/** balance/: what the filtered students owe in total. */
export const balanceQuery = z
  .object({
    degree: z.enum(EDUCATION_DEGREES).optional(),
    pre_enrollment: z.enum(["true", "false"]).optional(),
    academic_year: academicYear.optional(),
    countries: z.string().trim().min(1).max(100).optional(),
    step: z.enum(STUDENT_STEPS).optional(),
  })
  .strict();
export const balanceSummary = z.object({
  students: z.number().int(),
  package_cost: z.number(),
  paid_total: z.number(),
  payment_balance: z.number(),
});

/** bot-stats/: how many students linked the school's chat bot. */
export const botStats = z.object({
  students: z.number().int(),
  with_chat: z.number().int(),
  without_chat: z.number().int(),
});

/** A person as the record's pickers offer them (responsible, responsible abroad, seller, IELTS teacher). */
export const staffOption = z.object({ id: z.number().int(), first_name: z.string(), last_name: z.string() });
export const staffOptionList = z.array(staffOption);
export const sellerStudents = z.object({
  seller: staffOption,
  students: z.array(staffOption),
});

/** user/selectors/: every choice list of the record's form in one answer. */
export const recordSelectors = z.object({
  legal_translation_ready: z.array(z.enum(LEGAL_TRANSLATION_STATES)),
  city: z.array(z.object({ id: z.number().int(), city: z.string() })),
  categories: z.array(z.object({ id: z.number().int(), tag_name: z.string() })),
  legal_translator: z.array(z.string()),
  steps: z.array(z.enum(STUDENT_STEPS)),
  types: z.array(z.enum(STUDENT_TYPES)),
  visa_support: z.array(z.enum(VISA_SUPPORT)),
  academic_years: z.array(z.string()),
  education: z.array(z.enum(EDUCATION_DEGREES)),
});
export type RecordSelectors = z.infer<typeof recordSelectors>;
/** The dictionary entries (cities, categories) answer in this language. */
export const selectorsQuery = z.object({ translate_lang: z.enum(TRANSLATE_LANGS).default("ru") }).strict();
export const nameSearchQuery = z.object({ name: z.string().trim().max(100).optional() }).strict();
export const namedOptionList = z.array(z.object({ name: z.string() }));
export const degreeOptionList = z.array(z.object({ id: z.number().int(), degree_name: z.string() }));

/** The academic years offered: last year's intake to four years ahead. */
export function academicYearsAround(year: number): string[] {
  return Array.from({ length: 6 }, (_, index) => `${year - 1 + index}-${year + index}`);
}

/** Every choice list of the record by the translation group that names its values (the web's `record.<group>.<value>`). */
export const STUDENT_RECORD_OPTIONS = {
  gender: GENDERS,
  homeCountry: HOME_COUNTRIES,
  stepNames: STUDENT_STEPS,
  types: STUDENT_TYPES,
  visaSupport: VISA_SUPPORT,
  legalTranslation: LEGAL_TRANSLATION_STATES,
  accessNames: STUDENT_ACCESSES,
  documentTypes: STUDENT_DOCUMENT_TYPES,
  channels: COMMUNICATION_CHANNELS,
  checkStates: DOCUMENT_CHECK_STATES,
  finance: FINANCE_DOCUMENTS,
  apostille: APOSTILLE_DOCUMENTS,
  rounds: APOSTILLE_ROUNDS,
  examTypes: EXAM_TYPES,
} as const satisfies Record<string, readonly string[]>;
