import { FileAnswer } from "../parts/FileAnswer";
import { QuestionField, RubricField } from "../parts/QuestionField";
import { TaskFile } from "../parts/TaskFile";
import type { TaskEditorUi, TaskPlayerUi } from "../task-ui";

/** The task's worksheet goes to the student, who hands it back filled in. */
export const fileCheckEditor: TaskEditorUi<"file_check"> = {
  empty: () => ({ content: { question: "" }, key: { rubric: "" } }),
  Editor: ({ draft, onChange, readOnly }) => (
    <>
      <QuestionField
        value={draft.content.question}
        readOnly={readOnly}
        onChange={(question) => onChange({ ...draft, content: { question } })}
      />
      <RubricField
        value={draft.key.rubric}
        readOnly={readOnly}
        onChange={(rubric) => onChange({ ...draft, key: { rubric } })}
      />
    </>
  ),
};

export const fileCheckPlayer: TaskPlayerUi<"file_check"> = {
  Player: ({ content, answer, onChange, readOnly, uploadFile, fileUrl }) => (
    <>
      <TaskFile url={fileUrl} />
      <FileAnswer
        question={content.question}
        answer={answer}
        readOnly={readOnly}
        uploadFile={uploadFile}
        onChange={onChange}
      />
    </>
  ),
};
