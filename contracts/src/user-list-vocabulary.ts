import { type SignedInRole, STAFF_ROLES } from "./roles.js";
import { RECORD_FLAG_GROUPS, RECORD_FLAGS, type RecordFlag } from "./student-record/record-vocabulary.js";
import type { StudentFilter } from "./users.js";

/**
 * The user list's words (decisions 0028, 0085): its page size, the filters' flags, topics and kinds, the orders it
 * sorts by, the deadlines it shows and the duties it lists staff by. Apart from the list's schemas (users.ts), so that
 * a screen naming these does not build the schemas, nor take zod with them, wherever another screen reads a schema of
 * users.ts (the mailing screen checks an audience's filters with one).
 */

/** Rows per page of the school's user list (`user/accounts/list/`). */
export const USER_LIST_PAGE_SIZE = 20;

/** The flag filters: every yes/no field of the record, `pre_enrollment_admit` under the spec's filter name. */
export type FlagFilter = Exclude<RecordFlag, "pre_enrollment_admit"> | "pre_enrollment_admitted" | "has_chat_id";
export const FLAG_FILTERS = [
  ...RECORD_FLAGS.filter((flag) => flag !== "pre_enrollment_admit"),
  "pre_enrollment_admitted",
  "has_chat_id",
] as FlagFilter[];

/**
 * The keys the user list sorts by (decision 0085), each a total order ending in the user's id and backed by an index:
 * `created` (the id itself, newest first by default), `name` (last name, first name), `balance` (what is left to pay)
 * and `country` (the student's). A `-` asks for the reverse, DRF's `ordering` spelling. The other columns hold
 * several values per student (programs, statuses) or are computed per page (next deadline, checklist): shown, not
 * sorted by.
 */
export const USER_LIST_SORT_KEYS = ["created", "name", "balance", "country"] as const;
export type UserListSortKey = (typeof USER_LIST_SORT_KEYS)[number];
export const USER_LIST_ORDERINGS = USER_LIST_SORT_KEYS.flatMap((key) => [key, `-${key}`] as const);
export type UserListOrdering = UserListSortKey | `-${UserListSortKey}`;
export const DEFAULT_USER_LIST_ORDERING: UserListOrdering = "-created";

/**
 * The topics the filter panel groups its fields under (decision 0085), in the order a manager follows a student: who
 * they are, who works with them, their package, IELTS, the visa, legal translation, the steps abroad, the letters,
 * the money.
 */
export const STUDENT_FILTER_TOPICS = [
  "profile",
  "team",
  "package",
  "ielts",
  "visa",
  "legal",
  "steps",
  "letters",
  "payments",
] as const;
export type StudentFilterTopic = (typeof STUDENT_FILTER_TOPICS)[number];
/** The topic of each yes/no filter: the record's own group of the flag. */
const flagTopic = (flag: FlagFilter): StudentFilterTopic => {
  if (flag === "has_chat_id") return "profile";
  if (flag === "pre_enrollment_admitted") return "steps";
  const [group] = Object.entries(RECORD_FLAG_GROUPS).find(([, flags]) =>
    (flags as readonly string[]).includes(flag),
  ) ?? ["steps"];
  return group === "package" || group === "ielts" || group === "visa" || group === "legal" || group === "letters"
    ? group
    : "steps";
};

/**
 * The filter bar's fields as data, in the order the panel shows them: how each is picked (`kind`) and the topic it is
 * grouped under (the web renders the panel from this one table; the search and the role tab sit above it).
 */
export const STUDENT_FILTER_BAR = {
  education: { kind: "education", topic: "profile" },
  language: { kind: "language", topic: "profile" },
  gender: { kind: "gender", topic: "profile" },
  type: { kind: "type", topic: "package" },
  academic_year: { kind: "academicYear", topic: "package" },
  categories: { kind: "categories", topic: "package" },
  countries: { kind: "text", topic: "package" },
  packages: { kind: "text", topic: "package" },
  steps: { kind: "steps", topic: "steps" },
  responsible: { kind: "staff", topic: "team" },
  responsible_abroad: { kind: "staff", topic: "team" },
  seller: { kind: "staff", topic: "team" },
  ielts_teacher: { kind: "teacher", topic: "team" },
  visa_support: { kind: "visaSupport", topic: "visa" },
  visa_city_id: { kind: "city", topic: "visa" },
  legal_translation_ready_id: { kind: "legalTranslation", topic: "legal" },
  legal_translator_id: { kind: "text", topic: "legal" },
  payment_balance_from: { kind: "money", topic: "payments" },
  payment_balance_to: { kind: "money", topic: "payments" },
  payment_date_from: { kind: "date", topic: "payments" },
  payment_date_to: { kind: "date", topic: "payments" },
  visa_from: { kind: "date", topic: "visa" },
  visa_to: { kind: "date", topic: "visa" },
  ...(Object.fromEntries(FLAG_FILTERS.map((flag) => [flag, { kind: "flag", topic: flagTopic(flag) }])) as Record<
    FlagFilter,
    { kind: "flag"; topic: StudentFilterTopic }
  >),
} as const satisfies Record<
  Exclude<StudentFilter, "q" | "tag" | "package">,
  { kind: string; topic: StudentFilterTopic }
>;
export type StudentFilterKind = (typeof STUDENT_FILTER_BAR)[keyof typeof STUDENT_FILTER_BAR]["kind"];

/** What a dated thing coming up is: an unpaid tranche, a round of a chosen program closing, the visa appointment. */
export const DEADLINE_KINDS = ["payment", "round", "visa"] as const;

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
