import { z } from "zod";
import { EDUCATION_DEGREES } from "../catalogue.js";
import { dbId, isoDate } from "../fields.js";
import { APOSTILLE_DOCUMENTS, APOSTILLE_ROUNDS, DOCUMENT_CHECK_STATES, FINANCE_DOCUMENTS } from "./checks.js";
import { COMMUNICATION_CHANNELS } from "./communications.js";
import { STUDENT_DOCUMENT_TYPES } from "./documents.js";
import { EXAM_TYPES } from "./exams.js";
import {
  GENDERS,
  HOME_COUNTRIES,
  LEGAL_TRANSLATION_STATES,
  RECORD_FLAGS,
  type RecordFlag,
  STUDENT_ACCESSES,
  STUDENT_STEPS,
  STUDENT_TYPES,
  VISA_SUPPORT,
} from "./record-vocabulary.js";

/**
 * The student record (product.md section 3, "User (student record)"): what a consultancy's manager tracks about a
 * student from the first consultation to arrival abroad. Field names at the API edge are the spec's. Decision 0028.
 */

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
  /** Null for a reader who sees no money (a teacher, decision 0053). */
  paid_total: z.number().nullable(),
  payment_balance: z.number().nullable(),
  has_chat_id: z.boolean(),
});
export type StudentRecord = z.infer<typeof studentRecord>;

/** GET calls about one student's part of the record (`?user_id=`). */
export const studentQuery = z.object({ user_id: dbId });

export const idQuery = z.object({ id: dbId });

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
