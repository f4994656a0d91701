import { z } from "zod";
import { email, password, phone } from "./auth.js";
import { EDUCATION_DEGREES } from "./catalogue.js";
import { dbId, dbIdList, isoDate } from "./fields.js";
import { UI_LANGUAGES } from "./languages.js";
import { pageOf, pageParam } from "./pagination.js";
import { userProfile } from "./profile.js";
import { SIGNED_IN_ROLES, type SignedInRole, STAFF_ROLES } from "./roles.js";
import { KNOWN_LANGUAGES } from "./student-profile.js";
import {
  academicYear,
  GENDERS,
  LEGAL_TRANSLATION_STATES,
  RECORD_FLAGS,
  type RecordFlag,
  STUDENT_STEPS,
  STUDENT_TYPES,
  studentRecord,
  studentRecordFields,
  VISA_SUPPORT,
} from "./student-record/index.js";

/** Rows per page of the school's user list (`user/accounts/list/`). */
export const USER_LIST_PAGE_SIZE = 20;

const yesNo = z.enum(["true", "false"]);
/** The flag filters: every yes/no field of the record, `pre_enrollment_admit` under the spec's filter name. */
type FlagFilter = Exclude<RecordFlag, "pre_enrollment_admit"> | "pre_enrollment_admitted" | "has_chat_id";
export const FLAG_FILTERS = [
  ...RECORD_FLAGS.filter((flag) => flag !== "pre_enrollment_admit"),
  "pre_enrollment_admitted",
  "has_chat_id",
] as FlagFilter[];
const flagFilters = Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, yesNo.optional()])) as Record<
  FlagFilter,
  z.ZodOptional<typeof yesNo>
>;
const money = z.coerce.number().min(0).max(1_000_000_000);

/**
 * The student-record filter set (api-catalogue.md, `mailing_users/`), defined once: the user list, the mailing
 * audience and the status analytics read it (the server's `STUDENT_FILTERS` gives each field its condition). Unknown
 * fields are refused so a misspelt filter never silently lists everyone. Decision 0028.
 */
export const studentFilterQuery = z.object({
  /** First name, last name, e-mail or phone (case-insensitive). */
  q: z.string().trim().max(100).optional(),
  /** Students holding an education record of this degree. */
  education: z.enum(EDUCATION_DEGREES).optional(),
  /** Students who know this language. */
  language: z.enum(KNOWN_LANGUAGES).optional(),
  gender: z.enum(GENDERS).optional(),
  type: z.enum(STUDENT_TYPES).optional(),
  academic_year: academicYear.optional(),
  /** Any of these categories (catalogue tags), comma-separated ids. */
  categories: dbIdList.optional(),
  /** Target country and package (the record's lists hold it). */
  countries: z.string().trim().min(1).max(100).optional(),
  packages: z.string().trim().min(1).max(200).optional(),
  /** A program of this category or package the student has a status in (the mailing's `tag` and `package`). */
  tag: dbId.optional(),
  package: z.string().trim().min(1).max(200).optional(),
  steps: z.enum(STUDENT_STEPS).optional(),
  responsible: dbId.optional(),
  responsible_abroad: dbId.optional(),
  seller: dbId.optional(),
  ielts_teacher: dbId.optional(),
  visa_support: z.enum(VISA_SUPPORT).optional(),
  visa_city_id: dbId.optional(),
  legal_translation_ready_id: z.enum(LEGAL_TRANSLATION_STATES).optional(),
  legal_translator_id: z.string().trim().min(1).max(200).optional(),
  ...flagFilters,
  payment_balance_from: money.optional(),
  payment_balance_to: money.optional(),
  /** A payment tranche due in this window. */
  payment_date_from: isoDate.optional(),
  payment_date_to: isoDate.optional(),
  /** The visa appointment in this window. */
  visa_from: isoDate.optional(),
  visa_to: isoDate.optional(),
});
export type StudentFilterQuery = z.infer<typeof studentFilterQuery>;
export type StudentFilter = keyof StudentFilterQuery;

/** `user/accounts/list/`: the filter set, the role tab and the page. */
export const userListQuery = studentFilterQuery
  .extend({ role: z.enum(SIGNED_IN_ROLES).optional(), page: pageParam })
  .strict();
export type UserListQuery = z.infer<typeof userListQuery>;

/**
 * A mailing's audience (api-catalogue "Mailing"; product.md: all users, or the active filter, or one user): the same
 * role tab and filter set as the user list, so a manager's filtered list is exactly whom a mailing reaches.
 * `mailing_users/` sizes it, `list_mailing_users/` pages through it (decision 0037).
 */
export const mailingAudienceQuery = userListQuery.omit({ page: true }).strict();
export type MailingAudienceQuery = z.infer<typeof mailingAudienceQuery>;
export const mailingAudience = z.object({
  /** Everyone the filters select: each has an e-mail address. */
  count: z.number().int(),
  /** Of them, the students who linked the school's Telegram bot (the chat-bot channel reaches only these). */
  with_chat_id: z.number().int(),
});
export type MailingAudience = z.infer<typeof mailingAudience>;

/**
 * The filter bar's fields by how they are picked, in the order the bar shows them (the web renders the bar from this
 * table; the search and the role tab sit above it).
 */
export const STUDENT_FILTER_BAR = {
  education: "education",
  language: "language",
  gender: "gender",
  type: "type",
  academic_year: "academicYear",
  categories: "categories",
  countries: "text",
  packages: "text",
  steps: "steps",
  responsible: "staff",
  responsible_abroad: "staff",
  seller: "staff",
  ielts_teacher: "teacher",
  visa_support: "visaSupport",
  visa_city_id: "city",
  legal_translation_ready_id: "legalTranslation",
  legal_translator_id: "text",
  payment_balance_from: "money",
  payment_balance_to: "money",
  payment_date_from: "date",
  payment_date_to: "date",
  visa_from: "date",
  visa_to: "date",
  ...(Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, "flag"])) as Record<FlagFilter, "flag">),
} as const satisfies Record<Exclude<StudentFilter, "q" | "tag" | "package">, string>;
export type StudentFilterKind = (typeof STUDENT_FILTER_BAR)[keyof typeof STUDENT_FILTER_BAR];

export const userListRow = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  role: z.enum(SIGNED_IN_ROLES),
  created_at: z.string(),
  /** Where the user came from (the landing URL's utm_source) and the student whose referral link brought them. */
  utm_source: z.string().nullable(),
  referrer: z.object({ id: z.number().int(), name: z.string() }).nullable(),
});
export type UserListRow = z.infer<typeof userListRow>;
export const userListPage = pageOf(userListRow);
export type UserListPage = z.infer<typeof userListPage>;

const name = z.string().trim().min(1).max(100);

/**
 * A manager adds a user of their school: the school is the caller's, never a body field, and the role must rank
 * below the caller's (a manager adds teachers and students; the school admin adds managers too).
 * Without a password the account is created locked to a random one: the person sets theirs by password reset.
 * A student's record fields may come along (the add form is grouped as a manager works).
 */
export const managerCreateBody = z
  .object({
    first_name: name,
    last_name: name,
    email,
    phone: phone.optional(),
    role: z.enum(SIGNED_IN_ROLES).default("student"),
    password: password.optional(),
    /**
     * The person's interface language, and the language of the invitation an account made without a password gets
     * (decision 0083); the creator's own interface language when not given.
     */
    language: z.enum(UI_LANGUAGES).optional(),
  })
  .extend(studentRecordFields.partial().shape)
  .strict();
export type ManagerCreateBody = z.infer<typeof managerCreateBody>;

/**
 * The fields a manager changes, the student record's among them; role, school and balance are not (an unknown field
 * is 400).
 */
export const managerUpdateBody = z
  .object({ first_name: name, last_name: name, email, phone: phone.nullable() })
  .extend(studentRecordFields.shape)
  .partial()
  .strict();
export type ManagerUpdateBody = z.infer<typeof managerUpdateBody>;

/** A user with their student record (null for staff and teachers): the student page and `get_user_by_id/`. */
export const studentCard = userProfile.extend({ record: studentRecord.nullable() });
export type StudentCard = z.infer<typeof studentCard>;

/**
 * The duties a student's record gives staff (the users list's tabs beside the roles): selling to the student, being
 * responsible for them abroad, preparing them for IELTS. Each names the record field that holds the person.
 */
/** A school's staff and teachers are tens, not thousands: the duty lists are bounded, never paged. */
export const STAFF_DUTY_LIMIT = 500;
export const STAFF_DUTIES = ["seller", "responsible_abroad", "ielts_teacher"] as const;
export type StaffDuty = (typeof STAFF_DUTIES)[number];
/** Who may hold each duty: the people the record's pickers offer for the field (the filter bar's "staff" and "teacher"). */
export const STAFF_DUTY_HOLDERS = {
  seller: STAFF_ROLES,
  responsible_abroad: STAFF_ROLES,
  ielts_teacher: ["teacher"],
} as const satisfies Record<StaffDuty, readonly SignedInRole[]>;
export const staffDutyQuery = z.object({ duty: z.enum(STAFF_DUTIES) }).strict();
/** A person who may hold the duty, with the number of the school's students whose record names them for it. */
export const staffDutyRow = userListRow
  .omit({ created_at: true, utm_source: true, referrer: true })
  .extend({ students: z.number().int() });
export const staffDutyList = z.array(staffDutyRow);
export type StaffDutyRow = z.infer<typeof staffDutyRow>;
