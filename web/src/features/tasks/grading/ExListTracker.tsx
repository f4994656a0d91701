import { type ExListTracker as ExListTrackerPage, nameInLanguage } from "@school/contracts";
import { useQuery } from "@tanstack/react-query";
import { Empty, Select, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { formatTimestamp } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { useUiLanguage } from "../../language";
import { useCourseLessons } from "../../lessons";
import { fetchExListTracker } from "../api/grading.api";
import { listTitle } from "../list-title";
import { taskKeys } from "../tasks.keys";
import { gradeText, ResultTag, trackerPagination } from "./result-tag";

type Row = ExListTrackerPage["results"][number];

/** One exercise list of the program, chosen from its lessons: every student's attempt there and their answers. */
export function ExListTracker({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const lessons = useCourseLessons(courseId);
  const [listId, setListId] = useState<number | null>(null);
  const [page, setPage] = useState(1);
  const tracker = useQuery({
    queryKey: taskKeys.trackerOfList(courseId, listId, page),
    queryFn: ({ signal }) => fetchExListTracker(listId ?? 0, page, signal),
    enabled: listId !== null,
  });
  const options = (lessons.data?.lessons ?? [])
    .filter((lesson) => lesson.ex_lists.length > 0)
    .map((lesson) => ({
      label: nameInLanguage(language, lesson),
      title: nameInLanguage(language, lesson),
      options: lesson.ex_lists.map((list) => ({ value: list.id, label: listTitle(list, language) })),
    }));
  const when = (value: string | null) => (value ? formatTimestamp(value, language) : "—");
  return (
    <>
      <Select
        className="task-tracker-list"
        value={listId}
        onChange={(value) => {
          setListId(value);
          setPage(1);
        }}
        loading={lessons.isPending}
        placeholder={t("tasks.grading.chooseList")}
        aria-label={t("tasks.grading.chooseList")}
        options={options}
        showSearch={{ optionFilterProp: "label" }}
        data-testid="tracker-list-select"
      />
      {listId === null ? null : (
        <Link to={`/grading?list=${listId}`} className="task-tracker-queue" data-testid="grading-queue-list-link">
          {t("tasks.queue.openList")}
        </Link>
      )}
      <FormError error={lessons.error ?? tracker.error} />
      {listId === null ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks.grading.chooseListHint")} />
      ) : (
        <ScrollRegion label={t("tasks.grading.byList")}>
          <Table<Row>
            size="small"
            rowKey="user_id"
            loading={tracker.isPending}
            dataSource={tracker.data?.results ?? []}
            pagination={trackerPagination(page, tracker.data?.count ?? 0, setPage)}
            data-testid="tracker-list-table"
            columns={[
              { title: t("tasks.grading.student"), render: (_, row) => personName(row) },
              {
                title: t("tasks.grading.score"),
                render: (_, row) => (
                  <ResultTag result={row} pending={row.submitted} minPercent={tracker.data?.ex_list.min_percent ?? 0} />
                ),
              },
              { title: t("tasks.grading.answered"), dataIndex: "answered" },
              { title: t("tasks.grading.waiting"), dataIndex: "submitted" },
              { title: t("tasks.grading.gradeMean"), render: (_, row) => gradeText(row.grade, language) },
              { title: t("tasks.grading.started"), render: (_, row) => when(row.started_at) },
              { title: t("tasks.grading.finished"), render: (_, row) => when(row.finished_at) },
            ]}
          />
        </ScrollRegion>
      )}
    </>
  );
}
