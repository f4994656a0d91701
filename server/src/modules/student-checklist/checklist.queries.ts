import { APOSTILLE_FIELDS, type ChecklistGroup, FINANCE_FIELDS, type UiLanguage } from "@school/contracts";
import { and, desc, eq, gte, lt, type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { preparedInSchool } from "../../core/tenancy/prepared-in-school.js";
import { inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { prepareRaw } from "../../db/prepared.js";
import {
  applicationStatuses,
  courseDocuments,
  courseRounds,
  courses,
  documentAlerts,
  personalDataAudit,
  programFiles,
  studentDocumentChecks,
  studentDocuments,
  studentRecords,
  users,
} from "../../db/schema/index.js";
import { documentNameOf } from "../../db/shown-names.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  document: alias(studentDocuments, "d"),
  file: alias(programFiles, "f"),
  status: alias(applicationStatuses, "a"),
  course: alias(courses, "c"),
  courseDocument: alias(courseDocuments, "cd"),
  check: alias(studentDocumentChecks, "c"),
  round: alias(courseRounds, "r"),
};

async function rowsOf<Row>(scope: Scope, query: SQL): Promise<Row[]> {
  const result = await scope.db.execute(query);
  return (result as unknown as { rows: Row[] }).rows;
}

/** One checklist line as the database gives it; the state is decided from it by `checklistState` (contracts). */
export type ChecklistRow = {
  user_id: number;
  key: string;
  group: ChecklistGroup;
  name: string;
  course_id: number | null;
  title_ru: string | null;
  title_kk: string | null;
  title_en: string | null;
  handed_in: boolean;
  checked: boolean;
  expires_on: string | null;
};

const CHECK_FIELDS = [...FINANCE_FIELDS, ...APOSTILLE_FIELDS];
/** The documents whose date sits on the record itself; their uploaded files count as handed in. */
const RECORD_DATED = [
  { key: "passport", column: studentRecords.passportExpires },
  { key: "visa", column: studentRecords.visaExpires },
] as const;

/**
 * Every checklist line of the students `students` selects (a subquery of user ids), in one statement (decision 0033):
 * the passport and the visa (the record's date, else the latest uploaded one's), each program document the
 * student's programs require (programs with a status other than refusal; handed in when a program file of that name
 * exists), every other uploaded document with an expiry date (certificates and the like), and, unless `datedOnly`,
 * the finance and apostille documents a manager checks. `datedOnly` serves the alert job, which needs only dates.
 * A program document is named in `language` (decision 0134); its `key` keeps the Russian name files are filed under.
 */
export function checklistRows(
  scope: Scope,
  input: { students: SQL; datedOnly: boolean; language: UiLanguage },
): Promise<ChecklistRow[]> {
  return rowsOf<ChecklistRow>(
    scope,
    sql`with s as (${input.students})
      select user_id, key, "group", name, course_id, title_ru, title_kk, title_en, handed_in, checked, expires_on
      from (${checklistItems(scope, input)}) items
      ${input.datedOnly ? sql`where expires_on is not null` : sql``}
      order by user_id, ord, key`,
  );
}

/** What deciding a line's state needs (`checklistState`), and whose line it is. */
export type ChecklistStateRow = Pick<ChecklistRow, "user_id" | "handed_in" | "checked" | "expires_on">;

/**
 * The same lines as `checklistRows` (not dated only) of the students whose ids are given, reduced to what their
 * states need, in no order: the user list counts each student's lines done (decision 0085) and reads no name, title
 * or order, which a page's hundreds of lines would otherwise send and parse on every call (issue 24: ~1 ms of the
 * server's CPU per list request). Prepared (core/tenancy/prepared-in-school.ts): the list asks it on every page.
 */
const checklistStatesOfStudents = preparedInSchool("checklist_states_of_students", (scope, name) =>
  prepareRaw<ChecklistStateRow>(
    scope.db,
    sql`with s as (select unnest(${sql.placeholder("students")}::int[]) as user_id)
      select user_id, handed_in, checked, expires_on from (${checklistItems(scope, { datedOnly: false, language: "ru" })}) items`,
    name,
  ),
);

export const checklistStateRows = (scope: Scope, students: readonly number[]): Promise<ChecklistStateRow[]> =>
  checklistStatesOfStudents(scope, { students });

/** The checklist's lines of the students in `s` (the statement's CTE), each part a branch of one union. */
function checklistItems(scope: Scope, input: { datedOnly: boolean; language: UiLanguage }): SQL {
  const { datedOnly, language } = input;
  const noProgram = sql`null::int as course_id, null::text as title_ru, null::text as title_kk, null::text as title_en`;
  const recordDated = RECORD_DATED.map(
    ({ key, column }) => sql`
      select s.user_id, ${key} as key, 'identity' as "group", '' as name, ${noProgram},
        exists (select 1 from ${studentDocuments} d
                where ${inSchool(scope, aliased.document)} and d.user_id = s.user_id and d.doc_type = ${key}) as handed_in,
        false as checked,
        coalesce(${column}, (select max(d.expires_on) from ${studentDocuments} d
                where ${inSchool(scope, aliased.document)} and d.user_id = s.user_id and d.doc_type = ${key}))::text as expires_on,
        ${key === "passport" ? 0 : 1}::bigint as ord
      from s left join ${studentRecords} on ${studentRecords.userId} = s.user_id
        and ${inSchool(scope, studentRecords)}`,
  );
  const programDocuments = sql`
    select a.user_id, 'program:' || a.course_id || ':' || cd.doc_name as key, 'program' as "group",
      ${documentNameOf(language, "cd")} as name,
      a.course_id, c.title_ru, c.title_kk, c.title_en,
      exists (select 1 from ${programFiles} f
              where ${inSchool(scope, aliased.file)} and f.user_id = a.user_id and f.course_id = a.course_id
                and f.doc_name = cd.doc_name) as handed_in,
      false as checked, null::text as expires_on, 10 + cd.id::bigint as ord
    from ${applicationStatuses} a
    join ${courses} c on c.id = a.course_id and ${inSchool(scope, aliased.course)}
    join ${courseDocuments} cd on cd.course_id = a.course_id and ${inSchool(scope, aliased.courseDocument)}
    where ${inSchool(scope, aliased.status)} and a.user_id in (select user_id from s) and a.status <> 'refusal'`;
  const uploadedDated = sql`
    select d.user_id, 'document:' || d.id as key, 'uploaded' as "group", d.doc_name as name, ${noProgram},
      true as handed_in, false as checked, d.expires_on::text as expires_on, 3000000000 + d.id::bigint as ord
    from ${studentDocuments} d
    where ${inSchool(scope, aliased.document)} and d.user_id in (select user_id from s) and d.expires_on is not null
      and d.doc_type not in ('passport', 'visa')`;
  const checks = sql`
    select s.user_id, f.field as key, case when f.field like 'finance_%' then 'finance' else 'apostille' end as "group",
      '' as name, ${noProgram}, false as handed_in, c.document is not null as checked, null::text as expires_on,
      6000000000 + f.ord as ord
    from s cross join unnest(${`{${CHECK_FIELDS.join(",")}}`}::text[]) with ordinality as f(field, ord)
    left join ${studentDocumentChecks} c on ${inSchool(scope, aliased.check)} and c.user_id = s.user_id and c.document = f.field`;
  const parts = [...recordDated, programDocuments, uploadedDated, ...(datedOnly ? [] : [checks])];
  return sql.join(parts, sql` union all `);
}

/** One student of the school (nothing when the id is not a student of it: the route has already said 404). */
export const oneStudent = (scope: Scope, userId: number) =>
  sql`select ${users.id} as user_id from ${users}
      where ${users.id} = ${userId} and ${inSchool(scope, users)} and ${users.role} = 'student'`;

/** The school's students with something dated (or a round) coming within the alert window. */
export const schoolStudents = (scope: Scope) =>
  sql`select ${users.id} as user_id from ${users} where ${inSchool(scope, users)} and ${users.role} = 'student'`;

export type RoundRow = {
  user_id: number;
  round_id: number;
  course_id: number;
  title_ru: string;
  title_kk: string;
  title_en: string;
  ends_on: string;
};

/**
 * The rounds closing between `from` and `to` of the programs a student has chosen and not applied to yet (status
 * `selected`): once submitted, the round's close no longer asks anything of the student.
 */
export function closingRounds(scope: Scope, input: { from: string; to: string }): Promise<RoundRow[]> {
  return rowsOf<RoundRow>(
    scope,
    sql`select a.user_id, r.id as round_id, a.course_id, c.title_ru, c.title_kk, c.title_en, r.ends_on::text as ends_on
      from ${courseRounds} r
      join ${applicationStatuses} a on a.course_id = r.course_id and ${inSchool(scope, aliased.status)}
        and a.status = 'selected'
      join ${courses} c on c.id = r.course_id and ${inSchool(scope, aliased.course)}
      where ${inSchool(scope, aliased.round)} and r.ends_on between ${input.from}::date and ${input.to}::date
      order by a.user_id, r.ends_on`,
  );
}

/**
 * The alerts whose date has not passed, the latest threshold of each subject only (the 7-day alert replaces the
 * 30-day one on the page), each with its program's title when it is a round's.
 */
export async function openAlertRows(scope: Scope, input: { userId: number; today: string }) {
  return scope.db
    .selectDistinctOn([documentAlerts.key, documentAlerts.dueOn], {
      id: documentAlerts.id,
      subject: documentAlerts.subject,
      key: documentAlerts.key,
      name: documentAlerts.name,
      courseId: documentAlerts.courseId,
      days: documentAlerts.days,
      dueOn: documentAlerts.dueOn,
      sentAt: documentAlerts.sentAt,
      title: sql<{ ru: string; kk: string; en: string } | null>`(select json_build_object('ru', c.title_ru,
        'kk', c.title_kk, 'en', c.title_en) from courses c where c.id = ${documentAlerts.courseId}
        and ${inSchool(scope, aliased.course)})`,
    })
    .from(documentAlerts)
    .where(
      and(
        inSchool(scope, documentAlerts),
        eq(documentAlerts.userId, input.userId),
        gte(documentAlerts.dueOn, input.today),
      ),
    )
    .orderBy(documentAlerts.key, documentAlerts.dueOn, documentAlerts.days);
}

/** Whether the school has an account with this id (of any role). */
export async function accountExists(scope: Scope, userId: number): Promise<boolean> {
  const account = await rowById(scope, { table: users, id: userId, columns: { id: users.id } });
  return account !== undefined;
}

/** Whether the school's audit log names the user. */
export async function auditNames(scope: Scope, userId: number): Promise<boolean> {
  const [line] = await scope.db
    .select({ id: personalDataAudit.id })
    .from(personalDataAudit)
    .where(and(inSchool(scope, personalDataAudit), eq(personalDataAudit.userId, userId)))
    .limit(1);
  return line !== undefined;
}

/** Up to `limit` lines of the student's audit log before the line `before`, the latest first, with who acted. */
export async function auditLines(scope: Scope, input: { userId: number; before?: number; limit: number }) {
  return scope.db
    .select({
      id: personalDataAudit.id,
      action: personalDataAudit.action,
      call: personalDataAudit.call,
      actorId: personalDataAudit.actorId,
      actorName: sql<string | null>`trim(${users.firstName} || ' ' || ${users.lastName})`,
      at: personalDataAudit.at,
    })
    .from(personalDataAudit)
    .leftJoin(users, and(eq(users.id, personalDataAudit.actorId), inSchool(scope, users)))
    .where(
      and(
        inSchool(scope, personalDataAudit),
        eq(personalDataAudit.userId, input.userId),
        input.before === undefined ? undefined : lt(personalDataAudit.id, input.before),
      ),
    )
    .orderBy(desc(personalDataAudit.id))
    .limit(input.limit);
}
