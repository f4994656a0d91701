import { FileAnswer } from "../parts/FileAnswer";
import { QuestionField, RubricField } from "../parts/QuestionField";

import type { TaskEditorUi, TaskPlayerUi } from "../task-ui";

/** The student attaches a file of their own work. */
export const fileAttachEditor: TaskEditorUi<"file_attach"> = {
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

export const fileAttachPlayer: TaskPlayerUi<"file_attach"> = {
  Player: ({ content, answer, onChange, readOnly, uploadFile }) => (
    <>
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
