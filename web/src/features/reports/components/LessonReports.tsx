import { useQuery } from "@tanstack/react-query";
import { Empty, Statistic, Tag } from "antd";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import {
  fetchStudentLessonCount,
  fetchStudentLessons,
  fetchStudentLessonsAndHomework,
  fetchTeacherLessons,
} from "../api/reports.api";
import type { Period } from "../period";
import { ReportBarChart } from "./ProgressChart";
import { ReportCard, summedColumn, TruncatedNote } from "./ReportCard";
import "../../schedule/texts";
import { useUiLanguage } from "../../language";
import { reportKeys } from "../reports.keys";
import { shownInstant } from "../shown-instant";

type TeacherRow = Awaited<ReturnType<typeof fetchTeacherLessons>>[number];
type StudentRow = Awaited<ReturnType<typeof fetchStudentLessonsAndHomework>>["results"][number];
type LessonRow = Awaited<ReturnType<typeof fetchStudentLessons>>["results"][number];
type Counts = Pick<TeacherRow, "planned" | "finished" | "rescheduled" | "cancelled" | "total" | "hours">;

export const CONDUCTED = "#389e0d";
export const MOVED = "#d48806";
export const CANCELLED = "#cf1322";
/** The chart shows the teachers with the most lessons; the table below has every one. */
const CHART_TEACHERS = 20;

/** Status tags, the text darkened from Ant Design's preset so it reaches 4.5:1 on the tint (decision 0019). */
const STATUS_TAG: Record<LessonRow["status"], { colour: string; text: string }> = {
  planned: { colour: "blue", text: "#003eb3" },
  finished: { colour: "green", text: "#135200" },
  rescheduled: { colour: "gold", text: "#874d00" },
  cancelled: { colour: "red", text: "#a8071a" },
};

export const fullName = (first: string, last: string) => `${first} ${last}`.trim();

/** The status columns every lesson table shares: one definition, so every table counts and totals alike. */
export function useCountColumns<Row extends Counts>(): TableColumn<Row>[] {
  const { t } = useTranslation();
  const column = (key: keyof Counts, title: string) => summedColumn<Row>(key, title, (row) => row[key]);
  return [
    column("finished", t("schedule.statuses.finished")),
    column("rescheduled", t("schedule.statuses.rescheduled")),
    column("cancelled", t("schedule.statuses.cancelled")),
    column("planned", t("schedule.statuses.planned")),
    column("total", t("reports.lessonColumns.total")),
    column("hours", t("reports.lessonColumns.hours")),
  ];
}

/** Lessons conducted, moved and cancelled per teacher in the period: chart and table (a teacher: their own row). */
export function TeacherLessonsReport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: reportKeys.teacherLessons(period),
    queryFn: ({ signal }) => fetchTeacherLessons({ start_date: period.from, end_date: period.to }, signal),
  });
  const rows = report.data ?? [];
  const counts = useCountColumns<TeacherRow>();
  const columns: TableColumn<TeacherRow>[] = [
    {
      key: "teacher",
      title: t("reports.lessonColumns.teacher"),
      value: (row) => fullName(row.teacher_first_name, row.teacher_last_name),
    },
    ...counts,
  ];
  const chart = useMemo(() => {
    const busiest = [...rows].sort((left, right) => right.total - left.total).slice(0, CHART_TEACHERS);
    return {
      categories: busiest.map((row) => fullName(row.teacher_first_name, row.teacher_last_name)),
      series: [
        { name: t("schedule.statuses.finished"), values: busiest.map((row) => row.finished), colour: CONDUCTED },
        { name: t("schedule.statuses.rescheduled"), values: busiest.map((row) => row.rescheduled), colour: MOVED },
        { name: t("schedule.statuses.cancelled"), values: busiest.map((row) => row.cancelled), colour: CANCELLED },
      ],
    };
  }, [rows, t]);
  return (
    <ReportCard
      title={t("reports.teacherLessons")}
      testId="report-teacher-lessons"
      pending={report.isPending}
      empty={rows.length === 0}
    >
      <ReportBarChart
        categories={chart.categories}
        series={chart.series}
        label={t("reports.teacherChartLabel")}
        testId="report-teacher-chart"
      />
      <ExportableTable
        title={t("reports.teacherLessons")}
        columns={columns}
        rows={rows}
        rowKey="teacher_id"
        period={period}
        testId="report-teacher-table"
      />
    </ReportCard>
  );
}

/** Per student: lessons by status and homework in the period (a teacher: the lessons they teach). */
export function StudentLessonsReport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const report = useQuery({
    queryKey: reportKeys.studentLessons(period),
    queryFn: ({ signal }) => fetchStudentLessonsAndHomework({ start_date: period.from, end_date: period.to }, signal),
  });
  const rows = report.data?.results ?? [];
  const counts = useCountColumns<StudentRow>();
  const columns: TableColumn<StudentRow>[] = [
    {
      key: "student",
      title: t("reports.columns.student"),
      value: (row) => fullName(row.student_first_name, row.student_last_name),
    },
    ...counts,
    summedColumn("submitted", t("reports.columns.homeworkSubmitted"), (row) => row.homework_submitted),
    summedColumn("graded", t("reports.columns.homeworkGraded"), (row) => row.homework_graded),
    { key: "grade", title: t("reports.columns.averageGrade"), value: (row) => row.average_grade, numeric: true },
  ];
  return (
    <ReportCard
      title={t("reports.studentLessons")}
      testId="report-student-lessons"
      pending={report.isPending}
      empty={rows.length === 0}
    >
      <TruncatedNote shown={rows.length} count={report.data?.count ?? 0} />
      <ExportableTable
        title={t("reports.studentLessons")}
        columns={columns}
        rows={rows}
        rowKey="student_id"
        period={period}
        testId="report-student-lessons-table"
      />
    </ReportCard>
  );
}

/** A student's own lessons: counted by status, then one by one with teacher, program and status. */
export function MyLessonsReport({ period, timeZone }: { period: Period; timeZone: string }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const range = { start_date: period.from, end_date: period.to };
  const summary = useQuery({
    queryKey: reportKeys.myLessonCount(period),
    queryFn: ({ signal }) => fetchStudentLessonCount(range, signal),
  });
  const lessons = useQuery({
    queryKey: reportKeys.myLessons(period),
    queryFn: ({ signal }) => fetchStudentLessons(range, signal),
  });
  const rows = lessons.data?.results ?? [];
  const columns: TableColumn<LessonRow>[] = [
    {
      key: "when",
      title: t("reports.lessonColumns.when"),
      value: (row) => shownInstant(row.start_at, timeZone, language),
    },
    {
      key: "teacher",
      title: t("reports.lessonColumns.teacher"),
      value: (row) => fullName(row.teacher_first_name, row.teacher_last_name),
    },
    { key: "program", title: t("reports.columns.program"), value: (row) => row.course_title },
    {
      key: "type",
      title: t("reports.lessonColumns.type"),
      value: (row) => t(runtimeKey(`schedule.types.${row.type_lesson}`)),
    },
    {
      key: "status",
      title: t("reports.columns.status"),
      value: (row) => t(runtimeKey(`schedule.statuses.${row.status}`)),
      total: (all) => t("reports.lessonColumns.lessonsCount", { count: all.length }),
      render: (row) => (
        <Tag color={STATUS_TAG[row.status].colour} style={{ color: STATUS_TAG[row.status].text }}>
          {t(runtimeKey(`schedule.statuses.${row.status}`))}
        </Tag>
      ),
    },
  ];
  const figures = summary.data;
  return (
    <ReportCard
      title={t("reports.myLessons")}
      testId="report-my-lessons"
      pending={summary.isPending || lessons.isPending}
    >
      {figures && (
        <div className="report-figures" data-testid="report-my-lesson-count">
          <Statistic title={t("schedule.statuses.finished")} value={figures.finished} />
          <Statistic title={t("schedule.statuses.rescheduled")} value={figures.rescheduled} />
          <Statistic title={t("schedule.statuses.cancelled")} value={figures.cancelled} />
          <Statistic title={t("schedule.statuses.planned")} value={figures.planned} />
          <Statistic title={t("reports.lessonColumns.hours")} value={figures.hours} />
        </div>
      )}
      {rows.length === 0 ? (
        <Empty description={t("reports.empty")} />
      ) : (
        <>
          <TruncatedNote shown={rows.length} count={lessons.data?.count ?? 0} />
          <ExportableTable
            title={t("reports.myLessons")}
            columns={columns}
            rows={rows}
            rowKey={(row) => `${row.id}-${row.student_id}`}
            period={period}
            testId="report-my-lessons-table"
          />
        </>
      )}
    </ReportCard>
  );
}
