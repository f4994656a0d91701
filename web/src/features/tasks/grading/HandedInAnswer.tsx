import { FileOutlined } from "@ant-design/icons";
import type { ReviewRow, TaskType } from "@school/contracts";
import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { TaskPlayer } from "../TaskPlayer";

/**
 * A handed-in answer as its grader reads it: the task with the student's answer, read-only (text as text, a file
 * task's file as its link), an essay's attached file, or the answer's text where the task is gone.
 */
export function HandedInAnswer({ row }: { row: ReviewRow }) {
  const { t } = useTranslation();
  const answer = (row.answer ?? undefined) as { text?: string } | undefined;
  return (
    <>
      {row.task_type && row.task_content ? (
        <TaskPlayer
          type={row.task_type as TaskType}
          taskId={row.task ?? 0}
          content={row.task_content as never}
          answer={(row.task_type === "essay" ? answer : { ...(answer ?? {}), file_url: row.file_url ?? "" }) as never}
          onChange={() => undefined}
          readOnly
          fileUrl={null}
        />
      ) : (
        <Typography.Paragraph className="task-text">{row.desc}</Typography.Paragraph>
      )}
      {row.file_url && row.task_type === "essay" ? (
        <a href={row.file_url} target="_blank" rel="noreferrer">
          <FileOutlined /> {row.doc_name || t("tasks.player.openFile")}
        </a>
      ) : null}
    </>
  );
}
