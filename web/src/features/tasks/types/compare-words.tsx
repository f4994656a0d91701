import { DeleteOutlined, PlusOutlined } from "@ant-design/icons";
import { Button, Input, Select } from "antd";
import { useTranslation } from "react-i18next";
import { FieldMessage, useFieldError } from "../field-errors";
import { newId } from "../ids";
import { Field } from "../parts/Field";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskDraft, TaskEditorUi, TaskPlayerUi } from "../task-ui";

type Word = { id: string; text: string };

function CompareWordsEditor({ draft, onChange, readOnly }: EditorProps<"compare_words">) {
  const { t } = useTranslation();
  const error = useFieldError();
  const { content, key } = draft;
  const paired = new Set(Object.values(key.pairs));
  const extras = content.right.filter((word) => !paired.has(word.id));
  const rightOf = (leftId: string) => content.right.find((word) => word.id === key.pairs[leftId]);
  const setRight = (id: string, text: string) =>
    onChange({
      ...draft,
      content: { ...content, right: content.right.map((w) => (w.id === id ? { ...w, text } : w)) },
    });
  const addPair = () => {
    const left: Word = { id: newId(), text: "" };
    const right: Word = { id: newId(), text: "" };
    onChange({
      content: { ...content, left: [...content.left, left], right: [...content.right, right] },
      key: { pairs: { ...key.pairs, [left.id]: right.id } },
    });
  };
  const removePair = (leftId: string) => {
    const rightId = key.pairs[leftId];
    const pairs = { ...key.pairs };
    delete pairs[leftId];
    onChange({
      content: {
        ...content,
        left: content.left.filter((word) => word.id !== leftId),
        right: content.right.filter((word) => word.id !== rightId),
      },
      key: { pairs },
    });
  };
  const wordInput = (word: Word | undefined, side: "left" | "right", index: number, label: string) => {
    if (!word) return null;
    const position = (side === "left" ? content.left : content.right).findIndex((other) => other.id === word.id);
    const wordError = error(`content.${side}.${position}.text`);
    return (
      <div className="task-option-text">
        <Input
          value={word.text}
          readOnly={readOnly}
          aria-label={label}
          placeholder={label}
          status={wordError ? "error" : undefined}
          onChange={(event) =>
            side === "left"
              ? onChange({
                  ...draft,
                  content: {
                    ...content,
                    left: content.left.map((w) => (w.id === word.id ? { ...w, text: event.target.value } : w)),
                  },
                })
              : setRight(word.id, event.target.value)
          }
          data-testid={`task-pair-${side}-${index}`}
        />
        {wordError ? (
          <span className="task-field-error" role="alert">
            {wordError}
          </span>
        ) : null}
      </div>
    );
  };
  return (
    <>
      <Field label={t("tasks.editor.instruction")} path="content.instruction">
        <Input
          value={content.instruction}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...content, instruction: event.target.value } })}
        />
      </Field>
      <fieldset className="task-options">
        <legend className="task-legend">{t("tasks.editor.pairs")}</legend>
        {content.left.map((left, index) => (
          <div key={left.id} className="task-option-row task-pair-row">
            {wordInput(left, "left", index, t("tasks.editor.pairLeftN", { n: index + 1 }))}
            {wordInput(rightOf(left.id), "right", index, t("tasks.editor.pairRightN", { n: index + 1 }))}
            {readOnly ? null : (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t("tasks.editor.removePairN", { n: index + 1 })}
                onClick={() => removePair(left.id)}
              />
            )}
          </div>
        ))}
        <FieldMessage path="content.left" />
        <FieldMessage path="key.pairs" nested />
        {readOnly ? null : (
          <Button icon={<PlusOutlined />} onClick={addPair} data-testid="task-pair-add">
            {t("tasks.editor.addPair")}
          </Button>
        )}
      </fieldset>
      <fieldset className="task-options">
        <legend className="task-legend">{t("tasks.editor.distractors")}</legend>
        {extras.map((word, index) => (
          <div key={word.id} className="task-option-row">
            {wordInput(word, "right", 100 + index, t("tasks.editor.distractorN", { n: index + 1 }))}
            {readOnly ? null : (
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={`${t("common.delete")}: ${t("tasks.editor.distractorN", { n: index + 1 })}`}
                onClick={() =>
                  onChange({ ...draft, content: { ...content, right: content.right.filter((w) => w.id !== word.id) } })
                }
              />
            )}
          </div>
        ))}
        {readOnly ? null : (
          <Button
            icon={<PlusOutlined />}
            onClick={() =>
              onChange({ ...draft, content: { ...content, right: [...content.right, { id: newId(), text: "" }] } })
            }
          >
            {t("tasks.editor.addDistractor")}
          </Button>
        )}
      </fieldset>
    </>
  );
}

function CompareWordsPlayer({ content, answer, onChange, readOnly }: PlayerProps<"compare_words">) {
  const pairs = answer?.pairs ?? {};
  const options = content.right.map((word) => ({ value: word.id, label: word.text }));
  return (
    <>
      <TaskText text={content.instruction} strong />
      <div className="task-pairs">
        {content.left.map((word, index) => (
          <div key={word.id} className="task-pair-row">
            <span className="task-pair-left">{word.text}</span>
            <Select
              className="task-pair-select"
              value={pairs[word.id]}
              disabled={readOnly}
              aria-label={word.text}
              placeholder="…"
              options={options}
              onChange={(value: string) => onChange({ pairs: { ...pairs, [word.id]: value } })}
              data-testid={`task-pair-select-${index}`}
            />
          </div>
        ))}
      </div>
    </>
  );
}

/** Word pairs the student matches; both words of a pair are required. */
export const compareWordsEditor: TaskEditorUi<"compare_words"> = {
  empty: (): TaskDraft<"compare_words"> => {
    const left = { id: newId(), text: "" };
    const right = { id: newId(), text: "" };
    return { content: { instruction: "", left: [left], right: [right] }, key: { pairs: { [left.id]: right.id } } };
  },
  Editor: CompareWordsEditor,
};

export const compareWordsPlayer: TaskPlayerUi<"compare_words"> = {
  Player: CompareWordsPlayer,
};
