import { Input } from "antd";
import { GapLine, gapTextEditor } from "../parts/gap-task";
import type { PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";
import { parseInsertWords, writeInsertWords } from "./gap-text";

function InsertWordsPlayer({ content, answer, onChange, readOnly }: PlayerProps<"insert_words">) {
  const gaps = answer?.gaps ?? {};
  return (
    <GapLine
      instruction={content.instruction}
      segments={content.segments}
      gap={(segment, number, label) => (
        <Input
          className="task-gap-input"
          value={gaps[segment.id] ?? ""}
          readOnly={readOnly}
          aria-label={label}
          onChange={(event) => onChange({ gaps: { ...gaps, [segment.id]: event.target.value } })}
          data-testid={`task-gap-${number}`}
        />
      )}
    />
  );
}

/** A text with gaps the student types words into. */
export const insertWordsEditor: TaskEditorUi<"insert_words"> = {
  empty: () => ({ content: { instruction: "", segments: [] }, key: { gaps: {} } }),
  Editor: gapTextEditor({ hint: "tasks.editor.insertWordsHint", parse: parseInsertWords, write: writeInsertWords }),
};

export const insertWordsPlayer: TaskPlayerUi<"insert_words"> = {
  Player: InsertWordsPlayer,
};
