import { type SQL, sql } from "drizzle-orm";
import { likePattern } from "../users/users.filters.js";
import { type Period, type ReportScope, rowsOf, within } from "./reports.queries.js";

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

/** The same counts over `schedule_lesson_days` rows (alias `l`), each row some lessons of one status. */
const ROLLED_UP_COUNTS = sql`coalesce(sum(l.lessons) filter (where l.status = 'planned'), 0)::int as planned,
  coalesce(sum(l.lessons) filter (where l.status = 'finished'), 0)::int as finished,
  coalesce(sum(l.lessons) filter (where l.status = 'rescheduled'), 0)::int as rescheduled,
  coalesce(sum(l.lessons) filter (where l.status = 'cancelled'), 0)::int as cancelled,
  coalesce(sum(l.lessons), 0)::int as total,
  coalesce(round(sum(l.seconds) filter (where l.status = 'finished') / 3600.0, 1), 0) as hours`;

export type CountsRow = {
  planned: number;
  finished: number;
  rescheduled: number;
  cancelled: number;
  total: number;
  hours: string | number;
};

const and = (condition: SQL | undefined) => (condition ? sql`and ${condition}` : sql``);
const equals = (column: SQL, value: number | undefined) =>
  value === undefined ? sql`` : sql`and ${column} = ${value}`;
const monthOf = (column: SQL, period: Period) => sql`to_char(${column} at time zone ${period.zone}, 'YYYY-MM')`;

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
function daysWhere(scope: ReportScope, filter: LessonFilter) {
  const { from, to } = filter.period;
  return sql`l.school_id = ${scope.schoolId} ${from ? sql`and l.day >= ${from}::date` : sql``}
    ${to ? sql`and l.day <= ${to}::date` : sql``}
    ${equals(sql`l.teacher_id`, filter.teacherId)} ${equals(sql`l.course_id`, filter.courseId)}`;
}

/**
 * The school's lesson-student rows (alias `ls`) whose lesson is in the period, one program's, teacher's or student's
 * when named, and visible to the caller.
 */
function attendancesWhere(scope: ReportScope, filter: LessonFilter & { studentId?: number }) {
  return sql`ls.school_id = ${scope.schoolId} and ${within(sql`ls.start_at`, filter.period)}
    ${equals(sql`ls.teacher_id`, filter.teacherId)} ${equals(sql`ls.course_id`, filter.courseId)}
    ${equals(sql`ls.user_id`, filter.studentId)} ${and(filter.access)}`;
}

export type TeacherRow = CountsRow & { teacher_id: number; teacher_first_name: string; teacher_last_name: string };

/** teacher/: per teacher. */
export async function lessonsPerTeacher(scope: ReportScope, filter: LessonFilter) {
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

/** teacher_report/: per month of the last twelve months of the school's calendar, this month included. */
export async function lessonsPerRecentMonth(
  scope: ReportScope,
  filter: Omit<LessonFilter, "period"> & { zone: string },
) {
  const zone = filter.zone;
  const result = await scope.db.execute(sql`select to_char(l.day, 'YYYY-MM') as month, ${ROLLED_UP_COUNTS}
    from schedule_lesson_days l
    where l.school_id = ${scope.schoolId}
      and l.day >= (date_trunc('month', now() at time zone ${zone}) - interval '11 months')::date
      and l.day < (date_trunc('month', now() at time zone ${zone}) + interval '1 month')::date
      ${equals(sql`l.teacher_id`, filter.teacherId)} ${and(filter.access)}
    group by 1
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
  scope: ReportScope,
  filter: LessonFilter & { q?: string; limit: number; offset: number },
) {
  const pattern = filter.q ? likePattern(filter.q) : null;
  const named = (alias: string) =>
    sql`(${sql.raw(alias)}.first_name ilike ${pattern} or ${sql.raw(alias)}.last_name ilike ${pattern}
      or (${sql.raw(alias)}.first_name || ' ' || ${sql.raw(alias)}.last_name) ilike ${pattern})`;
  const result = await scope.db.execute(sql`with pairs as (
      select ls.teacher_id, ls.user_id, ${countsOf("ls")}
      from schedule_lesson_students ls
      where ${attendancesWhere(scope, filter)}
      group by ls.teacher_id, ls.user_id
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
export async function teachersOfStudent(scope: ReportScope, attendance: Attendance) {
  const perTeacher =
    attendance.of === "student"
      ? sql`select ls.teacher_id, ${countsOf("ls")}, min(ls.start_at) as first_lesson, max(ls.start_at) as last_lesson
          from schedule_lesson_students ls
          where ls.school_id = ${scope.schoolId} ${equals(sql`ls.user_id`, attendance.studentId)}
            ${and(attendance.access)}
          group by ls.teacher_id`
      : // The first and last lesson of each of the 200-odd teachers: the ends of their range of the
        // (teacher_id, start_at) index of the lessons' students.
        sql`select l.teacher_id, ${ROLLED_UP_COUNTS},
            (select min(ls.start_at) from schedule_lesson_students ls
              where ls.teacher_id = l.teacher_id and ls.school_id = ${scope.schoolId}) as first_lesson,
            (select max(ls.start_at) from schedule_lesson_students ls
              where ls.teacher_id = l.teacher_id and ls.school_id = ${scope.schoolId}) as last_lesson
          from schedule_lesson_days l
          where l.school_id = ${scope.schoolId} and l.attended ${and(attendance.access)}
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
export async function lessonsOfStudent(
  scope: ReportScope,
  filter: LessonFilter & { studentId?: number; limit: number },
) {
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
  scope: ReportScope,
  filter: LessonFilter & { studentId?: number; homeworkAccess: SQL | undefined; limit: number },
) {
  const result = await scope.db.execute(sql`with per_student as (
      select ls.user_id, ${countsOf("ls")}
      from schedule_lesson_students ls
      where ${attendancesWhere(scope, filter)}
      group by ls.user_id
    ),
    answers as (
      select h.user_id, count(*)::int as submitted, count(*) filter (where h.status = 'graded')::int as graded,
        round(avg(h.grade) filter (where h.status = 'graded'), 1) as average_grade
      from homeworks h
      where h.school_id = ${scope.schoolId} and h.status <> 'saved' and ${within(sql`h.updated_at`, filter.period)}
        and h.user_id in (select user_id from per_student)
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
  scope: ReportScope,
  filter: { period: Period; attendance: Attendance; studentAccess: SQL | undefined },
) {
  const { attendance } = filter;
  const students = sql`(select count(*)::int from (select ls.user_id from schedule_lesson_students ls
      where ${attendancesWhere(scope, {
        period: filter.period,
        studentId: attendance.of === "student" ? attendance.studentId : undefined,
        access: filter.studentAccess,
      })}
      group by ls.user_id) visible) as students`;
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
  scope: ReportScope,
  filter: LessonFilter & { by: SummaryKey; attendanceAccess: SQL | undefined },
) {
  const keyOf = (alias: "l" | "ls", month: SQL) =>
    filter.by === "month"
      ? month
      : filter.by === "type"
        ? sql.raw(`${alias}.type_lesson`)
        : sql.raw(`${alias}.course_id::text`);
  // Lessons and teachers from the rollup; the distinct students from the lessons' students (their copied keys),
  // each one grouped once per key (a hashed grouping; count(distinct) sorts every row).
  const result = await scope.db.execute(sql`with counted as (
      select ${keyOf("l", sql`to_char(l.day, 'YYYY-MM')`)} as key, ${ROLLED_UP_COUNTS},
        count(distinct l.teacher_id)::int as teachers
      from schedule_lesson_days l
      where ${daysWhere(scope, filter)} ${and(filter.access)}
      group by 1
    ),
    attended as (
      select key, count(*)::int as students from (
        select ${keyOf("ls", monthOf(sql`ls.start_at`, filter.period))} as key, ls.user_id
        from schedule_lesson_students ls
        where ${attendancesWhere(scope, { ...filter, access: filter.attendanceAccess })}
        group by 1, 2
      ) per_student
      group by key
    )
    select counted.*, coalesce(attended.students, 0) as students, c.title_ru, c.title_kk, c.title_en
    from counted
    left join attended on attended.key is not distinct from counted.key
    ${filter.by === "program" ? sql`left join courses c on c.id = counted.key::int` : sql`left join courses c on false`}
    order by ${filter.by === "program" ? sql`c.title_ru nulls last, counted.key` : sql`counted.key`}`);
  return rowsOf<SummaryRow>(result);
}
