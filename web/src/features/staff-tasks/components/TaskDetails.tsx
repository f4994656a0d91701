import { STAFF_TASK_COMMENT_MAX, type StaffTaskView } from "@school/contracts";
import { Button, Input, Select } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { FormError } from "../../../ui/FormError";
import { formatTimestamp } from "../../../ui/format";
import { TimeField } from "../../../ui/TimeField";
import { UserText } from "../../../ui/UserText";
import { isolated } from "../../../ui/user-text";
import { useUiLanguage } from "../../language";
import { useAddComment, useTaskActions, useTaskComments, useTaskHolders } from "../hooks/use-staff-tasks";

/** An open task: who made it, its comments and a new one, and moving it or giving it to another. */
export function TaskDetails({ id, task }: { id: string; task: StaffTaskView }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const comments = useTaskComments(task.id);
  const addComment = useAddComment(task.id);
  const holders = useTaskHolders();
  const { change } = useTaskActions();
  const [text, setText] = useState("");
  const [due, setDue] = useState({ date: task.due_date, time: task.due_time });
  const moved = due.date !== task.due_date || due.time !== task.due_time;
  return (
    <section id={id} className="staff-task__details" aria-label={t("staffTasks.details")} data-testid="task-details">
      <FormError error={change.error ?? addComment.error} />
      {task.created_by && (
        <p className="staff-task__origin">
          {t("staffTasks.createdBy", {
            name: isolated(task.created_by.name),
            date: formatTimestamp(task.created_at, language),
          })}
        </p>
      )}
      <div className="staff-task__edit">
        <div className="staff-task__field">
          <span aria-hidden>{t("staffTasks.dueDate")}</span>
          <DateField
            aria-label={t("staffTasks.dueDate")}
            value={due.date}
            onChange={(date) => setDue({ ...due, date })}
            allowClear={false}
            data-testid="task-move-date"
          />
        </div>
        <div className="staff-task__field">
          <span aria-hidden>{t("staffTasks.dueTime")}</span>
          <TimeField
            aria-label={t("staffTasks.dueTime")}
            value={due.time}
            onChange={(time) => setDue({ ...due, time })}
            allowClear={false}
            data-testid="task-move-time"
          />
        </div>
        <Button
          disabled={!moved || !due.date || !due.time}
          loading={change.isPending}
          onClick={() => change.mutate({ id: task.id, change: { due_date: due.date, due_time: due.time } })}
          data-testid="task-move"
        >
          {t("staffTasks.move")}
        </Button>
        <div className="staff-task__field">
          <span aria-hidden>{t("staffTasks.assignee")}</span>
          <Select
            aria-label={t("staffTasks.assignee")}
            className="staff-task__assignee"
            value={task.assignee?.id}
            loading={holders.isLoading}
            onChange={(assignee_id: number) => change.mutate({ id: task.id, change: { assignee_id } })}
            options={(holders.data ?? []).map((holder) => ({
              value: holder.id,
              label: `${holder.first_name} ${holder.last_name}`.trim(),
            }))}
            data-testid="task-reassign"
          />
        </div>
      </div>
      <h3 className="staff-task__heading">{t("staffTasks.commentsTitle")}</h3>
      <ul className="staff-task__comments" data-testid="task-comments">
        {(comments.data ?? []).map((comment) => (
          <li key={comment.id}>
            <span className="staff-task__comment-author">
              {comment.author ? <UserText>{comment.author.name}</UserText> : t("staffTasks.deletedUser")} ·{" "}
              {formatTimestamp(comment.created_at, language)}
            </span>
            <p>
              <UserText>{comment.text}</UserText>
            </p>
          </li>
        ))}
      </ul>
      <form
        className="staff-task__comment-form"
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === "") return;
          addComment.mutate(text.trim(), {
            onSuccess: () => {
              setText("");
              void comments.refetch();
            },
          });
        }}
      >
        <Input.TextArea
          value={text}
          onChange={(event) => setText(event.target.value)}
          maxLength={STAFF_TASK_COMMENT_MAX}
          autoSize={{ minRows: 1, maxRows: 4 }}
          aria-label={t("staffTasks.newComment")}
          placeholder={t("staffTasks.newComment")}
          data-testid="task-comment-text"
        />
        <Button htmlType="submit" loading={addComment.isPending} data-testid="task-comment-send">
          {t("staffTasks.addComment")}
        </Button>
      </form>
    </section>
  );
}
