import { Input } from "antd";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { parseInsertWords, writeInsertWords } from "../gap-text";
import { Field } from "../parts/Field";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

function InsertWordsEditor({ draft, onChange, readOnly }: EditorProps<"insert_words">) {
  const { t } = useTranslation();
  const [source, setSource] = useState(() => writeInsertWords(draft.content.segments, draft.key.gaps));
  return (
    <>
      <Field label={t("tasks.editor.instruction")} path="content.instruction">
        <Input
          value={draft.content.instruction}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...draft.content, instruction: event.target.value } })}
        />
      </Field>
      <Field label={t("tasks.editor.gapText")} path="content.segments" nested extra={t("tasks.editor.insertWordsHint")}>
        <Input.TextArea
          autoSize={{ minRows: 3 }}
          value={source}
          readOnly={readOnly}
          onChange={(event) => {
            setSource(event.target.value);
            const parsed = parseInsertWords(event.target.value, draft.content.segments);
            onChange({ content: { ...draft.content, segments: parsed.segments }, key: { gaps: parsed.gaps } });
          }}
          data-testid="task-gap-text"
        />
      </Field>
    </>
  );
}

function InsertWordsPlayer({ content, answer, onChange, readOnly }: PlayerProps<"insert_words">) {
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
            <Input
              key={segment.id}
              className="task-gap-input"
              value={gaps[segment.id] ?? ""}
              readOnly={readOnly}
              aria-label={t("tasks.player.gapN", { n: gapNumber })}
              onChange={(event) => onChange({ gaps: { ...gaps, [segment.id]: event.target.value } })}
              data-testid={`task-gap-${gapNumber}`}
            />
          );
        })}
      </p>
    </>
  );
}

/** A text with gaps the student types words into. */
export const insertWordsEditor: TaskEditorUi<"insert_words"> = {
  empty: () => ({ content: { instruction: "", segments: [] }, key: { gaps: {} } }),
  Editor: InsertWordsEditor,
};

export const insertWordsPlayer: TaskPlayerUi<"insert_words"> = {
  Player: InsertWordsPlayer,
};
