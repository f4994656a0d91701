import type { LessonCounts } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { formatMonth } from "../../../ui/format";
import { runtimeKey } from "../../../ui/runtime-key";
import { Segmented } from "../../../ui/Segmented";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import { useClearable } from "../../../ui/use-clearable";
import { useUiLanguage } from "../../language";
import {
  fetchSummaryByMonth,
  fetchSummaryByProgram,
  fetchSummaryByType,
  fetchTeacherLessons,
  fetchTeacherMonths,
} from "../api/reports.api";
import type { Period } from "../period";
import { reportKeys } from "../reports.keys";
import { CANCELLED, CONDUCTED, fullName, MOVED, useCountColumns } from "./LessonReports";
import { ReportBarChart } from "./ProgressChart";
import { ReportCard } from "./ReportCard";

type Counts = Pick<LessonCounts, "finished" | "rescheduled" | "cancelled">;
/** A month of teacher_report/, named for the chart and the table. */
type RecentMonthRow = LessonCounts & { month: string; name: string };
/**
 * One row of any summary: its name on the chart and in the table's first column, its counts and its distinct
 * students (and teachers, by program). Distinct people are not summed: one student may be in several rows.
 */
type SummaryRow = LessonCounts & { key: string; name: string; students: number; teachers?: number };

const SUMMARIES = ["month", "type", "program"] as const;
type Summary = (typeof SUMMARIES)[number];

/** "2026-11" as "11.2026": digits read alike in ru, kk and en, and browsers lack Kazakh month names. */
/** The conducted, moved and cancelled bars of a lesson chart, named as the schedule names the statuses. */
function useStatusChart(rows: readonly (Counts & { name: string })[]) {
  const { t } = useTranslation();
  return useMemo(
    () => ({
      categories: rows.map((row) => row.name),
      series: [
        { name: t("schedule.statuses.finished"), values: rows.map((row) => row.finished), colour: CONDUCTED },
        { name: t("schedule.statuses.rescheduled"), values: rows.map((row) => row.rescheduled), colour: MOVED },
        { name: t("schedule.statuses.cancelled"), values: rows.map((row) => row.cancelled), colour: CANCELLED },
      ],
    }),
    [rows, t],
  );
}

/**
 * The summary's rows for the chosen view (mv/, mv1/ or mv2/), each keyed by its month, type or program; named when
 * drawn, so a change of language renames them without asking again.
 */
function useSummary(by: Summary, period: Period) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const query = { start_date: period.from, end_date: period.to };
  const report = useQuery({
    queryKey: reportKeys.summary(by, period),
    queryFn: async ({ signal }): Promise<(Omit<SummaryRow, "name"> & { title?: string })[]> => {
      if (by === "month") return (await fetchSummaryByMonth(query, signal)).map((row) => ({ ...row, key: row.month }));
      if (by === "type")
        return (await fetchSummaryByType(query, signal)).map((row) => ({ ...row, key: row.type_lesson }));
      return (await fetchSummaryByProgram(query, signal)).map((row) => ({
        ...row,
        key: String(row.course_id),
        title: row.course_title,
      }));
    },
  });
  const rows: SummaryRow[] = useMemo(
    () =>
      (report.data ?? []).map((row) => ({
        ...row,
        name:
          by === "month"
            ? formatMonth(row.key, language, "long")
            : by === "type"
              ? t(runtimeKey(`schedule.types.${row.key}`))
              : row.title || t("reports.summary.noProgram"),
      })),
    [report.data, by, t, language],
  );
  return { rows, pending: report.isPending };
}

/**
 * The school's lessons in the period summed three ways (mv/, mv1/, mv2/): by month, by lesson type, by program, each
 * with its distinct students (and, by program, teachers); a teacher sees their own lessons.
 */
export function LessonSummaryReport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const [by, setBy] = useState<Summary>("month");
  const report = useSummary(by, period);
  const rows = report.rows;
  const counts = useCountColumns<SummaryRow>();
  const columns: TableColumn<SummaryRow>[] = [
    { key: "name", title: t(`reports.summary.column.${by}`), value: (row) => row.name },
    ...counts,
    { key: "students", title: t("reports.columns.students"), value: (row) => row.students, numeric: true },
    ...(by === "program"
      ? [
          {
            key: "teachers",
            title: t("reports.summary.teachers"),
            value: (row: SummaryRow) => row.teachers ?? 0,
            numeric: true,
          },
        ]
      : []),
  ];
  const chart = useStatusChart(rows);
  const title = `${t("reports.summary.title")}: ${t(`reports.summary.by.${by}`)}`;
  return (
    <ReportCard title={t("reports.summary.title")} testId="report-summary" pending={false}>
      <Segmented<Summary>
        aria-label={t("reports.summary.view")}
        value={by}
        onChange={setBy}
        options={SUMMARIES.map((value) => ({ value, label: t(`reports.summary.by.${value}`) }))}
        data-testid="report-summary-view"
      />
      <ReportBarChart
        categories={chart.categories}
        series={chart.series}
        label={t("reports.summary.chartLabel")}
        testId="report-summary-chart"
      />
      <ExportableTable
        title={title}
        columns={columns}
        rows={rows}
        loading={report.pending}
        rowKey="key"
        period={period}
        testId="report-summary-table"
      />
    </ReportCard>
  );
}

/**
 * The last twelve months of the school's calendar, per month and status (teacher_report/): the school's, or one
 * teacher's when chosen (a teacher: their own). The teachers to choose from are those of the period's report.
 */
export function TeacherMonthsReport({ period, choosesTeacher }: { period: Period; choosesTeacher: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const clearable = useClearable();
  const [teacherId, setTeacherId] = useState<number | undefined>();
  const teachers = useQuery({
    queryKey: reportKeys.teacherLessons(period),
    enabled: choosesTeacher,
    queryFn: ({ signal }) => fetchTeacherLessons({ start_date: period.from, end_date: period.to }, signal),
  });
  const report = useQuery({
    queryKey: reportKeys.teacherMonths(teacherId),
    queryFn: ({ signal }) => fetchTeacherMonths({ teacher_id: teacherId }, signal),
  });
  const rows: RecentMonthRow[] = useMemo(
    () => (report.data ?? []).map((row) => ({ ...row, name: formatMonth(row.month, language, "long") })),
    [report.data, language],
  );
  const counts = useCountColumns<RecentMonthRow>();
  const columns: TableColumn<RecentMonthRow>[] = [
    { key: "month", title: t("reports.summary.column.month"), value: (row) => row.name },
    ...counts,
  ];
  const chart = useStatusChart(rows);
  const chosen = teachers.data?.find((row) => row.teacher_id === teacherId);
  const title = chosen
    ? `${t("reports.teacherMonths.title")}: ${fullName(chosen.teacher_first_name, chosen.teacher_last_name)}`
    : t("reports.teacherMonths.title");
  return (
    <ReportCard title={t("reports.teacherMonths.title")} testId="report-teacher-months" pending={false}>
      {choosesTeacher && (
        <Select<number>
          className="report-filter"
          aria-label={t("reports.lessonColumns.teacher")}
          placeholder={t("reports.teacherMonths.wholeSchool")}
          allowClear={clearable}
          value={teacherId}
          onChange={setTeacherId}
          options={(teachers.data ?? []).map((row) => ({
            value: row.teacher_id,
            label: fullName(row.teacher_first_name, row.teacher_last_name),
          }))}
          data-testid="report-teacher-months-select"
        />
      )}
      <ReportBarChart
        categories={chart.categories}
        series={chart.series}
        label={t("reports.teacherMonths.chartLabel")}
        testId="report-teacher-months-chart"
      />
      <ExportableTable
        title={title}
        columns={columns}
        rows={rows}
        loading={report.isPending}
        rowKey="month"
        testId="report-teacher-months-table"
      />
    </ReportCard>
  );
}
