import { Alert, Input } from "antd";
import { useTranslation } from "react-i18next";
import { ChoiceEditor, ChoicePlayer, emptyChoice } from "../parts/choice";
import { Field } from "../parts/Field";
import { TaskFile } from "../parts/TaskFile";
import type { EditorProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function TestImageEditor({ draft, onChange, readOnly }: EditorProps<"test_image">) {
  const { t } = useTranslation();
  return (
    <>
      <Alert type="info" showIcon title={t("tasks.editor.needsImage")} className="task-hint" />
      <Field label={t("tasks.editor.imageAlt")} path="content.image_alt">
        <Input
          value={draft.content.image_alt}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...draft.content, image_alt: event.target.value } })}
        />
      </Field>
      <ChoiceEditor
        content={draft.content}
        correct={draft.key.correct}
        readOnly={readOnly}
        onChange={(content, correct) => onChange({ content, key: { correct } })}
      />
    </>
  );
}

/** A test about a picture (the task's file). */
export const testImageEditor: TaskEditorUi<"test_image"> = {
  empty: () => ({ content: { ...emptyChoice(), image_alt: "" }, key: { correct: [] } }),
  Editor: TestImageEditor,
};

export const testImagePlayer: TaskPlayerUi<"test_image"> = {
  Player: ({ content, answer, onChange, readOnly, fileUrl }) => (
    <>
      <TaskFile url={fileUrl} alt={content.image_alt} />
      <ChoicePlayer
        content={content}
        selected={answer?.selected ?? []}
        readOnly={readOnly}
        onChange={(selected) => onChange({ selected })}
      />
    </>
  ),
};
