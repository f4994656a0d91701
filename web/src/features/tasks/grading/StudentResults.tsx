import { nameInLanguage, type StudentResult } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Table } from "antd";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { Link } from "../../../ui/Link";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { courseTitle } from "../../lessons";
import { fetchStudentResults } from "../api/grading.api";
import { listTitle } from "../list-title";
import { ResultTag } from "./result-tag";
import "../tasks.css";
import "../texts";
import { formatTimestamp } from "../../../ui/format";
import { taskKeys } from "../tasks.keys";

/**
 * A student's results in every exercise list they have opened (`get_std_gr/{id}/`), the latest first, across the
 * programs the viewer may see: self-contained, for the student's page.
 */
export function StudentResults({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const results = useQuery({
    queryKey: taskKeys.studentResults(userId),
    queryFn: ({ signal }) => fetchStudentResults(userId, signal),
  });
  const when = (value: string | null) => (value ? formatTimestamp(value, language) : "—");
  return (
    <>
      <FormError error={results.error} />
      {/* The region scrolls and takes the focus, named: the antd table's own scroller has nothing to focus when the
          student has no results yet, out of a keyboard's reach (axe's scrollable-region-focusable). */}
      <ScrollRegion label={t("tasks.grading.resultsTable")}>
        <Table<StudentResult>
          size="small"
          rowKey={(row) => row.ex_list.id}
          loading={results.isPending}
          dataSource={results.data ?? []}
          pagination={{ pageSize: 20, hideOnSinglePage: true, showSizeChanger: false }}
          locale={{ emptyText: t("tasks.grading.noResults") }}
          data-testid="student-results"
          columns={[
            {
              title: t("tasks.grading.program"),
              render: (_, row) => <Link to={`/course/info/${row.course.id}`}>{courseTitle(row.course, language)}</Link>,
            },
            { title: t("tasks.grading.lesson"), render: (_, row) => nameInLanguage(language, row.lesson) },
            { title: t("tasks.grading.list"), render: (_, row) => listTitle(row.ex_list, language) },
            {
              title: t("tasks.grading.score"),
              render: (_, row) => <ResultTag result={row} pending={row.pending} minPercent={row.ex_list.min_percent} />,
            },
            { title: t("tasks.grading.waiting"), dataIndex: "pending" },
            { title: t("tasks.grading.started"), render: (_, row) => when(row.started_at) },
            { title: t("tasks.grading.finished"), render: (_, row) => when(row.finished_at) },
          ]}
        />
      </ScrollRegion>
    </>
  );
}
