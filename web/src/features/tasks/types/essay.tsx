import { Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { Field } from "../parts/Field";
import { QuestionField, RubricField } from "../parts/QuestionField";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function EssayEditor({ draft, onChange, readOnly }: EditorProps<"essay">) {
  const { t } = useTranslation();
  const content = draft.content;
  return (
    <>
      <QuestionField
        value={content.question}
        readOnly={readOnly}
        onChange={(question) => onChange({ ...draft, content: { ...content, question } })}
      />
      <Space wrap>
        <Field label={t("tasks.editor.minWords")} path="content.min_words">
          <NumberField
            min={0}
            max={10_000}
            precision={0}
            value={content.min_words}
            readOnly={readOnly}
            onChange={(value) => onChange({ ...draft, content: { ...content, min_words: value ?? null } })}
          />
        </Field>
        <Field label={t("tasks.editor.maxWords")} path="content.max_words">
          <NumberField
            min={1}
            max={10_000}
            precision={0}
            value={content.max_words}
            readOnly={readOnly}
            onChange={(value) => onChange({ ...draft, content: { ...content, max_words: value ?? null } })}
          />
        </Field>
      </Space>
      <RubricField
        value={draft.key.rubric}
        readOnly={readOnly}
        onChange={(rubric) => onChange({ ...draft, key: { rubric } })}
      />
    </>
  );
}

export const wordCount = (text: string): number => text.trim().split(/\s+/u).filter(Boolean).length;

function EssayPlayer({ content, answer, onChange, readOnly }: PlayerProps<"essay">) {
  const { t } = useTranslation();
  const text = answer?.text ?? "";
  const words = wordCount(text);
  return (
    <>
      <TaskText text={content.question} strong />
      <Input.TextArea
        autoSize={{ minRows: 6 }}
        value={text}
        readOnly={readOnly}
        maxLength={50_000}
        aria-label={content.question || t("tasks.player.answer")}
        onChange={(event) => onChange({ text: event.target.value })}
        data-testid="task-answer-essay"
      />
      <span className="task-hint-text">
        {t("tasks.player.words", { n: words })}
        {content.min_words !== null || content.max_words !== null
          ? ` · ${t("tasks.player.wordRange", { min: content.min_words ?? 0, max: content.max_words ?? "∞" })}`
          : ""}
      </span>
    </>
  );
}

/** A written answer a teacher grades. */
export const essayEditor: TaskEditorUi<"essay"> = {
  empty: () => ({ content: { question: "", min_words: null, max_words: null }, key: { rubric: "" } }),
  Editor: EssayEditor,
};

export const essayPlayer: TaskPlayerUi<"essay"> = {
  Player: EssayPlayer,
};
