import { type ApplicationStatusKey, checklistState, type StudentStanding } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import type { Actor } from "../../core/access/actor.js";
import { schoolDayOf } from "../../core/school-day.js";
import type { Scope } from "../../core/tenancy/scope.js";
import {
  applicationStatuses,
  courseRounds,
  courses,
  paymentTranches,
  studentRecords,
  users,
} from "../../db/schema/index.js";
import { checklistStateRows } from "../student-checklist/checklist.queries.js";

type StandingRow = {
  id: number;
  has_record: boolean;
  country: StudentStanding["country"];
  balance: string | null;
  responsible_id: number | null;
  responsible_name: string | null;
  programs: { course_id: number; status: ApplicationStatusKey; ru: string; kk: string; en: string }[];
  deadline_date: string | null;
  deadline_kind: "payment" | "round" | "visa" | null;
};

const idList = (ids: readonly number[]): SQL =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

/**
 * Where each of the users stands (decision 0085), in two statements whatever their number: one for the record's
 * fields, the programs, the responsible's name and the nearest deadline (each a correlated subquery on an index of
 * the user), and one for their checklists' states (`checklistStateRows`, batched). The user list calls it once per
 * page, the student page's header for one student. `today` is the school's.
 */
export async function standingsOf(
  scope: Scope,
  { ids, today }: { ids: readonly number[]; today: string },
): Promise<Map<number, StudentStanding>> {
  if (ids.length === 0) return new Map();
  const s = scope.schoolId;
  const r = studentRecords;
  const result = await scope.db.execute(sql`
    select u.id, ${r.userId} is not null as has_record, ${r.country} as country, ${r.paymentBalance}::text as balance,
      ${r.responsible} as responsible_id,
      (select trim(m.first_name || ' ' || m.last_name) from ${users} m
        where m.school_id = ${s} and m.id = ${r.responsible}) as responsible_name,
      (select coalesce(json_agg(json_build_object('course_id', a.course_id, 'status', a.status,
          'ru', c.title_ru, 'kk', c.title_kk, 'en', c.title_en) order by a.updated_at desc, a.id), '[]'::json)
        from ${applicationStatuses} a join ${courses} c on c.id = a.course_id and c.school_id = ${s}
        where a.school_id = ${s} and a.user_id = u.id) as programs,
      d.date::text as deadline_date, d.kind as deadline_kind
    from ${users} u
    left join ${r} on ${r.userId} = u.id and ${r.schoolId} = ${s}
    left join lateral (
      select date, kind from (
        select t.due_date as date, 'payment' as kind from ${paymentTranches} t
          where t.school_id = ${s} and t.user_id = u.id and t.paid_on is null
        union all
        select rd.ends_on, 'round' from ${applicationStatuses} a
          join ${courseRounds} rd on rd.course_id = a.course_id and rd.school_id = ${s}
          where a.school_id = ${s} and a.user_id = u.id and a.status = 'selected' and rd.ends_on >= ${today}::date
        union all
        select ${r.visaDate}, 'visa' where ${r.visaDate} >= ${today}::date
      ) upcoming order by date, kind limit 1
    ) d on true
    where u.school_id = ${s} and u.id = any(${idList(ids)})`);
  const rows = (result as unknown as { rows: StandingRow[] }).rows;
  const students = rows.filter((row) => row.has_record).map((row) => row.id);
  const progress = new Map<number, { done: number; total: number }>();
  if (students.length > 0) {
    const items = await checklistStateRows(scope, sql`select unnest(${idList(students)}) as user_id`);
    for (const item of items) {
      const entry = progress.get(item.user_id) ?? { done: 0, total: 0 };
      const state = checklistState(
        { handedIn: item.handed_in, checked: item.checked, expiresOn: item.expires_on },
        today,
      );
      entry.total += 1;
      if (state === "handed_in" || state === "checked") entry.done += 1;
      progress.set(item.user_id, entry);
    }
  }
  return new Map(
    rows.map((row) => [
      row.id,
      row.has_record
        ? {
            programs: row.programs.map((program) => ({
              course_id: program.course_id,
              status: program.status,
              title: { ru: program.ru, kk: program.kk, en: program.en },
            })),
            responsible:
              row.responsible_id === null ? null : { id: row.responsible_id, name: row.responsible_name ?? "" },
            country: row.country,
            balance: row.balance === null ? null : Number(row.balance),
            next_deadline:
              row.deadline_date === null || row.deadline_kind === null
                ? null
                : { date: row.deadline_date, kind: row.deadline_kind },
            checklist: progress.get(row.id) ?? { done: 0, total: 0 },
          }
        : NO_STANDING,
    ]),
  );
}

/** A user without a student record (staff, teachers): nothing to stand on. */
export const NO_STANDING: StudentStanding = {
  programs: [],
  responsible: null,
  country: null,
  balance: null,
  next_deadline: null,
  checklist: null,
};

/** The school's today for the standings, read once per request. */
export const standingDay = async (actor: Actor) => (await schoolDayOf(actor)).today;
