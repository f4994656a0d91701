import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { newId } from "../ids";
import { ChoicePlayer } from "../parts/choice";
import { Field } from "../parts/Field";
import { OptionsEditor } from "../parts/OptionsEditor";
import type { EditorProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function SelectOneEditor({ draft, onChange, readOnly }: EditorProps<"select_one">) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t("tasks.editor.question")} path="content.question">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          value={draft.content.question}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...draft.content, question: event.target.value } })}
          data-testid="task-question"
        />
      </Field>
      <OptionsEditor
        options={draft.content.options}
        correct={draft.key.correct ? [draft.key.correct] : []}
        multiple={false}
        readOnly={readOnly}
        onChange={(options, correct) =>
          onChange({ content: { ...draft.content, options }, key: { correct: correct[0] ?? "" } })
        }
      />
    </>
  );
}

/** One right option among at least two. */
export const selectOneEditor: TaskEditorUi<"select_one"> = {
  empty: () => ({
    content: {
      question: "",
      options: [
        { id: newId(), text: "" },
        { id: newId(), text: "" },
      ],
    },
    key: { correct: "" },
  }),
  Editor: SelectOneEditor,
};

export const selectOnePlayer: TaskPlayerUi<"select_one"> = {
  Player: ({ content, answer, onChange, readOnly }) => (
    <ChoicePlayer
      content={{ ...content, multiple: false }}
      selected={answer ? [answer.selected] : []}
      readOnly={readOnly}
      onChange={(selected) => onChange({ selected: selected[0] ?? "" })}
    />
  ),
};
