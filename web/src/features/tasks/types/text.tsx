import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { AcceptedInput } from "../parts/AcceptedInput";
import { Field } from "../parts/Field";
import { QuestionField } from "../parts/QuestionField";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function TextEditor({ draft, onChange, readOnly }: EditorProps<"text">) {
  const { t } = useTranslation();
  return (
    <>
      <QuestionField
        value={draft.content.question}
        readOnly={readOnly}
        onChange={(question) => onChange({ ...draft, content: { question } })}
      />
      <Field label={t("tasks.editor.accepted")} path="key.accepted" nested>
        <AcceptedInput
          value={draft.key.accepted}
          readOnly={readOnly}
          onChange={(accepted) => onChange({ ...draft, key: { accepted } })}
          testId="task-accepted"
        />
      </Field>
    </>
  );
}

function TextPlayer({ content, answer, onChange, readOnly }: PlayerProps<"text">) {
  const { t } = useTranslation();
  return (
    <>
      <TaskText text={content.question} strong />
      <Input
        value={answer?.text ?? ""}
        readOnly={readOnly}
        aria-label={content.question || t("tasks.player.answer")}
        onChange={(event) => onChange({ text: event.target.value })}
        data-testid="task-answer-text"
      />
    </>
  );
}

/** A question answered with a short typed text. */
export const textEditor: TaskEditorUi<"text"> = {
  empty: () => ({ content: { question: "" }, key: { accepted: [] } }),
  Editor: TextEditor,
};

export const textPlayer: TaskPlayerUi<"text"> = {
  Player: TextPlayer,
};
