import { useQuery } from "@tanstack/react-query";
import { Select, Tag } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import { allPages } from "../api/all-pages";
import { fetchProgramProgress, fetchStudentHomework, fetchStudentProgress } from "../api/reports.api";
import type { Period } from "../period";
import { reportKeys } from "../reports.keys";
import { ReportBarChart } from "./ProgressChart";
import { ReportCard, summedColumn, TruncatedNote } from "./ReportCard";

type ProgramRow = Awaited<ReturnType<typeof fetchProgramProgress>>["results"][number];
type StudentRow = Awaited<ReturnType<typeof fetchStudentProgress>>["results"][number];
type HomeworkRow = Awaited<ReturnType<typeof fetchStudentHomework>>["results"][number];

const BLUE = "#1677ff";
const GREEN = "#389e0d";
const GOLD = "#d48806";

/** Tag colours, the text darkened from Ant Design's preset so it reaches 4.5:1 on the tint (decision 0019). */
const HOMEWORK_TAG: Record<HomeworkRow["status"], { colour: string; text: string }> = {
  saved: { colour: "default", text: "#434343" },
  submitted: { colour: "gold", text: "#874d00" },
  graded: { colour: "green", text: "#135200" },
};

/** The school's days are shown as the school has them: a timestamp in the school's zone, not the browser's. */
const shownInstant = (value: string | null, timeZone: string, language: string) =>
  value === null
    ? ""
    : new Intl.DateTimeFormat(language, {
        timeZone,
        day: "2-digit",
        month: "2-digit",
        year: "numeric",
        hour: "2-digit",
        minute: "2-digit",
      }).format(new Date(value));

/** The programs the caller sees with their progress in the period; the student report picks its program here. */
export function useProgramProgress(period: Period) {
  return useQuery({
    queryKey: reportKeys.programProgress(period),
    queryFn: ({ signal }) =>
      allPages((page) =>
        fetchProgramProgress({ pub_date_after: period.from, pub_date_before: period.to, page }, signal),
      ),
  });
}

/** Program progress: per program, students, lessons finished and answers in the period (a student: their own). */
export function ProgramProgressReport({
  period,
  report,
}: {
  period: Period;
  report: ReturnType<typeof useProgramProgress>;
}) {
  const { t } = useTranslation();
  const rows = report.data?.rows ?? [];
  const columns: TableColumn<ProgramRow>[] = [
    { key: "program", title: t("reports.columns.program"), value: (row) => row.title },
    summedColumn("students", t("reports.columns.students"), (row) => row.students),
    { key: "lessons", title: t("reports.columns.lessons"), value: (row) => row.lessons, numeric: true },
    summedColumn("completed", t("reports.columns.completedLessons"), (row) => row.completed_lessons),
    summedColumn("submitted", t("reports.columns.homeworkSubmitted"), (row) => row.homework_submitted),
    summedColumn("graded", t("reports.columns.homeworkGraded"), (row) => row.homework_graded),
    { key: "grade", title: t("reports.columns.averageGrade"), value: (row) => row.average_grade, numeric: true },
    {
      key: "progress",
      title: t("reports.columns.progressPercent"),
      value: (row) => row.progress_percent,
      numeric: true,
      total: (all) =>
        all.length === 0
          ? null
          : Math.round(
              (all.reduce((sum, row) => sum + row.progress_percent * row.students, 0) /
                Math.max(
                  1,
                  all.reduce((sum, row) => sum + row.students, 0),
                )) *
                10,
            ) / 10,
    },
  ];
  const chart = useMemo(
    () => ({
      categories: rows.map((row) => row.title),
      series: [
        { name: t("reports.columns.completedLessons"), values: rows.map((row) => row.completed_lessons), colour: BLUE },
        {
          name: t("reports.columns.homeworkSubmitted"),
          values: rows.map((row) => row.homework_submitted),
          colour: GOLD,
        },
        { name: t("reports.columns.homeworkGraded"), values: rows.map((row) => row.homework_graded), colour: GREEN },
      ],
    }),
    [rows, t],
  );
  return (
    <ReportCard
      title={t("reports.programProgress")}
      testId="report-progress-course"
      pending={report.isPending}
      empty={rows.length === 0}
    >
      {report.data?.truncated && <TruncatedNote shown={rows.length} count={report.data.count} />}
      <ReportBarChart
        categories={chart.categories}
        series={chart.series}
        label={t("reports.programChartLabel")}
        testId="report-progress-chart"
      />
      <ExportableTable
        title={t("reports.programProgress")}
        columns={columns}
        rows={rows}
        rowKey="course_id"
        period={period}
        testId="report-progress-table"
      />
    </ReportCard>
  );
}

/** One program's students with their progress; the program is chosen from those the caller sees. */
export function StudentProgressReport({
  period,
  timeZone,
  programs,
}: {
  period: Period;
  timeZone: string;
  programs: ProgramRow[];
}) {
  const { t, i18n } = useTranslation();
  const [chosen, setChosen] = useState<number | undefined>();
  const courseId = chosen ?? programs[0]?.course_id;
  const report = useQuery({
    queryKey: reportKeys.studentProgress(courseId, period),
    enabled: courseId !== undefined,
    queryFn: ({ signal }) =>
      allPages((page) =>
        fetchStudentProgress(courseId ?? 0, { start_date: period.from, end_date: period.to, page }, signal),
      ),
  });
  const rows = report.data?.rows ?? [];
  const programTitle = programs.find((program) => program.course_id === courseId)?.title ?? "";
  const columns: TableColumn<StudentRow>[] = [
    { key: "student", title: t("reports.columns.student"), value: (row) => personName(row) },
    summedColumn("period", t("reports.columns.completedInPeriod"), (row) => row.completed_in_period),
    {
      key: "total",
      title: t("reports.columns.completedTotal"),
      value: (row) => `${row.completed_total} / ${row.lessons}`,
      numeric: true,
    },
    {
      key: "progress",
      title: t("reports.columns.progressPercent"),
      value: (row) => row.progress_percent,
      numeric: true,
    },
    summedColumn("submitted", t("reports.columns.homeworkSubmitted"), (row) => row.homework_submitted),
    summedColumn("graded", t("reports.columns.homeworkGraded"), (row) => row.homework_graded),
    { key: "grade", title: t("reports.columns.averageGrade"), value: (row) => row.average_grade, numeric: true },
    {
      key: "last",
      title: t("reports.columns.lastActivity"),
      value: (row) => shownInstant(row.last_activity, timeZone, i18n.language),
    },
  ];
  if (programs.length === 0) return null;
  return (
    <ReportCard title={t("reports.studentProgress")} testId="report-student-progress" pending={false}>
      <Select<number>
        className="report-filter"
        aria-label={t("reports.columns.program")}
        value={courseId}
        onChange={setChosen}
        options={programs.map((program) => ({ value: program.course_id, label: program.title }))}
        data-testid="report-program-select"
      />
      {report.data?.truncated && <TruncatedNote shown={rows.length} count={report.data.count} />}
      <ExportableTable
        title={`${t("reports.studentProgress")} ${programTitle}`}
        columns={columns}
        rows={rows}
        loading={report.isPending}
        rowKey="user_id"
        period={period}
        testId="report-student-progress-table"
      />
    </ReportCard>
  );
}

/** Handed-in answers in the period: a student's own, or those of the students the caller sees. */
export function HomeworkReport({
  period,
  timeZone,
  studentId,
}: {
  period: Period;
  timeZone: string;
  studentId?: number;
}) {
  const { t, i18n } = useTranslation();
  const report = useQuery({
    queryKey: reportKeys.studentHomework(studentId, period),
    queryFn: ({ signal }) =>
      allPages((page) =>
        fetchStudentHomework(
          { homework_student__student_id: studentId, pub_date_after: period.from, pub_date_before: period.to, page },
          signal,
        ),
      ),
  });
  const rows = report.data?.rows ?? [];
  const statusName = (status: HomeworkRow["status"]) => t(runtimeKey(`reports.homeworkStatus.${status}`));
  const columns: TableColumn<HomeworkRow>[] = [
    ...(studentId === undefined
      ? [{ key: "student", title: t("reports.columns.student"), value: (row: HomeworkRow) => personName(row) }]
      : []),
    { key: "program", title: t("reports.columns.program"), value: (row) => row.course_title },
    { key: "lesson", title: t("reports.columns.lesson"), value: (row) => row.lesson_name ?? "" },
    { key: "task", title: t("reports.columns.task"), value: (row) => row.title },
    {
      key: "status",
      title: t("reports.columns.status"),
      value: (row) => statusName(row.status),
      render: (row) => (
        <Tag color={HOMEWORK_TAG[row.status].colour} style={{ color: HOMEWORK_TAG[row.status].text }}>
          {statusName(row.status)}
        </Tag>
      ),
      total: (all) =>
        t("reports.gradedOf", { graded: all.filter((row) => row.status === "graded").length, count: all.length }),
    },
    { key: "grade", title: t("reports.columns.grade"), value: (row) => row.grade, numeric: true },
    {
      key: "submitted",
      title: t("reports.columns.submittedAt"),
      value: (row) => shownInstant(row.submitted_at, timeZone, i18n.language),
    },
  ];
  return (
    <ReportCard title={t("reports.homework")} testId="report-homework" pending={false}>
      {report.data?.truncated && <TruncatedNote shown={rows.length} count={report.data.count} />}
      <ExportableTable
        title={t("reports.homework")}
        columns={columns}
        rows={rows}
        loading={report.isPending}
        rowKey="id"
        period={period}
        testId="report-homework-table"
      />
    </ReportCard>
  );
}
