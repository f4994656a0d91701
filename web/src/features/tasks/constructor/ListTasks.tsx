import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DownOutlined,
  EditOutlined,
  PlusOutlined,
  RightOutlined,
} from "@ant-design/icons";
import { type StaffTask, type StudentTask, type TaskType, taskSolution } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { Button, Empty, Skeleton, Tag } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDeleteButton } from "../../../ui/ConfirmDeleteButton";
import { FormError } from "../../../ui/FormError";
import { runtimeKey } from "../../../ui/runtime-key";
import { fetchListTasks, patchTask, removeTask } from "../api/exercises.api";
import { TaskPlayer } from "../TaskPlayer";
import { taskKeys } from "../tasks.keys";
import { TaskDrawer } from "./TaskDrawer";

const hasKey = (task: StaffTask | StudentTask): task is StaffTask => "answer" in task;

/** One exercise list's tasks in the constructor: preview (with the key's answer for authors), edit, move, delete. */
export function ListTasks({ listId, canAuthor }: { listId: number; canAuthor: boolean }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<StaffTask | "new" | null>(null);
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (taskId: number) =>
    setOpen((before) => {
      const next = new Set(before);
      if (next.has(taskId)) next.delete(taskId);
      else next.add(taskId);
      return next;
    });
  const tasks = useQuery({
    queryKey: taskKeys.listTasks(listId),
    queryFn: ({ signal }) => fetchListTasks(listId, signal),
  });
  const results = tasks.data?.results ?? [];
  const refresh = () => queryClient.invalidateQueries({ queryKey: taskKeys.all });
  const move = useMutation({
    mutationFn: async ({ index, by }: { index: number; by: -1 | 1 }) => {
      const next = [...results];
      const [moved] = next.splice(index, 1);
      if (!moved) return;
      next.splice(index + by, 0, moved);
      // Orders 0..n-1 in the new sequence; only tasks whose order changes are sent.
      for (const [order, task] of next.entries()) {
        if (task.order !== order) await patchTask(task.id, { order });
      }
    },
    onSettled: refresh,
  });
  const remove = useMutation({ mutationFn: removeTask, onSettled: refresh });

  if (tasks.isPending) return <Skeleton active paragraph={{ rows: 2 }} />;
  return (
    <div data-testid={`list-tasks-${listId}`}>
      <FormError error={tasks.error ?? move.error ?? remove.error} />
      {results.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t("tasks.constructor.noTasks")} />
      ) : (
        <ol className="task-rows">
          {results.map((task, index) => (
            <li key={task.id} className="task-row" data-testid={`task-row-${index}`}>
              <div className="task-row-head">
                <Button
                  type="text"
                  size="small"
                  className="task-row-toggle"
                  icon={open.has(task.id) ? <DownOutlined /> : <RightOutlined />}
                  aria-expanded={open.has(task.id)}
                  onClick={() => toggle(task.id)}
                  data-testid={`task-preview-${index}`}
                >
                  <span className="task-row-label">
                    {index + 1}. {task.title}
                  </span>
                </Button>
                <Tag bordered={false}>{t(runtimeKey(`tasks.types.${task.type}`))}</Tag>
                {canAuthor ? (
                  <span className="task-row-actions">
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowUpOutlined />}
                      aria-label={t("tasks.constructor.moveUp")}
                      disabled={index === 0 || move.isPending}
                      onClick={() => move.mutate({ index, by: -1 })}
                      data-testid={`task-up-${index}`}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<ArrowDownOutlined />}
                      aria-label={t("tasks.constructor.moveDown")}
                      disabled={index === results.length - 1 || move.isPending}
                      onClick={() => move.mutate({ index, by: 1 })}
                      data-testid={`task-down-${index}`}
                    />
                    <Button
                      type="text"
                      size="small"
                      icon={<EditOutlined />}
                      aria-label={t("tasks.constructor.editTask")}
                      disabled={!hasKey(task)}
                      onClick={() => hasKey(task) && setEditing(task)}
                      data-testid={`task-edit-${index}`}
                    />
                    <ConfirmDeleteButton
                      question={t("tasks.constructor.deleteTask", { title: task.title })}
                      onConfirm={() => remove.mutate(task.id)}
                      testId={`task-delete-${index}`}
                    />
                  </span>
                ) : null}
              </div>
              {open.has(task.id) ? (
                <div className="task-row-preview">
                  <TaskPlayer
                    type={task.type as TaskType}
                    taskId={task.id}
                    content={task.content as never}
                    answer={
                      (hasKey(task)
                        ? (taskSolution(task.type, task.content, task.answer) ?? undefined)
                        : undefined) as never
                    }
                    onChange={() => undefined}
                    readOnly
                    fileUrl={task.file}
                  />
                </div>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {canAuthor ? (
        <Button
          icon={<PlusOutlined />}
          onClick={() => setEditing("new")}
          className="task-add"
          data-testid={`task-add-${listId}`}
        >
          {t("tasks.constructor.addTask")}
        </Button>
      ) : null}
      {editing !== null ? (
        <TaskDrawer
          listId={listId}
          task={editing === "new" ? null : editing}
          order={results.length === 0 ? 0 : Math.max(...results.map((task) => task.order)) + 1}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </div>
  );
}
