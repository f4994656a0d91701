import type { CourseTrackerRow } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Table } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { FormError } from "../../../ui/FormError";
import { personName } from "../../../ui/person-name";
import { ScrollRegion } from "../../../ui/ScrollRegion";
import { Segmented } from "../../../ui/Segmented";
import { useUiLanguage } from "../../language";
import { fetchCourseTracker, fetchStudentTracker, postReset } from "../api/grading.api";
import { listTitle } from "../list-title";
import { taskKeys } from "../tasks.keys";
import { ExListTracker } from "./ExListTracker";
import { gradeText, percentText, ResultTag, trackerPagination } from "./result-tag";

/** One student's exercise lists: the score against the pass mark, answers waiting, and reopening a finished one. */
function StudentLists({ courseId, userId }: { courseId: number; userId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const tracker = useQuery({
    queryKey: taskKeys.trackerOfStudent(courseId, userId),
    queryFn: ({ signal }) => fetchStudentTracker(courseId, userId, signal),
  });
  const reset = useMutation({
    mutationFn: (listId: number) => postReset(listId, userId),
    onSettled: () => queryClient.invalidateQueries({ queryKey: taskKeys.trackerOfProgram(courseId) }),
  });
  return (
    <>
      <FormError error={tracker.error ?? reset.error} />
      {reset.isSuccess ? (
        <Alert type="success" showIcon title={t("tasks.grading.reopened")} className="task-hint" />
      ) : null}
      <ScrollRegion label={t("tasks.grading.byList")}>
        <Table
          size="small"
          rowKey="ex_list_id"
          loading={tracker.isPending}
          pagination={false}
          dataSource={tracker.data?.lists ?? []}
          columns={[
            { title: t("tasks.grading.lesson"), dataIndex: "lesson_name" },
            { title: t("tasks.grading.list"), render: (_, list) => listTitle(list, language) },
            {
              title: t("tasks.grading.score"),
              render: (_, list) => <ResultTag result={list} pending={list.submitted} minPercent={list.min_percent} />,
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
      </ScrollRegion>
    </>
  );
}

/** The program's students: lists finished and passed, the mean percentage and homework; expanded, their lists. */
function StudentsTracker({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [page, setPage] = useState(1);
  const tracker = useQuery({
    queryKey: taskKeys.trackerPage(courseId, page),
    queryFn: ({ signal }) => fetchCourseTracker(courseId, page, signal),
  });
  return (
    <>
      <FormError error={tracker.error} />
      <ScrollRegion label={t("tasks.grading.byStudent")}>
        <Table<CourseTrackerRow>
          size="small"
          rowKey="user_id"
          loading={tracker.isPending}
          dataSource={tracker.data?.results ?? []}
          pagination={trackerPagination(page, tracker.data?.count ?? 0, setPage)}
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
            { title: t("tasks.grading.score"), render: (_, row) => percentText(row.percent, language) },
            { title: t("tasks.grading.waiting"), dataIndex: "homework_submitted" },
            {
              title: t("tasks.grading.gradeMean"),
              render: (_, row) => gradeText(row.grade, language),
            },
          ]}
        />
      </ScrollRegion>
    </>
  );
}

/** The program's results, by student or by exercise list. */
export function TrackerTable({ courseId }: { courseId: number }) {
  const { t } = useTranslation();
  const [view, setView] = useState<"students" | "list">("students");
  return (
    <>
      <Segmented
        aria-label={t("tasks.grading.trackerView")}
        className="task-hint"
        size="small"
        value={view}
        onChange={(value) => setView(value as "students" | "list")}
        options={[
          { value: "students", label: <span data-testid="tracker-by-student">{t("tasks.grading.byStudent")}</span> },
          { value: "list", label: <span data-testid="tracker-by-list">{t("tasks.grading.byList")}</span> },
        ]}
      />
      {view === "students" ? <StudentsTracker courseId={courseId} /> : <ExListTracker courseId={courseId} />}
    </>
  );
}
