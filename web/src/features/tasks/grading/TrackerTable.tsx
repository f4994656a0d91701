import type { CourseTrackerRow } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Table, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { personName } from "../../../ui/person-name";
import { useUiLanguage } from "../../language/use-ui-language";
import { fetchCourseTracker, fetchStudentTracker, postReset } from "../api/grading.api";
import { listTitle } from "../list-title";

const percentText = (value: number | null) => (value === null ? "—" : `${Math.round(value * 10) / 10}%`);

/** One student's exercise lists: the score against the pass mark, answers waiting, and reopening a finished one. */
function StudentLists({ courseId, userId }: { courseId: number; userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const tracker = useQuery({
    queryKey: ["tasks", "tracker", courseId, "student", userId],
    queryFn: ({ signal }) => fetchStudentTracker(courseId, userId, signal),
  });
  const reset = useMutation({
    mutationFn: (listId: number) => postReset(listId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ["tasks", "tracker", courseId] }),
  });
  return (
    <>
      <FormError error={tracker.error ?? reset.error} />
      <Table
        size="small"
        rowKey="ex_list_id"
        loading={tracker.isPending}
        pagination={false}
        scroll={{ x: true }}
        dataSource={tracker.data?.lists ?? []}
        columns={[
          { title: t("tasks.grading.lesson"), dataIndex: "lesson_name" },
          { title: t("tasks.grading.list"), render: (_, list) => listTitle(list, language) },
          {
            title: t("tasks.grading.score"),
            render: (_, list) => (
              <span>
                {percentText(list.percent)}{" "}
                {list.finished_at ? (
                  <Tag color={list.passed ? "green" : "red"} bordered={false}>
                    {list.passed ? t("tasks.player.passed") : t("tasks.grading.failed", { n: list.min_percent })}
                  </Tag>
                ) : null}
              </span>
            ),
          },
          { title: t("tasks.grading.waiting"), dataIndex: "submitted" },
          {
            title: t("tasks.grading.actions"),
            render: (_, list) =>
              list.finished_at ? (
                <Button size="small" loading={reset.isPending} onClick={() => reset.mutate(list.ex_list_id)}>
                  {t("tasks.grading.reopen")}
                </Button>
              ) : null,
          },
        ]}
      />
    </>
  );
}

/** The program's tracker: every student with lists finished and passed, the mean percentage and homework. */
export function TrackerTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const tracker = useQuery({
    queryKey: ["tasks", "tracker", courseId, page],
    queryFn: ({ signal }) => fetchCourseTracker(courseId, page, signal),
  });
  return (
    <>
      <FormError error={tracker.error} />
      <Table<CourseTrackerRow>
        size="small"
        rowKey="user_id"
        loading={tracker.isPending}
        scroll={{ x: true }}
        dataSource={tracker.data?.results ?? []}
        pagination={{
          current: page,
          pageSize: 50,
          total: tracker.data?.count ?? 0,
          onChange: setPage,
          showSizeChanger: false,
          hideOnSinglePage: true,
        }}
        expandable={{ expandedRowRender: (row) => <StudentLists courseId={courseId} userId={row.user_id} /> }}
        data-testid="tracker-table"
        columns={[
          { title: t("tasks.grading.student"), render: (_, row) => personName(row) },
          {
            title: t("tasks.grading.lists"),
            render: (_, row) =>
              t("tasks.grading.listsOf", {
                passed: row.lists_passed,
                finished: row.lists_finished,
                total: row.lists_total,
              }),
          },
          { title: t("tasks.grading.score"), render: (_, row) => percentText(row.percent) },
          { title: t("tasks.grading.waiting"), dataIndex: "homework_submitted" },
          {
            title: t("tasks.grading.gradeMean"),
            render: (_, row) => (row.grade === null ? "—" : Math.round(row.grade * 10) / 10),
          },
        ]}
      />
    </>
  );
}
