import { ClockCircleOutlined, EditOutlined, PlusOutlined } from "@ant-design/icons";
import { type ExerciseList, nameInLanguage } from "@school/contracts";
import { getLesson } from "@school/contracts/routes";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Alert, Button, Card, Empty, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { callEndpoint } from "../../../api/http-client";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { formatPercent } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { PageHeading } from "../../../ui/PageHeading";
import { useUiLanguage } from "../../language";
import { useCan } from "../../session";
import { fetchLessonLists, patchList, postList, removeList } from "../api/exercises.api";
import { listTitle } from "../list-title";
import { ListFormModal, type ListFormValues } from "./ListFormModal";
import { ListTasks } from "./ListTasks";
import "../tasks.css";
import "../texts";
import { lessonKeys } from "../../lessons";
import { taskKeys } from "../tasks.keys";

/**
 * The task constructor of one lesson (/course/{courseId}/lesson/{lessonId}/constructor): its exercise lists with
 * their pass mark, gate and timer, and each list's tasks. Staff and the program's teachers author (decision 0021);
 * students see the tasks read-only, without the key.
 */
export function ConstructorScreen({ courseId, lessonId }: { courseId: number; lessonId: number }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const queryClient = useQueryClient();
  const canAuthor = useCan("exercise.author");
  const [editing, setEditing] = useState<ExerciseList | "new" | null>(null);
  const lesson = useQuery({
    queryKey: lessonKeys.detail(lessonId),
    queryFn: ({ signal }) => callEndpoint(getLesson, { params: { id: lessonId }, signal }),
  });
  const lists = useQuery({
    queryKey: taskKeys.lists(lessonId),
    queryFn: ({ signal }) => fetchLessonLists(lessonId, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  const saveList = useMutation({
    mutationFn: (values: ListFormValues) =>
      editing !== null && editing !== "new"
        ? patchList(editing.id, values)
        : postList({ lesson_id: lessonId, ...values }),
    onSuccess: () => {
      setEditing(null);
      void refresh();
    },
  });
  const deleteList = useMutation({ mutationFn: removeList, onSettled: refresh });

  return (
    <div className="task-constructor" data-testid="constructor">
      <PageHeading
        title={
          lesson.data
            ? t("tasks.constructor.titleOf", { lesson: nameInLanguage(language, lesson.data) })
            : t("routes.constructor")
        }
        extra={<Link to={`/course/view/${courseId}/lesson/${lessonId}`}>{t("tasks.constructor.toLesson")}</Link>}
      />
      {canAuthor ? null : <Alert type="info" showIcon title={t("tasks.constructor.readOnly")} className="task-hint" />}
      <FormError error={lists.error ?? lesson.error ?? deleteList.error} />
      {lists.isPending ? (
        <Skeleton active />
      ) : (lists.data ?? []).length === 0 ? (
        <Empty description={t("tasks.constructor.noLists")} />
      ) : (
        (lists.data ?? []).map((list) => (
          <Card
            key={list.id}
            className="task-list-card"
            size="small"
            data-testid={`ex-list-${list.id}`}
            title={
              <h2 className="task-list-title" data-testid="ex-list-title">
                {listTitle(list, language)}
              </h2>
            }
            extra={
              canAuthor ? (
                <span className="task-row-actions">
                  <Button
                    type="text"
                    size="small"
                    icon={<EditOutlined />}
                    aria-label={t("tasks.constructor.editList")}
                    onClick={() => setEditing(list)}
                    data-testid={`ex-list-edit-${list.id}`}
                  />
                  <ConfirmDeleteButton
                    question={t("tasks.constructor.deleteList", { title: listTitle(list, language) })}
                    onConfirm={() => deleteList.mutate(list.id)}
                    testId={`ex-list-delete-${list.id}`}
                  />
                </span>
              ) : null
            }
          >
            <div className="task-list-meta">
              <Tag bordered={false}>
                {t("tasks.constructor.passMark", { n: formatPercent(list.min_percent, language) })}
              </Tag>
              {list.next ? <Tag bordered={false}>{t("tasks.constructor.gatesNext")}</Tag> : null}
              {list.time_for_timer ? (
                <Tag bordered={false} icon={<ClockCircleOutlined />}>
                  {t("tasks.constructor.minutes", { n: list.time_for_timer })}
                </Tag>
              ) : null}
              <Tag bordered={false}>
                {t("tasks.constructor.attempts", {
                  n: list.attempts_allowed ?? "∞",
                })}{" "}
                ·{" "}
                {t(
                  list.grading_method === "last" ? "tasks.constructor.gradingLast" : "tasks.constructor.gradingHighest",
                )}
              </Tag>
            </div>
            <ListTasks listId={list.id} canAuthor={canAuthor} />
          </Card>
        ))
      )}
      {canAuthor ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setEditing("new")} data-testid="ex-list-add">
          {t("tasks.constructor.addList")}
        </Button>
      ) : null}
      <ListFormModal
        open={editing !== null}
        list={editing === "new" ? null : editing}
        saving={saveList.isPending}
        error={saveList.error}
        onSave={(values) => saveList.mutate(values)}
        onClose={() => {
          setEditing(null);
          saveList.reset();
        }}
      />
    </div>
  );
}
