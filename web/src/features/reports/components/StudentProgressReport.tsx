import { useQuery } from "@tanstack/react-query";
import { Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { personName } from "../../../ui/person-name";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import { useUiLanguage } from "../../language";
import { allPages } from "../api/all-pages";
import { fetchStudentProgress } from "../api/reports.api";
import type { Period } from "../period";
import { reportKeys } from "../reports.keys";
import { shownInstant } from "../shown-instant";
import type { ProgramRow } from "./ProgramProgressReport";
import { ReportCard, summedColumn, TruncatedNote } from "./ReportCard";

type StudentRow = Awaited<ReturnType<typeof fetchStudentProgress>>["results"][number];

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
  const { t } = useTranslation();
  const language = useUiLanguage();
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
      value: (row) => shownInstant(row.last_activity, timeZone, language),
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
