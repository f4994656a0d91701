import { Select } from "antd";
import { useTranslation } from "react-i18next";
import { Field } from "../parts/Field";
import { GapLine, gapTextEditor } from "../parts/gap-task";
import type { PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";
import { parseWordsOptions, writeWordsOptions } from "./gap-text";

/** Under the text: how the right option of each gap is marked. */
function RightOptions() {
  const { t } = useTranslation();
  return (
    <Field label={t("tasks.editor.rightOptions")} path="key.gaps" nested>
      <span className="task-hint-text">{t("tasks.editor.starHint")}</span>
    </Field>
  );
}

function WordsOptionsPlayer({ content, answer, onChange, readOnly }: PlayerProps<"words_options">) {
  const gaps = answer?.gaps ?? {};
  return (
    <GapLine
      instruction={content.instruction}
      segments={content.segments}
      gap={(segment, number, label) => (
        <Select
          className="task-gap-select"
          value={gaps[segment.id]}
          disabled={readOnly}
          aria-label={label}
          placeholder="…"
          options={segment.options.map((option) => ({ value: option.id, label: option.text }))}
          onChange={(value: string) => onChange({ gaps: { ...gaps, [segment.id]: value } })}
          data-testid={`task-gap-${number}`}
          popupMatchSelectWidth={false}
        />
      )}
    />
  );
}

/** A text with gaps, each a drop-down of options. */
export const wordsOptionsEditor: TaskEditorUi<"words_options"> = {
  empty: () => ({ content: { instruction: "", segments: [] }, key: { gaps: {} } }),
  Editor: gapTextEditor({
    hint: "tasks.editor.wordsOptionsHint",
    parse: parseWordsOptions,
    write: writeWordsOptions,
    after: <RightOptions />,
  }),
};

export const wordsOptionsPlayer: TaskPlayerUi<"words_options"> = {
  Player: WordsOptionsPlayer,
};
