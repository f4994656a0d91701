import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import { allPages } from "../api/all-pages";
import { fetchProgramProgress } from "../api/reports.api";
import type { Period } from "../period";
import { reportKeys } from "../reports.keys";
import { ReportBarChart } from "./ProgressChart";
import { ReportCard, summedColumn, TruncatedNote } from "./ReportCard";

export type ProgramRow = Awaited<ReturnType<typeof fetchProgramProgress>>["results"][number];

const BLUE = "#1677ff";
const GREEN = "#389e0d";
const GOLD = "#d48806";

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
