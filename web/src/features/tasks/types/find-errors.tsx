import { Button, Input } from "antd";
import { Fragment, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldMessage } from "../field-errors";
import { newId } from "../ids";
import { AcceptedInput } from "../parts/AcceptedInput";
import { Field } from "../parts/Field";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

type Word = { id: string; text: string };
/**
 * The contract's find_errors content as it really is: its definition's `checkKey` annotation narrows the inferred
 * type to `{ words: { id }[] }`, so the full shape is spelled here.
 */
type Content = { instruction: string; words: Word[] };

/** The words of a text, split at spaces, keeping the ids of the words at the same places. */
export function splitWords(text: string, previous: readonly Word[]): Word[] {
  return text
    .split(/\s+/u)
    .filter((word) => word !== "")
    .map((word, index) => ({ id: previous[index]?.id ?? newId(), text: word }));
}

function FindErrorsEditor({ draft: typed, onChange: change, readOnly }: EditorProps<"find_errors">) {
  const { t } = useTranslation();
  const draft = typed as { content: Content; key: typeof typed.key };
  const onChange = (next: typeof draft) => change(next as typeof typed);
  const { content, key } = draft;
  const [source, setSource] = useState(() => content.words.map((word) => word.text).join(" "));
  const errors = new Set(key.errors);
  const toggle = (id: string) => {
    const next = errors.has(id) ? key.errors.filter((other) => other !== id) : [...key.errors, id];
    const corrections = Object.fromEntries(Object.entries(key.corrections).filter(([word]) => next.includes(word)));
    onChange({ ...draft, key: { errors: next, corrections } });
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
      <Field label={t("tasks.editor.errorText")} path="content.words" nested>
        <Input.TextArea
          autoSize={{ minRows: 3 }}
          value={source}
          readOnly={readOnly}
          onChange={(event) => {
            setSource(event.target.value);
            const words = splitWords(event.target.value, content.words);
            const ids = new Set(words.map((word) => word.id));
            const kept = key.errors.filter((id) => ids.has(id));
            onChange({
              content: { ...content, words },
              key: {
                errors: kept,
                corrections: Object.fromEntries(Object.entries(key.corrections).filter(([id]) => kept.includes(id))),
              },
            });
          }}
          data-testid="task-error-text"
        />
      </Field>
      <p className="task-hint-text">{t("tasks.editor.markErrorsHint")}</p>
      <div className="task-words" data-testid="task-words">
        {content.words.map((word, index) => (
          <Button
            key={word.id}
            size="small"
            type={errors.has(word.id) ? "primary" : "default"}
            danger={errors.has(word.id)}
            aria-pressed={errors.has(word.id)}
            disabled={readOnly}
            onClick={() => toggle(word.id)}
            data-testid={`task-word-${index}`}
          >
            {word.text}
          </Button>
        ))}
      </div>
      <FieldMessage path="key.errors" nested />
      {key.errors.map((id) => {
        const word = content.words.find((candidate) => candidate.id === id);
        if (!word) return null;
        return (
          <Field
            key={id}
            label={t("tasks.editor.correctionOf", { word: word.text })}
            path={`key.corrections.${id}`}
            nested
          >
            <AcceptedInput
              value={key.corrections[id] ?? []}
              readOnly={readOnly}
              onChange={(accepted) => {
                const corrections = { ...key.corrections };
                if (accepted.length === 0) delete corrections[id];
                else corrections[id] = accepted;
                onChange({ ...draft, key: { ...key, corrections } });
              }}
            />
          </Field>
        );
      })}
    </>
  );
}

function FindErrorsPlayer({ content: typed, answer, onChange, readOnly }: PlayerProps<"find_errors">) {
  const content = typed as Content;
  const { t } = useTranslation();
  const selected = answer?.selected ?? [];
  const corrections = answer?.corrections ?? {};
  const toggle = (id: string) => {
    const next = selected.includes(id) ? selected.filter((other) => other !== id) : [...selected, id];
    onChange({
      selected: next,
      corrections: Object.fromEntries(Object.entries(corrections).filter(([word]) => next.includes(word))),
    });
  };
  return (
    <>
      <TaskText text={content.instruction} strong />
      <p className="task-hint-text">{t("tasks.player.findErrorsHint")}</p>
      <div className="task-words">
        {content.words.map((word, index) => {
          const picked = selected.includes(word.id);
          return (
            <Fragment key={word.id}>
              <Button
                size="small"
                type={picked ? "primary" : "text"}
                danger={picked}
                aria-pressed={picked}
                disabled={readOnly}
                onClick={() => toggle(word.id)}
                data-testid={`task-word-${index}`}
              >
                {word.text}
              </Button>
              {picked ? (
                <Input
                  size="small"
                  className="task-gap-input"
                  value={corrections[word.id] ?? ""}
                  readOnly={readOnly}
                  aria-label={t("tasks.player.correctionOf", { word: word.text })}
                  placeholder={t("tasks.player.correction")}
                  onChange={(event) =>
                    onChange({ selected, corrections: { ...corrections, [word.id]: event.target.value } })
                  }
                  data-testid={`task-correction-${index}`}
                />
              ) : null}
            </Fragment>
          );
        })}
      </div>
    </>
  );
}

/** A text in which the student finds the wrong words (and corrects them where the key asks). */
export const findErrorsEditor: TaskEditorUi<"find_errors"> = {
  empty: () => ({ content: { instruction: "", words: [] } as Content, key: { errors: [], corrections: {} } }),
  Editor: FindErrorsEditor,
};

export const findErrorsPlayer: TaskPlayerUi<"find_errors"> = {
  Player: FindErrorsPlayer,
};
