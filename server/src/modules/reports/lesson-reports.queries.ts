import type { UiLanguage } from "@school/contracts";
import { type SQL, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { likePattern } from "../../core/filters.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { homeworks, scheduleLessonDays, scheduleLessonStudents, scheduleStudentMonths } from "../../db/schema/index.js";
import { programTitleOf } from "../../db/shown-names.js";
import { type Period, rowsOf, within } from "./reports.queries.js";

/** The raw statements' aliases as tables, so that each alias's school condition is `inSchool`'s. */
const aliased = {
  day: alias(scheduleLessonDays, "l"),
  attendance: alias(scheduleLessonStudents, "ls"),
  month: alias(scheduleStudentMonths, "m"),
  answer: alias(homeworks, "h"),
};

/**
 * The lesson reports' SQL (decision 0031): one aggregate statement per report over the timetable's lessons, the
 * period on `start_at` in the school's zone so the (school_id, start_at) and (teacher_id, start_at) indexes serve it.
 * Two derived tables, kept by triggers in the transaction of every lesson write (decision 0036), spare the reports a
 * year of lessons: the counts per teacher, per month and of the summaries read the rollup `schedule_lesson_days` (a
 * row per day, teacher, program, type and status), the period then on its `day`; the reports per student read
 * `schedule_lesson_students` alone (alias `ls`), whose rows carry a copy of their lesson's teacher, program, type,
 * status and times. The access module's condition is part of the statement, so a teacher's or a student's figures
 * are computed from their own rows only.
 */

/**
 * Counts of a group of lessons (or of lesson-student rows, alias `ls`) by status, and the conducted hours. The
 * lengths are summed as intervals (exact microseconds) and turned into seconds once, rather than each row's.
 */
/**
 * The statements' aliased columns the access module's filters are written over: `l` a lesson, `ls` a lesson's
 * student row (carrying its lesson's teacher, decision 0036).
 */
export const lessonColumns = { teacherId: sql`l.teacher_id` };
export const lessonStudentColumns = { userId: sql`ls.user_id`, teacherId: sql`ls.teacher_id` };

const countsOf = (alias: "l" | "ls") => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql`count(*) filter (where ${column("status")} = 'planned')::int as planned,
  count(*) filter (where ${column("status")} = 'finished')::int as finished,
  count(*) filter (where ${column("status")} = 'rescheduled')::int as rescheduled,
  count(*) filter (where ${column("status")} = 'cancelled')::int as cancelled,
  count(*)::int as total,
  coalesce(round(extract(epoch from sum(${column("end_at")} - ${column("start_at")})
    filter (where ${column("status")} = 'finished')) / 3600.0, 1), 0) as hours`;
};

/**
 * The same counts over rolled-up rows, each some lessons of one status with their length: `schedule_lesson_days`
 * (alias `l`, in seconds) or the students' months (alias `a`, in microseconds; see `attendedMonths`).
 */
const rolledUpCounts = (alias: "l" | "a") => {
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  const conducted =
    alias === "l"
      ? sql`sum(l.seconds) filter (where l.status = 'finished')`
      : sql`sum(a.microseconds) filter (where a.status = 'finished') / 1000000.0`;
  return sql`coalesce(sum(${column("lessons")}) filter (where ${column("status")} = 'planned'), 0)::int as planned,
  coalesce(sum(${column("lessons")}) filter (where ${column("status")} = 'finished'), 0)::int as finished,
  coalesce(sum(${column("lessons")}) filter (where ${column("status")} = 'rescheduled'), 0)::int as rescheduled,
  coalesce(sum(${column("lessons")}) filter (where ${column("status")} = 'cancelled'), 0)::int as cancelled,
  coalesce(sum(${column("lessons")}), 0)::int as total,
  coalesce(round(${conducted} / 3600.0, 1), 0) as hours`;
};
const ROLLED_UP_COUNTS = rolledUpCounts("l");

export type CountsRow = {
  planned: number;
  finished: number;
  rescheduled: number;
  cancelled: number;
  total: number;
  hours: string | number;
};

/**
 * The month of a rollup row's day, to group by: its name (`to_char`) is made once per month after grouping, since
 * `to_char` of a date (converted to a time in the session's zone) for each of a year's 100,000 rows cost more than
 * the grouping.
 */
const MONTH_OF_DAY = sql`date_trunc('month', l.day::timestamp)`;

const and = (condition: SQL | undefined) => (condition ? sql`and ${condition}` : sql``);
const equals = (column: SQL, value: number | undefined) =>
  value === undefined ? sql`` : sql`and ${column} = ${value}`;

type LessonFilter = {
  period: Period;
  teacherId?: number;
  courseId?: number;
  /** The access module's condition over `l.teacher_id`, or over `ls.user_id` and `ls.teacher_id` for students. */
  access: SQL | undefined;
};

/**
 * The school's rolled-up lessons in the period (`schedule_lesson_days`, decision 0036), one program's or one
 * teacher's when named: the days are the school's, as the period's, so the days in it hold exactly its lessons.
 */
function daysWhere(scope: Scope, filter: LessonFilter) {
  const { from, to } = filter.period;
  return sql`${inSchool(scope, aliased.day)} ${from ? sql`and l.day >= ${from}::date` : sql``}
    ${to ? sql`and l.day <= ${to}::date` : sql``}
    ${equals(sql`l.teacher_id`, filter.teacherId)} ${equals(sql`l.course_id`, filter.courseId)}`;
}

/**
 * The school's lesson-student rows (alias `ls`) whose lesson is in the period, one program's, teacher's or student's
 * when named, and visible to the caller.
 */
function attendancesWhere(scope: Scope, filter: LessonFilter & { studentId?: number }) {
  return sql`${inSchool(scope, aliased.attendance)} and ${within(sql`ls.start_at`, filter.period)}
    ${equals(sql`ls.teacher_id`, filter.teacherId)} ${equals(sql`ls.course_id`, filter.courseId)}
    ${equals(sql`ls.user_id`, filter.studentId)} ${and(filter.access)}`;
}

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);
const dayAfter = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) + 86_400_000);
const dayBefore = (day: string) => isoDay(Date.parse(`${day}T00:00:00Z`) - 86_400_000);
const firstOfMonth = (day: string) => `${day.slice(0, 7)}-01`;
const firstOfNextMonth = (day: string) => {
  const [year, month] = day.split("-").map(Number);
  return isoDay(Date.UTC(year!, month!, 1));
};

/**
 * The whole months of a period (first days, `until` excluded), the part of it the students' monthly rollup answers;
 * null when it holds none. An open end stays open.
 */
export function wholeMonths(period: Pick<Period, "from" | "to">): { from?: string; until?: string } | null {
  const from = period.from === undefined || period.from.endsWith("-01") ? period.from : firstOfNextMonth(period.from);
  const until = period.to === undefined ? undefined : firstOfMonth(dayAfter(period.to));
  if (from !== undefined && until !== undefined && from >= until) return null;
  return { from, until };
}

/** The sets of the students' months, by what their rows tell apart (see `scheduleStudentMonths`). */
const MONTH_SETS = {
  status: sql`m.teacher_id is null and m.type_lesson is null`,
  teacher: sql`m.teacher_id is not null`,
  type: sql`m.status is null`,
};

/**
 * The lesson-student rows of a period, one program's or student's when named, as (user_id, course_id, teacher_id,
 * type_lesson, status, month, lessons, microseconds). For the staff (no access condition, no teacher named) the period's
 * whole months come from the rollup `schedule_student_months` (decision 0036), in the set asked for (its other
 * columns null), and only the days before and after them from the rows; a teacher's or a student's reports (their
 * own rows, a few thousand a year) read the rows one by one.
 */
function attendedMonths(
  scope: Scope,
  filter: LessonFilter & { studentId?: number },
  set: keyof typeof MONTH_SETS,
): SQL {
  const rows = (period: Period) => sql`select ls.user_id, ls.course_id, ls.teacher_id, ls.type_lesson, ls.status,
      date_trunc('month', ls.day::timestamp)::date as month, 1 as lessons,
      (extract(epoch from ls.end_at - ls.start_at) * 1000000)::bigint as microseconds
    from schedule_lesson_students ls where ${attendancesWhere(scope, { ...filter, period })}`;
  const months = filter.access === undefined && filter.teacherId === undefined ? wholeMonths(filter.period) : null;
  if (!months) return rows(filter.period);
  const parts = [
    sql`select m.user_id, m.course_id, m.teacher_id, m.type_lesson, m.status, m.month, m.lessons, m.microseconds
      from schedule_student_months m
      where ${inSchool(scope, aliased.month)} and ${MONTH_SETS[set]}
        ${months.from ? sql`and m.month >= ${months.from}::date` : sql``}
        ${months.until ? sql`and m.month < ${months.until}::date` : sql``}
        ${equals(sql`m.course_id`, filter.courseId)} ${equals(sql`m.user_id`, filter.studentId)}`,
  ];
  const { from, to } = filter.period;
  if (from !== undefined && months.from !== undefined && from < months.from)
    parts.push(rows({ ...filter.period, to: dayBefore(months.from) }));
  if (to !== undefined && months.until !== undefined && months.until <= to)
    parts.push(rows({ ...filter.period, from: months.until }));
  return sql.join(parts, sql` union all `);
}

export type TeacherRow = CountsRow & { teacher_id: number; teacher_first_name: string; teacher_last_name: string };

/** teacher/: per teacher. */
export async function lessonsPerTeacher(scope: Scope, filter: LessonFilter) {
  // Counted per teacher id first, names joined to the 200-odd rows after.
  const result = await scope.db.execute(sql`with per_teacher as (
      select l.teacher_id, ${ROLLED_UP_COUNTS} from schedule_lesson_days l
      where ${daysWhere(scope, filter)} ${and(filter.access)}
      group by l.teacher_id
    )
    select p.*, t.first_name as teacher_first_name, t.last_name as teacher_last_name
    from per_teacher p join users t on t.id = p.teacher_id
    order by t.last_name, t.first_name, t.id`);
  return rowsOf<TeacherRow>(result);
}

export type MonthRow = CountsRow & { month: string };

/** teacher_report/: per month of the last twelve months of the school's calendar, `today`'s month included. */
export async function lessonsPerRecentMonth(scope: Scope, filter: Omit<LessonFilter, "period"> & { today: string }) {
  const month = sql`date_trunc('month', ${filter.today}::date)`;
  const result = await scope.db.execute(sql`select to_char(${MONTH_OF_DAY}, 'YYYY-MM') as month, ${ROLLED_UP_COUNTS}
    from schedule_lesson_days l
    where ${inSchool(scope, aliased.day)}
      and l.day >= (${month} - interval '11 months')::date
      and l.day < (${month} + interval '1 month')::date
      ${equals(sql`l.teacher_id`, filter.teacherId)} ${and(filter.access)}
    group by ${MONTH_OF_DAY}
    order by 1`);
  return rowsOf<MonthRow>(result);
}

export type PairRow = TeacherRow & {
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  full_count: number;
};

/** report_teacher_relation/: per teacher and student, a page of them. */
export async function lessonsPerPair(
  scope: Scope,
  filter: LessonFilter & { q?: string; limit: number; offset: number },
) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  const named = (alias: string) =>
    sql`(${sql.raw(alias)}.first_name ilike ${pattern} or ${sql.raw(alias)}.last_name ilike ${pattern}
      or (${sql.raw(alias)}.first_name || ' ' || ${sql.raw(alias)}.last_name) ilike ${pattern})`;
  const result = await scope.db.execute(sql`with pairs as (
      select a.teacher_id, a.user_id, ${rolledUpCounts("a")}
      from (${attendedMonths(scope, filter, "teacher")}) a
      group by a.teacher_id, a.user_id
    )
    select p.*, t.first_name as teacher_first_name, t.last_name as teacher_last_name, p.user_id as student_id,
      s.first_name as student_first_name, s.last_name as student_last_name, count(*) over ()::int as full_count
    from pairs p join users t on t.id = p.teacher_id join users s on s.id = p.user_id
    ${pattern ? sql`where (${named("t")} or ${named("s")})` : sql``}
    order by t.last_name, t.first_name, t.id, s.last_name, s.first_name, s.id
    limit ${filter.limit} offset ${filter.offset}`);
  return rowsOf<PairRow>(result);
}

export type StudentTeacherRow = TeacherRow & { first_lesson: Date | string | null; last_lesson: Date | string | null };

/**
 * Which students' lessons a report counts, each lesson once: one student's rows (`ls`: a student named, or a caller
 * who sees only their own rows, with `access` over them), or whole lessons that have students (`l`: the rollup's
 * attended lessons, with `access` over the lesson's teacher).
 */
export type Attendance =
  | { of: "student"; studentId?: number; access: SQL | undefined }
  | { of: "lessons"; access: SQL | undefined };

/** page_report_teacher/: a student's teachers, all their lessons together. */
export async function teachersOfStudent(scope: Scope, attendance: Attendance) {
  const perTeacher =
    attendance.of === "student"
      ? sql`select ls.teacher_id, ${countsOf("ls")}, min(ls.start_at) as first_lesson, max(ls.start_at) as last_lesson
          from schedule_lesson_students ls
          where ${inSchool(scope, aliased.attendance)} ${equals(sql`ls.user_id`, attendance.studentId)}
            ${and(attendance.access)}
          group by ls.teacher_id`
      : // The first and last lesson of each of the 200-odd teachers: the ends of their range of the
        // (teacher_id, start_at) index of the lessons' students.
        sql`select l.teacher_id, ${ROLLED_UP_COUNTS},
            (select min(ls.start_at) from schedule_lesson_students ls
              where ls.teacher_id = l.teacher_id and ${inSchool(scope, aliased.attendance)}) as first_lesson,
            (select max(ls.start_at) from schedule_lesson_students ls
              where ls.teacher_id = l.teacher_id and ${inSchool(scope, aliased.attendance)}) as last_lesson
          from schedule_lesson_days l
          where ${inSchool(scope, aliased.day)} and l.attended ${and(attendance.access)}
          group by l.teacher_id`;
  const result = await scope.db.execute(sql`with per_teacher as (${perTeacher})
    select p.*, t.first_name as teacher_first_name, t.last_name as teacher_last_name
    from per_teacher p join users t on t.id = p.teacher_id
    order by t.last_name, t.first_name, t.id`);
  return rowsOf<StudentTeacherRow>(result);
}

export type StudentLessonRow = {
  id: number;
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  teacher_id: number;
  teacher_first_name: string;
  teacher_last_name: string;
  course_id: number | null;
  title_ru: string | null;
  title_kk: string | null;
  title_en: string | null;
  type_lesson: "trial" | "individual" | "pair" | "group";
  status: "planned" | "finished" | "rescheduled" | "cancelled";
  start_at: Date | string;
  end_at: Date | string;
  full_count: number;
};

/** teacher_report_page/: a student's lessons one by one, newest first, at most `limit`. */
export async function lessonsOfStudent(scope: Scope, filter: LessonFilter & { studentId?: number; limit: number }) {
  // The newest rows walk the (school_id, start_at) index and stop at the limit; the count is its own aggregate.
  const where = attendancesWhere(scope, filter);
  const result = await scope.db.execute(sql`select ls.lesson_id as id, ls.user_id as student_id,
      s.first_name as student_first_name, s.last_name as student_last_name, ls.teacher_id,
      t.first_name as teacher_first_name, t.last_name as teacher_last_name, ls.course_id,
      c.title_ru, c.title_kk, c.title_en, ls.type_lesson, ls.status, ls.start_at, ls.end_at,
      (select count(*)::int from schedule_lesson_students ls where ${where}) as full_count
    from schedule_lesson_students ls
    join users s on s.id = ls.user_id
    join users t on t.id = ls.teacher_id
    left join courses c on c.id = ls.course_id
    where ${where}
    order by ls.start_at desc, ls.lesson_id desc, ls.user_id
    limit ${filter.limit}`);
  return rowsOf<StudentLessonRow>(result);
}

export type StudentReportRow = CountsRow & {
  student_id: number;
  student_first_name: string;
  student_last_name: string;
  homework_submitted: number;
  homework_graded: number;
  average_grade: string | null;
  full_count: number;
};

/** report_student/: per student, their lessons by status and their answers handed in, in the period. */
export async function lessonsAndHomeworkPerStudent(
  scope: Scope,
  filter: LessonFilter & { studentId?: number; homeworkAccess: SQL | undefined; limit: number },
) {
  // The answers of the students counted, picked by the final left join. For the staff (the whole school) they are
  // grouped all at once: the planner takes the students counted for a few hundred and would look up each one's
  // answers through an index, 5,000 times.
  const studentsAnswers =
    filter.homeworkAccess === undefined ? sql`` : sql`and h.user_id in (select user_id from per_student)`;
  const result = await scope.db.execute(sql`with per_student as (
      select a.user_id, ${rolledUpCounts("a")}
      from (${attendedMonths(scope, filter, "status")}) a
      group by a.user_id
    ),
    answers as (
      select h.user_id, count(*)::int as submitted, count(*) filter (where h.status = 'graded')::int as graded,
        round(avg(h.grade) filter (where h.status = 'graded'), 1) as average_grade
      from homeworks h
      where ${inSchool(scope, aliased.answer)} and h.status <> 'saved' and ${within(sql`h.updated_at`, filter.period)}
        ${studentsAnswers} ${equals(sql`h.user_id`, filter.studentId)}
        ${equals(sql`h.course_id`, filter.courseId)} ${and(filter.homeworkAccess)}
      group by h.user_id
    )
    select p.*, p.user_id as student_id, s.first_name as student_first_name, s.last_name as student_last_name,
      coalesce(a.submitted, 0) as homework_submitted, coalesce(a.graded, 0) as homework_graded, a.average_grade,
      count(*) over ()::int as full_count
    from per_student p join users s on s.id = p.user_id left join answers a on a.user_id = p.user_id
    order by s.last_name, s.first_name, s.id
    limit ${filter.limit}`);
  return rowsOf<StudentReportRow>(result);
}

export type StudentCountRow = CountsRow & { students: number };

/**
 * report_student_count_lesson/: the lessons of one student (or of every visible student) counted once each, and how
 * many distinct students attended them.
 */
export async function lessonCountOfStudents(
  scope: Scope,
  filter: { period: Period; attendance: Attendance; studentAccess: SQL | undefined },
) {
  const { attendance } = filter;
  const attended = attendedMonths(
    scope,
    {
      period: filter.period,
      studentId: attendance.of === "student" ? attendance.studentId : undefined,
      access: filter.studentAccess,
    },
    "status",
  );
  const students = sql`(select count(*)::int from (select a.user_id from (${attended}) a group by a.user_id) visible)
    as students`;
  const result = await scope.db.execute(
    attendance.of === "student"
      ? sql`select ${countsOf("ls")}, ${students} from schedule_lesson_students ls
          where ${attendancesWhere(scope, { period: filter.period, studentId: attendance.studentId, access: attendance.access })}`
      : sql`select ${ROLLED_UP_COUNTS}, ${students} from schedule_lesson_days l
          where ${daysWhere(scope, { period: filter.period, access: attendance.access })} and l.attended
            ${and(attendance.access)}`,
  );
  return rowsOf<StudentCountRow>(result)[0];
}

type SummaryKey = "month" | "type" | "program";

export type SummaryRow = CountsRow & {
  key: string | null;
  students: number;
  teachers: number;
  title_ru: string | null;
  title_kk: string | null;
  title_en: string | null;
};

/**
 * mv/, mv1/, mv2/: the lessons in the period grouped by month, lesson type or program; lessons counted once, their
 * distinct students and teachers beside them.
 */
export async function summary(
  scope: Scope,
  filter: LessonFilter & { by: SummaryKey; attendanceAccess: SQL | undefined; language: UiLanguage },
) {
  const keyOf = (alias: "l" | "a") =>
    filter.by === "month"
      ? alias === "l"
        ? MONTH_OF_DAY
        : sql`a.month`
      : filter.by === "type"
        ? sql.raw(`${alias}.type_lesson`)
        : sql.raw(`${alias}.course_id::text`);
  // Lessons and teachers from the lessons' rollup; the distinct students from the students' months (their rows for
  // a teacher), each one grouped once per key (a hashed grouping; count(distinct) sorts every row).
  // The teachers are counted as the students are: the rollup's rows grouped per key and teacher first (hashed), then
  // per key (count(distinct) sorted a year's rows, on disk).
  const perTeacher = (status: string) => sql`sum(l.lessons) filter (where l.status = ${sql.raw(`'${status}'`)})`;
  const result = await scope.db.execute(sql`with counted as (
      select ${filter.by === "month" ? sql`to_char(t.key, 'YYYY-MM')` : sql`t.key`} as key,
        coalesce(sum(t.planned), 0)::int as planned, coalesce(sum(t.finished), 0)::int as finished,
        coalesce(sum(t.rescheduled), 0)::int as rescheduled, coalesce(sum(t.cancelled), 0)::int as cancelled,
        coalesce(sum(t.total), 0)::int as total, coalesce(round(sum(t.seconds) / 3600.0, 1), 0) as hours,
        count(*)::int as teachers
      from (
        select ${keyOf("l")} as key, l.teacher_id, ${perTeacher("planned")} as planned,
          ${perTeacher("finished")} as finished, ${perTeacher("rescheduled")} as rescheduled,
          ${perTeacher("cancelled")} as cancelled, sum(l.lessons) as total,
          sum(l.seconds) filter (where l.status = 'finished') as seconds
        from schedule_lesson_days l
        where ${daysWhere(scope, filter)} ${and(filter.access)}
        group by 1, 2
      ) t
      group by t.key
    ),
    attended as (
      select ${filter.by === "month" ? sql`to_char(key, 'YYYY-MM')` : sql`key`} as key, count(*)::int as students from (
        select ${keyOf("a")} as key, a.user_id
        from (${attendedMonths(scope, { ...filter, access: filter.attendanceAccess }, filter.by === "type" ? "type" : "status")}) a
        group by 1, 2
      ) per_student
      group by key
    )
    select counted.*, coalesce(attended.students, 0) as students, c.title_ru, c.title_kk, c.title_en
    from counted
    left join attended on attended.key is not distinct from counted.key
    ${filter.by === "program" ? sql`left join courses c on c.id = counted.key::int` : sql`left join courses c on false`}
    order by ${filter.by === "program" ? sql`${programTitleOf(filter.language, "c")} nulls last, counted.key` : sql`counted.key`}`);
  return rowsOf<SummaryRow>(result);
}
