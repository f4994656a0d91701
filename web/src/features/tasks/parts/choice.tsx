import { Checkbox, Input, Radio, Space, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { newId } from "../ids";
import { Field } from "./Field";
import { OptionsEditor } from "./OptionsEditor";
import { TaskText } from "./TaskText";

export type ChoiceFields = { question: string; options: { id: string; text: string }[]; multiple: boolean };

export const emptyChoice = (): ChoiceFields => ({
  question: "",
  options: [
    { id: newId(), text: "" },
    { id: newId(), text: "" },
  ],
  multiple: false,
});

/** The question, options and correct marks of a test (also a media or YouTube task's question). */
export function ChoiceEditor<Content extends ChoiceFields>({
  content,
  correct,
  onChange,
  readOnly,
}: {
  content: Content;
  correct: string[];
  onChange: (content: Content, correct: string[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <Field label={t("tasks.editor.question")} path="content.question">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          value={content.question}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...content, question: event.target.value }, correct)}
          data-testid="task-question"
        />
      </Field>
      <Space className="task-switch">
        <Switch
          checked={content.multiple}
          disabled={readOnly}
          onChange={(multiple) => onChange({ ...content, multiple }, multiple ? correct : correct.slice(0, 1))}
          aria-label={t("tasks.editor.multiple")}
          data-testid="task-multiple"
        />
        <span>{t("tasks.editor.multiple")}</span>
      </Space>
      <OptionsEditor
        options={content.options}
        correct={correct}
        multiple={content.multiple}
        readOnly={readOnly}
        onChange={(options, nextCorrect) => onChange({ ...content, options }, nextCorrect)}
      />
    </>
  );
}

/** A choice as the student answers it: radio buttons, or check boxes when several answers are right. */
export function ChoicePlayer({
  content,
  selected,
  onChange,
  readOnly,
}: {
  content: ChoiceFields;
  selected: string[];
  onChange: (selected: string[]) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const options = content.options.map((option) => ({ value: option.id, label: option.text }));
  return (
    <fieldset className="task-options" aria-label={content.question || t("tasks.player.answer")}>
      <TaskText text={content.question} strong />
      {content.multiple ? (
        <Checkbox.Group
          className="task-choices"
          options={options}
          value={selected}
          disabled={readOnly}
          onChange={(value) => onChange(value as string[])}
        />
      ) : (
        <Radio.Group
          className="task-choices"
          options={options}
          value={selected[0]}
          disabled={readOnly}
          onChange={(event) => onChange([event.target.value as string])}
        />
      )}
    </fieldset>
  );
}
