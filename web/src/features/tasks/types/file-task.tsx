import type { TaskAnswer } from "@school/contracts";
import { FileAnswer } from "../parts/FileAnswer";
import { QuestionField, RubricField } from "../parts/QuestionField";
import { TaskFile } from "../parts/TaskFile";
import type { EditorProps, PlayerProps, TaskDraft, TaskEditorUi, TaskPlayerUi } from "../task-ui";

/** The two file tasks share one definition in the contracts, so one editor and one player serve both. */
type FileTaskType = "file_check" | "file_attach";

/** The question and the teacher's notes for grading. */
function FileTaskEditor<Type extends FileTaskType>({ draft, onChange, readOnly }: EditorProps<Type>) {
  const change = (next: TaskDraft<FileTaskType>) => onChange(next as TaskDraft<Type>);
  return (
    <>
      <QuestionField
        value={draft.content.question}
        readOnly={readOnly}
        onChange={(question) => change({ ...draft, content: { question } })}
      />
      <RubricField
        value={draft.key.rubric}
        readOnly={readOnly}
        onChange={(rubric) => change({ ...draft, key: { rubric } })}
      />
    </>
  );
}

/** A file check's worksheet, when the task has one, above the student's file and note. */
function FileTaskPlayer<Type extends FileTaskType>({
  content,
  answer,
  onChange,
  readOnly,
  uploadFile,
  fileUrl,
}: PlayerProps<Type>) {
  return (
    <>
      <TaskFile url={fileUrl} />
      <FileAnswer
        question={content.question}
        answer={answer}
        readOnly={readOnly}
        uploadFile={uploadFile}
        onChange={(value) => onChange(value as TaskAnswer<Type>)}
      />
    </>
  );
}

export const fileTaskEditor = <Type extends FileTaskType>(): TaskEditorUi<Type> => ({
  empty: () => ({ content: { question: "" }, key: { rubric: "" } }) as TaskDraft<Type>,
  Editor: FileTaskEditor,
});

export const fileTaskPlayer = <Type extends FileTaskType>(): TaskPlayerUi<Type> => ({ Player: FileTaskPlayer });
