import type { StaffTaskBox, StaffTaskView } from "@school/contracts";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../ui/format";
import { Link } from "../../../ui/Link";
import { LoadFailed } from "../../../ui/LoadFailed";
import { Button } from "../../../ui/lite/Button";
import { Checkbox } from "../../../ui/lite/Checkbox";
import { Empty } from "../../../ui/lite/Empty";
import { Skeleton } from "../../../ui/lite/Skeleton";
import { useUiLanguage } from "../../language";
import { useTaskActions, useTasks } from "../hooks/use-staff-tasks";
import { LazyTaskDetails } from "./LazyTaskParts";
import "../texts";
import { UserText } from "../../../ui/UserText";
import { isolated } from "../../../ui/user-text";

/**
 * One box of tasks, soonest due first, a page at a time: each row ticks done (or, in the done box, reopens), names
 * its student and due time, and opens its details (comments, move, give to another) in place.
 */
export function TaskList(props: { box: StaffTaskBox; student?: number; showAssignee?: boolean }) {
  const { t } = useTranslation();
  const tasks = useTasks({ box: props.box, student: props.student });
  const [open, setOpen] = useState<number | null>(null);
  if (tasks.isError) return <LoadFailed error={tasks.error} onRetry={() => void tasks.refetch()} />;
  if (tasks.isLoading) {
    return (
      <div aria-busy="true">
        <Skeleton />
      </div>
    );
  }
  const rows = tasks.data?.pages.flatMap((page) => page.results) ?? [];
  if (rows.length === 0) {
    return (
      <div data-testid="tasks-empty">
        <Empty>{t(`staffTasks.empty.${props.box}`)}</Empty>
      </div>
    );
  }
  return (
    <>
      <ul className="staff-tasks" data-testid="tasks">
        {rows.map((task) => (
          <TaskRow
            key={task.id}
            task={task}
            box={props.box}
            open={open === task.id}
            onToggle={() => setOpen(open === task.id ? null : task.id)}
            showStudent={props.student === undefined}
            showAssignee={props.showAssignee ?? false}
          />
        ))}
      </ul>
      {tasks.hasNextPage && (
        <Button
          onClick={() => void tasks.fetchNextPage()}
          disabled={tasks.isFetchingNextPage}
          aria-busy={tasks.isFetchingNextPage}
          data-testid="tasks-more"
        >
          {t("staffTasks.more")}
        </Button>
      )}
    </>
  );
}

function TaskRow(props: {
  task: StaffTaskView;
  box: StaffTaskBox;
  open: boolean;
  onToggle: () => void;
  showStudent: boolean;
  showAssignee: boolean;
}) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const { change } = useTaskActions();
  const { task } = props;
  const detailsId = `task-details-${task.id}`;
  return (
    <li className={`staff-task staff-task--${task.priority}`} data-testid={`task-${task.id}`}>
      <div className="staff-task__line">
        <Checkbox
          checked={task.done}
          disabled={change.isPending}
          onChange={(event) => change.mutate({ id: task.id, change: { done: event.target.checked } })}
          aria-label={t(task.done ? "staffTasks.reopenNamed" : "staffTasks.doneNamed", { title: task.title })}
          data-testid="task-done"
        />
        <div className="staff-task__main">
          <button
            type="button"
            className="staff-task__title"
            aria-expanded={props.open}
            aria-controls={detailsId}
            onClick={props.onToggle}
            data-testid="task-open"
          >
            <UserText>{task.title}</UserText>
          </button>
          <div className="staff-task__meta">
            <span className={props.box === "overdue" ? "staff-task__due staff-task__due--late" : "staff-task__due"}>
              {t("staffTasks.due", { date: formatDate(task.due_date, language), time: task.due_time })}
            </span>
            {task.priority !== "normal" && (
              <span className="staff-task__priority">{t(`staffTasks.priorities.${task.priority}`)}</span>
            )}
            {props.showStudent && task.student && (
              <Link to={`/user/view/${task.student.id}`} data-testid="task-student">
                <UserText>{task.student.name}</UserText>
              </Link>
            )}
            {task.program && <span>{task.program.title}</span>}
            {props.showAssignee && (
              <span>
                {task.assignee
                  ? t("staffTasks.heldBy", { name: isolated(task.assignee.name) })
                  : t("staffTasks.nobody")}
              </span>
            )}
            {task.comments > 0 && <span>{t("staffTasks.comments", { count: task.comments })}</span>}
          </div>
        </div>
      </div>
      {props.open && <LazyTaskDetails id={detailsId} task={task} />}
    </li>
  );
}
