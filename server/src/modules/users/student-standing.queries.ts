import type { ApplicationStatusKey, StudentStanding } from "@school/contracts";
import { sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { preparedInSchool } from "../../core/tenancy/prepared-in-school.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { prepareRaw } from "../../db/prepared.js";
import {
  applicationStatuses,
  courseRounds,
  courses,
  paymentTranches,
  studentRecords,
  users,
} from "../../db/schema/index.js";
import { checklistStateRows } from "../student-checklist/index.js";

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

/**
 * The users' record fields, programs, responsible's name and nearest deadline, in one statement whatever their
 * number: each a correlated subquery on an index of the user. Raw SQL: the builder cannot say a lateral union
 * ordered and limited, nor `json_agg` ordered within. Prepared (core/tenancy/prepared-in-school.ts): the user list
 * asks it on every page.
 */
const standingsOfUsers = preparedInSchool("standings_of_users", (scope, name) => {
  const r = studentRecords;
  // The statement's aliases as tables, so that each alias's school condition is `inSchool`'s.
  const [u, m, a, c, t, rd] = [
    alias(users, "u"),
    alias(users, "m"),
    alias(applicationStatuses, "a"),
    alias(courses, "c"),
    alias(paymentTranches, "t"),
    alias(courseRounds, "rd"),
  ];
  const today = sql.placeholder("today");
  return prepareRaw<StandingRow>(
    scope.db,
    sql`
    select u.id, ${r.userId} is not null as has_record, ${r.country} as country, ${r.paymentBalance}::text as balance,
      ${r.responsible} as responsible_id,
      (select trim(m.first_name || ' ' || m.last_name) from ${users} m
        where ${inSchool(scope, m)} and m.id = ${r.responsible}) as responsible_name,
      (select coalesce(json_agg(json_build_object('course_id', a.course_id, 'status', a.status,
          'ru', c.title_ru, 'kk', c.title_kk, 'en', c.title_en) order by a.updated_at desc, a.id), '[]'::json)
        from ${applicationStatuses} a join ${courses} c on c.id = a.course_id and ${inSchool(scope, c)}
        where ${inSchool(scope, a)} and a.user_id = u.id) as programs,
      d.date::text as deadline_date, d.kind as deadline_kind
    from ${users} u
    left join ${r} on ${r.userId} = u.id and ${inSchool(scope, r)}
    left join lateral (
      select date, kind from (
        select t.due_date as date, 'payment' as kind from ${paymentTranches} t
          where ${inSchool(scope, t)} and t.user_id = u.id and t.paid_on is null
        union all
        select rd.ends_on, 'round' from ${applicationStatuses} a
          join ${courseRounds} rd on rd.course_id = a.course_id and ${inSchool(scope, rd)}
          where ${inSchool(scope, a)} and a.user_id = u.id and a.status = 'selected' and rd.ends_on >= ${today}::date
        union all
        select ${r.visaDate}, 'visa' where ${r.visaDate} >= ${today}::date
      ) upcoming order by date, kind limit 1
    ) d on true
    where ${inSchool(scope, u)} and u.id = any(${sql.placeholder("ids")}::int[])`,
    name,
  );
});

export const standingRows = (scope: Scope, input: { ids: readonly number[]; today: string }): Promise<StandingRow[]> =>
  standingsOfUsers(scope, input);

/** The checklist lines' states of the students (`checklistStateRows`, one batched statement). */
export const checklistStatesOf = (scope: Scope, students: readonly number[]) => checklistStateRows(scope, students);
