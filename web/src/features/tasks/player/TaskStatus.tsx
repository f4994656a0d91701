import { CheckCircleOutlined, ClockCircleOutlined, LoadingOutlined, WarningOutlined } from "@ant-design/icons";
import type { HomeworkAnswer } from "@school/contracts";
import { Tag, Typography } from "antd";
import { useTranslation } from "react-i18next";
import type { SaveState } from "./use-autosave";

/** Whether the student's typed answers are saved, being saved or failed to save. */
export function SavedState({ state }: { state: SaveState }) {
  const { t } = useTranslation();
  if (state === "idle") return null;
  const icon =
    state === "saved" ? (
      <CheckCircleOutlined aria-hidden />
    ) : state === "error" ? (
      <WarningOutlined aria-hidden />
    ) : (
      <LoadingOutlined aria-hidden />
    );
  return (
    <span
      className={`task-save-state task-save-state--${state}`}
      role="status"
      data-testid="task-save-state"
      data-state={state}
    >
      {icon}{" "}
      {t(
        state === "saved" ? "tasks.player.saved" : state === "error" ? "tasks.player.notSaved" : "tasks.player.saving",
      )}
    </span>
  );
}

/** What a teacher-graded answer waits for, or its grade and the teacher's comment. */
export function TeacherVerdict({ homework }: { homework: HomeworkAnswer | undefined }) {
  const { t } = useTranslation();
  if (!homework || homework.status === "saved") return null;
  if (homework.status === "submitted") {
    return (
      // The default tag's dark text: antd's gold text on its gold background falls short of 4.5:1 contrast.
      <Tag icon={<ClockCircleOutlined />} data-testid="task-waiting">
        {t("tasks.player.waitingTeacher")}
      </Tag>
    );
  }
  return (
    <div className="task-verdict" data-testid="task-graded">
      <Tag color="green">{t("tasks.player.grade", { grade: homework.grade ?? 0 })}</Tag>
      {homework.comment ? <Typography.Paragraph className="task-text">{homework.comment}</Typography.Paragraph> : null}
    </div>
  );
}
