import { FLAG_FILTERS, type StudentFilterQuery } from "@school/contracts";
import { eq, gte, lte, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type FilterTable, isOneOf, likePattern } from "../../core/filters.js";
import { joinedInSchool, type Scope } from "../../core/tenancy/scope.js";
import {
  applicationStatuses,
  courses,
  paymentTranches,
  studentRecords,
  userEducations,
  userLanguages,
  users,
} from "../../db/schema/index.js";

/*
 * A queries file, not a table of names kept apart from its SQL: each filter is a condition of the statements of the
 * list, its export, the pickers and modules/mailings' audiences, and reads best as the SQL it adds.
 */

const r = studentRecords;
type FlagFilter = (typeof FLAG_FILTERS)[number];
/** The column of each yes/no filter: the spec's filter name is the column's, but for `pre_enrollment_admitted`. */
const flagColumn = (flag: FlagFilter) => (flag === "pre_enrollment_admitted" ? r.pre_enrollment_admit : r[flag]);
const flagConditions = Object.fromEntries(
  FLAG_FILTERS.map((flag) => [flag, (value: "true" | "false") => eq(flagColumn(flag), value === "true")]),
) as Record<FlagFilter, (value: "true" | "false") => SQL>;
/** A list column holding the value (GIN-indexed). */
const holds = (column: SQL | PgColumn, value: string | number, type: "text" | "int") =>
  sql`${column} @> array[${value}]::${sql.raw(type)}[]`;

/** The LIKE pattern and the function call that find the school's users whose fields contain the text. */
const searchOf = (schoolId: number, text: string) =>
  sql`school_users_matching(${schoolId}::int, ${likePattern(text)}::text)`;

/**
 * The ids of the school's users whose name, e-mail or phone contains the text, read before the list's statements: the
 * database function `school_users_matching` finds them through the school's trigram index (decision 0112), which
 * the application's own ILIKE cannot use under row-level security. Handed to the list's statements as a value, so
 * that the planner sees how many they are: a few are looked up by key, most of the school is matched in one pass
 * (a sub-select's size is unknown to it, and 50,000 lookups by key cost ten times that pass).
 */
export async function searchMatches(scope: Scope, text: string): Promise<number[]> {
  const found = await scope.db.execute(
    sql`select coalesce(array_agg(id), '{}') as ids from ${searchOf(scope.schoolId, text)} id`,
  );
  return (found as unknown as { rows: { ids: number[] }[] }).rows[0]!.ids;
}

/** What the search of the filter set reads: the matches found beforehand (`searchMatches`), or the function itself. */
type Search = { schoolId: number; matches?: number[] };

/**
 * The student-record filter set as data (decision 0028): each field of `studentFilterQuery` and the condition it
 * adds, over `users` joined to `student_records` on the user (a student without a record row matches only the
 * filters that ask for nothing of it). The search is the school's (its own index, decision 0112). The user list, the
 * mailing audience and the status analytics read this one table; every condition has an index
 * (schema/student-record.ts). Profile rows carry the school too, so each semi-join stays inside the caller's school
 * through its (school_id, …) index.
 */
export const studentFilters = ({ schoolId, matches }: Search): FilterTable<StudentFilterQuery> => ({
  q: (text) => (matches ? isOneOf(users.id, matches) : sql`${users.id} in (select ${searchOf(schoolId, text)})`),
  education: (degree) =>
    sql`exists (select 1 from ${userEducations} where ${joinedInSchool(users, { from: userEducations, by: userEducations.userId })} and ${userEducations.degree} = ${degree})`,
  language: (language) =>
    sql`exists (select 1 from ${userLanguages} where ${joinedInSchool(users, { from: userLanguages, by: userLanguages.userId })} and ${userLanguages.language} = ${language})`,
  gender: (gender) => eq(r.gender, gender),
  type: (type) => eq(r.type, type),
  academic_year: (year) => eq(r.academicYear, year),
  categories: (ids) => sql`${r.categories} && ${sql`array[${sql.join(ids, sql`, `)}]::int[]`}`,
  countries: (country) => holds(r.countries, country, "text"),
  packages: (name) => holds(r.packages, name, "text"),
  tag: (tagId) =>
    sql`exists (select 1 from ${applicationStatuses} join ${courses} on ${courses.id} = ${applicationStatuses.courseId} where ${applicationStatuses.userId} = ${users.id} and ${courses.tagId} = ${tagId})`,
  package: (name) =>
    sql`exists (select 1 from ${applicationStatuses} join ${courses} on ${courses.id} = ${applicationStatuses.courseId} where ${applicationStatuses.userId} = ${users.id} and ${courses.package} = ${name})`,
  steps: (step) => holds(r.steps, step, "text"),
  responsible: (id) => eq(r.responsible, id),
  responsible_abroad: (id) => eq(r.responsibleAbroad, id),
  seller: (id) => eq(r.seller, id),
  ielts_teacher: (id) => eq(r.ieltsTeacher, id),
  visa_support: (support) => eq(r.visaSupport, support),
  visa_city_id: (id) => eq(r.visaCity, id),
  legal_translation_ready_id: (state) => eq(r.legalTranslationReady, state),
  legal_translator_id: (name) => eq(r.legalTranslator, name),
  ...flagConditions,
  // In minor units (the balance has two decimals, so each bound rounds inward exactly): integer comparisons are
  // leakproof, so row-level security lets them use the balance's index, which numeric ones may not (decision 0112).
  payment_balance_from: (amount) => sql`${r.paymentBalanceMinor} >= ceil(${amount}::numeric * 100)::bigint`,
  payment_balance_to: (amount) => sql`${r.paymentBalanceMinor} <= floor(${amount}::numeric * 100)::bigint`,
  payment_date_from: (day) =>
    sql`exists (select 1 from ${paymentTranches} where ${joinedInSchool(users, { from: paymentTranches, by: paymentTranches.userId })} and ${paymentTranches.dueDate} >= ${day})`,
  payment_date_to: (day) =>
    sql`exists (select 1 from ${paymentTranches} where ${joinedInSchool(users, { from: paymentTranches, by: paymentTranches.userId })} and ${paymentTranches.dueDate} <= ${day})`,
  visa_from: (day) => gte(r.visaDate, day),
  visa_to: (day) => lte(r.visaDate, day),
});

/** The filters that ask of more than the student record's own row (the account, profile rows, programs, tranches). */
const BEYOND_THE_RECORD = new Set<keyof StudentFilterQuery>([
  "q",
  "education",
  "language",
  "tag",
  "package",
  "payment_date_from",
  "payment_date_to",
]);

/**
 * Whether the filters sent ask only of the student record, and at least one does. Each such condition is false
 * on a missing record, and only students have records (created with the student, never for another role), so
 * the users they keep are exactly the school's records they keep: the user list then counts and pages
 * `student_records` alone, without joining `users` (decision 0036).
 */
export const onlyTheRecordFiltered = (filters: StudentFilterQuery) => {
  const sent = (Object.keys(filters) as (keyof StudentFilterQuery)[]).filter((field) => filters[field] !== undefined);
  return sent.length > 0 && sent.every((field) => !BEYOND_THE_RECORD.has(field));
};
