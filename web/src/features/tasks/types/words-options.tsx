import { Input, Select } from "antd";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseWordsOptions, writeWordsOptions } from "../gap-text";
import { Field } from "../parts/Field";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function WordsOptionsEditor({ draft, onChange, readOnly }: EditorProps<"words_options">) {
  const { t } = useTranslation();
  const [source, setSource] = useState(() => writeWordsOptions(draft.content.segments, draft.key.gaps));
  return (
    <>
      <Field label={t("tasks.editor.instruction")} path="content.instruction">
        <Input
          value={draft.content.instruction}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...draft.content, instruction: event.target.value } })}
        />
      </Field>
      <Field
        label={t("tasks.editor.gapText")}
        path="content.segments"
        nested
        extra={t("tasks.editor.wordsOptionsHint")}
      >
        <Input.TextArea
          autoSize={{ minRows: 3 }}
          value={source}
          readOnly={readOnly}
          onChange={(event) => {
            setSource(event.target.value);
            const parsed = parseWordsOptions(event.target.value, draft.content.segments);
            onChange({ content: { ...draft.content, segments: parsed.segments }, key: { gaps: parsed.gaps } });
          }}
          data-testid="task-gap-text"
        />
      </Field>
      <Field label={t("tasks.editor.rightOptions")} path="key.gaps" nested>
        <span className="task-hint-text">{t("tasks.editor.starHint")}</span>
      </Field>
    </>
  );
}

function WordsOptionsPlayer({ content, answer, onChange, readOnly }: PlayerProps<"words_options">) {
  const { t } = useTranslation();
  const gaps = answer?.gaps ?? {};
  let gapNumber = 0;
  return (
    <>
      <TaskText text={content.instruction} strong />
      <p className="task-gap-line">
        {content.segments.map((segment, index) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: a task's text pieces have no ids and never move
          if (segment.type === "text") return <Fragment key={`t${index}`}>{segment.text}</Fragment>;
          gapNumber += 1;
          return (
            <Select
              key={segment.id}
              className="task-gap-select"
              value={gaps[segment.id]}
              disabled={readOnly}
              aria-label={t("tasks.player.gapN", { n: gapNumber })}
              placeholder="…"
              options={segment.options.map((option) => ({ value: option.id, label: option.text }))}
              onChange={(value: string) => onChange({ gaps: { ...gaps, [segment.id]: value } })}
              data-testid={`task-gap-${gapNumber}`}
              popupMatchSelectWidth={false}
            />
          );
        })}
      </p>
    </>
  );
}

/** A text with gaps, each a drop-down of options. */
export const wordsOptionsEditor: TaskEditorUi<"words_options"> = {
  empty: () => ({ content: { instruction: "", segments: [] }, key: { gaps: {} } }),
  Editor: WordsOptionsEditor,
};

export const wordsOptionsPlayer: TaskPlayerUi<"words_options"> = {
  Player: WordsOptionsPlayer,
};
