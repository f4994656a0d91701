import { Alert } from "antd";
import { useTranslation } from "react-i18next";
import { emptyChoice } from "../parts/choice";
import { QuestionEditor, QuestionPlayer } from "../parts/question";
import { TaskFile } from "../parts/TaskFile";
import type { EditorProps, TaskDraft, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function MediaEditor({ draft, onChange, readOnly }: EditorProps<"media">) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon title={t("tasks.editor.needsMedia")} className="task-hint" />
      <QuestionEditor
        content={draft.content}
        taskKey={draft.key}
        readOnly={readOnly}
        onChange={(content, key) => onChange({ content, key } as TaskDraft<"media">)}
      />
    </>
  );
}

/** A recording or picture (the task's file) followed by a question. */
export const mediaEditor: TaskEditorUi<"media"> = {
  empty: () => ({ content: { answer_type: "choice", ...emptyChoice() }, key: { correct: [] } }),
  Editor: MediaEditor,
};

export const mediaPlayer: TaskPlayerUi<"media"> = {
  Player: ({ content, answer, onChange, readOnly, fileUrl }) => (
    <>
      <TaskFile url={fileUrl} />
      <QuestionPlayer content={content} answer={answer} readOnly={readOnly} onChange={onChange} />
    </>
  ),
};
