import { useQuery } from "@tanstack/react-query";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import { useUiLanguage } from "../../language";
import { allPages } from "../api/all-pages";
import { fetchStudentHomework } from "../api/reports.api";
import type { Period } from "../period";
import { reportKeys } from "../reports.keys";
import { shownInstant } from "../shown-instant";
import { ReportCard, TruncatedNote } from "./ReportCard";

type HomeworkRow = Awaited<ReturnType<typeof fetchStudentHomework>>["results"][number];

/** Tag colours, the text darkened from Ant Design's preset so it reaches 4.5:1 on the tint (decision 0019). */
const HOMEWORK_TAG: Record<HomeworkRow["status"], { colour: string; text: string }> = {
  saved: { colour: "default", text: "#434343" },
  submitted: { colour: "gold", text: "#874d00" },
  graded: { colour: "green", text: "#135200" },
};

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
  const { t } = useTranslation();
  const language = useUiLanguage();
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
      value: (row) => shownInstant(row.submitted_at, timeZone, language),
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
