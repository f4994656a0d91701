import { CheckCircleOutlined, CloseCircleOutlined, MinusCircleOutlined } from "@ant-design/icons";
import type { ReviewedTask, StudentTask, TaskType } from "@school/contracts";
import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import { TaskPlayer } from "../TaskPlayer";

/**
 * Under a handed-in task, once the list's review is open (decision 0077): whether the answer was right, partly
 * right or wrong, and the right answer where it was not. Teacher-graded tasks show the teacher's verdict instead.
 */
export function ReviewedAnswer({ task, reviewed }: { task: StudentTask; reviewed: ReviewedTask | undefined }) {
  const { t } = useTranslation();
  if (!reviewed || reviewed.score === null) return null;
  const right = reviewed.score >= 1;
  const verdict = right ? "right" : reviewed.score > 0 ? "partly" : "wrong";
  return (
    <div className="task-review" data-testid={`task-review-${task.id}`} data-verdict={verdict}>
      <Tag
        color={right ? "success" : reviewed.score > 0 ? "warning" : "error"}
        icon={right ? <CheckCircleOutlined /> : reviewed.score > 0 ? <MinusCircleOutlined /> : <CloseCircleOutlined />}
      >
        {t(right ? "tasks.review.right" : reviewed.score > 0 ? "tasks.review.partly" : "tasks.review.wrong")}
      </Tag>
      {!right && reviewed.solution !== null ? (
        <div className="task-review__solution">
          <p className="task-review__label">{t("tasks.review.solution")}</p>
          <TaskPlayer
            type={task.type as TaskType}
            taskId={task.id}
            content={task.content as never}
            answer={reviewed.solution as never}
            onChange={() => undefined}
            readOnly
            fileUrl={task.file}
          />
        </div>
      ) : null}
    </div>
  );
}
