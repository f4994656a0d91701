import { z } from "zod";
import { APPLICATION_STATUSES } from "./application-status.js";
import { email, password, phone } from "./auth.js";
import { EDUCATION_DEGREES } from "./catalogue.js";
import { dbId, dbIdList, isoDate, personName } from "./fields.js";
import { UI_LANGUAGES } from "./languages.js";
import { pageOf, pageParam } from "./pagination.js";
import { userProfile } from "./profile.js";
import { SIGNED_IN_ROLES } from "./roles.js";
import { KNOWN_LANGUAGES } from "./student-profile.js";
import {
  academicYear,
  GENDERS,
  HOME_COUNTRIES,
  LEGAL_TRANSLATION_STATES,
  STUDENT_STEPS,
  STUDENT_TYPES,
  studentRecord,
  studentRecordFields,
  VISA_SUPPORT,
} from "./student-record/index.js";
import {
  DEADLINE_KINDS,
  FLAG_FILTERS,
  type FlagFilter,
  STAFF_DUTIES,
  USER_LIST_ORDERINGS,
  type UserListOrdering,
} from "./user-list-vocabulary.js";

const yesNo = z.enum(["true", "false"]);
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

export const userListOrdering = z.enum(USER_LIST_ORDERINGS as [UserListOrdering, ...UserListOrdering[]]);

/** `user/accounts/list/`: the filter set, the role tab, the order (an extension, decision 0085) and the page. */
export const userListQuery = studentFilterQuery
  .extend({ role: z.enum(SIGNED_IN_ROLES).optional(), ordering: userListOrdering.optional(), page: pageParam })
  .strict();
export type UserListQuery = z.infer<typeof userListQuery>;

/**
 * A mailing's audience (api-catalogue "Mailing"; product.md: all users, or the active filter, or one user): the same
 * role tab and filter set as the user list, so a manager's filtered list is exactly whom a mailing reaches.
 * `mailing_users/` sizes it, `list_mailing_users/` pages through it (decision 0037).
 */
export const mailingAudienceQuery = userListQuery.omit({ page: true, ordering: true }).strict();
export type MailingAudienceQuery = z.infer<typeof mailingAudienceQuery>;
export const mailingAudience = z.object({
  /** Everyone the filters select: each has an e-mail address. */
  count: z.number().int(),
  /** Of them, the students who linked the school's Telegram bot (the chat-bot channel reaches only these). */
  with_chat_id: z.number().int(),
});
export type MailingAudience = z.infer<typeof mailingAudience>;

/** A program's title in the three languages (the web shows the reader's). */
const programTitle = z.object({ ru: z.string(), kk: z.string(), en: z.string() });

/**
 * Where a student stands (decision 0085): the user list's optional columns and the student page's header read the
 * same fields, computed by one batched query per page. Null (or empty) for a user without a student record; the
 * balance also for a caller who may not read the student's money.
 */
export const studentStanding = z.object({
  /** Each program the student has a status in, latest change first. */
  programs: z.array(
    z.object({ course_id: z.number().int(), title: programTitle, status: z.enum(APPLICATION_STATUSES) }),
  ),
  responsible: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  country: z.enum(HOME_COUNTRIES).nullable(),
  balance: z.number().nullable(),
  /** The nearest of: an unpaid tranche's due date, a round of a `selected` program closing, the visa appointment. */
  next_deadline: z.object({ date: isoDate, kind: z.enum(DEADLINE_KINDS) }).nullable(),
  /** The document checklist's items handed in or checked, of all (contracts' `checklistState`). */
  checklist: z.object({ done: z.number().int(), total: z.number().int() }).nullable(),
});
export type StudentStanding = z.infer<typeof studentStanding>;

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
  ...studentStanding.shape,
});
export type UserListRow = z.infer<typeof userListRow>;
export const userListPage = pageOf(userListRow);
export type UserListPage = z.infer<typeof userListPage>;

/**
 * A manager adds a user of their school: the school is the caller's, never a body field, and the role must rank
 * below the caller's (a manager adds teachers and students; the school admin adds managers too).
 * Without a password the account is created locked to a random one: the person sets theirs by password reset.
 * A student's record fields may come along (the add form is grouped as a manager works).
 */
export const managerCreateBody = z
  .object({
    first_name: personName,
    last_name: personName,
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
  .object({ first_name: personName, last_name: personName, email, phone: phone.nullable() })
  .extend(studentRecordFields.shape)
  .partial()
  .strict();
export type ManagerUpdateBody = z.infer<typeof managerUpdateBody>;

/** A user with their student record (null for staff and teachers): the student page and `get_user_by_id/`. */
export const studentCard = userProfile.extend({ record: studentRecord.nullable() });
export type StudentCard = z.infer<typeof studentCard>;

export const staffDutyQuery = z.object({ duty: z.enum(STAFF_DUTIES) }).strict();
/** A person who may hold the duty, with the number of the school's students whose record names them for it. */
export const staffDutyRow = userListRow
  .pick({ id: true, first_name: true, last_name: true, email: true, phone: true, role: true })
  .extend({ students: z.number().int() });
export const staffDutyList = z.array(staffDutyRow);
export type StaffDutyRow = z.infer<typeof staffDutyRow>;
