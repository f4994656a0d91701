import { useQuery } from "@tanstack/react-query";
import { Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatInstant } from "../../../ui/format";
import { ExportableTable, type TableColumn } from "../../../ui/table-export/ExportableTable";
import { useClearable } from "../../../ui/use-clearable";
import { useUiLanguage } from "../../language";
import { allPages } from "../api/all-pages";
import { fetchStudentLessonsAndHomework, fetchStudentTeachers, fetchTeacherRelation } from "../api/reports.api";
import type { Period } from "../period";
import { reportKeys } from "../reports.keys";
import { fullName, useCountColumns } from "./LessonReports";
import { ReportCard, TruncatedNote } from "./ReportCard";

type PairRow = Awaited<ReturnType<typeof fetchTeacherRelation>>["results"][number];
type TeacherRow = Awaited<ReturnType<typeof fetchStudentTeachers>>[number];

/** Who teaches whom in the period (report_teacher_relation/): lessons per teacher and student, searched by name. */
export function TeacherStudentPairsReport({ period }: { period: Period }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const [search, setSearch] = useState("");
  const report = useQuery({
    queryKey: reportKeys.teacherRelation(period, search),
    queryFn: ({ signal }) =>
      allPages((page) =>
        fetchTeacherRelation({ date_after: period.from, date_before: period.to, q: search || undefined, page }, signal),
      ),
  });
  const rows = report.data?.rows ?? [];
  const counts = useCountColumns<PairRow>();
  const columns: TableColumn<PairRow>[] = [
    {
      key: "teacher",
      title: t("reports.lessonColumns.teacher"),
      value: (row) => fullName(row.teacher_first_name, row.teacher_last_name),
    },
    {
      key: "student",
      title: t("reports.columns.student"),
      value: (row) => fullName(row.student_first_name, row.student_last_name),
    },
    ...counts,
  ];
  return (
    <ReportCard title={t("reports.pairs.title")} testId="report-teacher-relation" pending={false}>
      <Input.Search
        className="report-filter"
        aria-label={t("reports.pairs.search")}
        placeholder={t("reports.pairs.search")}
        allowClear={clearable}
        onSearch={(value) => setSearch(value.trim())}
        data-testid="report-teacher-relation-search"
      />
      {report.data?.truncated && <TruncatedNote shown={rows.length} count={report.data.count} />}
      <ExportableTable
        title={t("reports.pairs.title")}
        columns={columns}
        rows={rows}
        loading={report.isPending}
        rowKey={(row) => `${row.teacher_id}-${row.student_id}`}
        period={period}
        testId="report-teacher-relation-table"
      />
    </ReportCard>
  );
}

/**
 * A student's teachers with all their lessons together, first and last (page_report_teacher/): staff and teachers
 * choose one of the period's students, a student sees their own teachers.
 */
export function StudentTeachersReport({
  period,
  timeZone,
  choosesStudent,
}: {
  period: Period;
  timeZone: string;
  choosesStudent: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [chosen, setChosen] = useState<number | undefined>();
  const students = useQuery({
    queryKey: reportKeys.studentLessons(period),
    enabled: choosesStudent,
    queryFn: ({ signal }) => fetchStudentLessonsAndHomework({ start_date: period.from, end_date: period.to }, signal),
  });
  const studentId = choosesStudent ? (chosen ?? students.data?.results[0]?.student_id) : undefined;
  const report = useQuery({
    queryKey: reportKeys.studentTeachers(studentId),
    enabled: !choosesStudent || studentId !== undefined,
    queryFn: ({ signal }) => fetchStudentTeachers({ student_id: studentId }, signal),
  });
  const rows = report.data ?? [];
  const shownDay = (value: string | null) =>
    value === null
      ? ""
      : formatInstant(new Date(value), language, { timeZone, day: "2-digit", month: "2-digit", year: "numeric" });
  const counts = useCountColumns<TeacherRow>();
  const columns: TableColumn<TeacherRow>[] = [
    {
      key: "teacher",
      title: t("reports.lessonColumns.teacher"),
      value: (row) => fullName(row.teacher_first_name, row.teacher_last_name),
    },
    ...counts,
    { key: "first", title: t("reports.studentTeachers.first"), value: (row) => shownDay(row.first_lesson) },
    { key: "last", title: t("reports.studentTeachers.last"), value: (row) => shownDay(row.last_lesson) },
  ];
  const options = (students.data?.results ?? []).map((row) => ({
    value: row.student_id,
    label: fullName(row.student_first_name, row.student_last_name),
  }));
  const student = options.find((option) => option.value === studentId)?.label;
  const title = choosesStudent ? t("reports.studentTeachers.title") : t("reports.studentTeachers.mine");
  if (choosesStudent && !students.isPending && options.length === 0) return null;
  return (
    <ReportCard title={title} testId="report-student-teachers" pending={false}>
      {choosesStudent && (
        <Select<number>
          className="report-filter"
          aria-label={t("reports.columns.student")}
          showSearch={{ optionFilterProp: "label" }}
          value={studentId}
          onChange={setChosen}
          options={options}
          data-testid="report-student-teachers-select"
        />
      )}
      <ExportableTable
        title={student ? `${title}: ${student}` : title}
        columns={columns}
        rows={rows}
        loading={report.isPending && report.fetchStatus !== "idle"}
        rowKey="teacher_id"
        testId="report-student-teachers-table"
      />
    </ReportCard>
  );
}
