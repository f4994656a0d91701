import { ChoiceEditor, ChoicePlayer, emptyChoice } from "../parts/choice";
import type { TaskEditorUi, TaskPlayerUi } from "../task-ui";

/** A test: a question with options, one or several marked correct. */
export const testEditor: TaskEditorUi<"test"> = {
  empty: () => ({ content: emptyChoice(), key: { correct: [] } }),
  Editor: ({ draft, onChange, readOnly }) => (
    <ChoiceEditor
      content={draft.content}
      correct={draft.key.correct}
      readOnly={readOnly}
      onChange={(content, correct) => onChange({ content, key: { correct } })}
    />
  ),
};

export const testPlayer: TaskPlayerUi<"test"> = {
  Player: ({ content, answer, onChange, readOnly }) => (
    <ChoicePlayer
      content={content}
      selected={answer?.selected ?? []}
      readOnly={readOnly}
      onChange={(selected) => onChange({ selected })}
    />
  ),
};
