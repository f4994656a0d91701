import { Button, Input } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { Segmented } from "../../../ui/Segmented";
import { AcceptedInput } from "./AcceptedInput";
import { ChoiceEditor, ChoicePlayer, emptyChoice } from "./choice";
import { Field } from "./Field";
import { TaskText } from "./TaskText";

/** The question after a recording (media, YouTube): a test, a short text, or only watching (decision 0021). */
type Question =
  | { answer_type: "choice"; question: string; options: { id: string; text: string }[]; multiple: boolean }
  | { answer_type: "text"; question: string }
  | { answer_type: "view"; question: string };
type QuestionKey = { correct: string[] } | { accepted: string[] } | Record<string, never>;
type QuestionAnswer = { selected: string[] } | { text: string } | { watched: true };

/** The same question switched to another answer type, keeping what was written. */
export function switchQuestion<Extra extends object>(
  content: Question & Extra,
  type: Question["answer_type"],
): { content: Question & Extra; key: QuestionKey } {
  const { answer_type: _old, ...rest } = content as Question & { options?: unknown; multiple?: unknown };
  const { options: _options, multiple: _multiple, ...base } = rest;
  if (type === "choice") {
    const choice = emptyChoice();
    return {
      content: {
        ...base,
        answer_type: "choice",
        question: content.question,
        options: choice.options,
        multiple: false,
      } as Question & Extra,
      key: { correct: [] },
    };
  }
  return {
    content: { ...base, answer_type: type, question: content.question } as Question & Extra,
    key: type === "text" ? { accepted: [] } : {},
  };
}

export function QuestionEditor<Content extends Question>({
  content,
  taskKey,
  onChange,
  readOnly,
}: {
  content: Content;
  taskKey: QuestionKey;
  onChange: (content: Content, key: QuestionKey) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  const switcher = (
    <Segmented
      aria-label={t("tasks.editor.answerTypeLabel")}
      className="task-switch"
      value={content.answer_type}
      disabled={readOnly}
      options={(["choice", "text", "view"] as const).map((type) => ({
        value: type,
        label: t(runtimeKey(`tasks.editor.answerType.${type}`)),
      }))}
      onChange={(type) => {
        const next = switchQuestion(content, type as Question["answer_type"]);
        onChange(next.content as Content, next.key);
      }}
      data-testid="task-answer-type"
    />
  );
  if (content.answer_type === "choice") {
    return (
      <>
        {switcher}
        <ChoiceEditor
          content={content}
          correct={"correct" in taskKey ? taskKey.correct : []}
          readOnly={readOnly}
          onChange={(next, correct) => onChange(next as Content, { correct })}
        />
      </>
    );
  }
  return (
    <>
      {switcher}
      <Field label={t("tasks.editor.question")} path="content.question">
        <Input.TextArea
          autoSize={{ minRows: 2 }}
          value={content.question}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...content, question: event.target.value }, taskKey)}
          data-testid="task-question"
        />
      </Field>
      {content.answer_type === "text" ? (
        <Field label={t("tasks.editor.accepted")} path="key.accepted" nested>
          <AcceptedInput
            value={"accepted" in taskKey ? taskKey.accepted : []}
            readOnly={readOnly}
            onChange={(accepted) => onChange(content, { accepted })}
            testId="task-accepted"
          />
        </Field>
      ) : null}
    </>
  );
}

export function QuestionPlayer({
  content,
  answer,
  onChange,
  readOnly,
}: {
  content: Question;
  answer: QuestionAnswer | undefined;
  onChange: (answer: QuestionAnswer) => void;
  readOnly: boolean;
}) {
  const { t } = useTranslation();
  if (content.answer_type === "choice") {
    return (
      <ChoicePlayer
        content={content}
        selected={answer && "selected" in answer ? answer.selected : []}
        readOnly={readOnly}
        onChange={(selected) => onChange({ selected })}
      />
    );
  }
  if (content.answer_type === "text") {
    return (
      <>
        <TaskText text={content.question} strong />
        <Input
          value={answer && "text" in answer ? answer.text : ""}
          readOnly={readOnly}
          aria-label={content.question || t("tasks.player.answer")}
          onChange={(event) => onChange({ text: event.target.value })}
          data-testid="task-answer-text"
        />
      </>
    );
  }
  const watched = answer !== undefined && "watched" in answer;
  return (
    <>
      <TaskText text={content.question} />
      <Button
        type={watched ? "default" : "primary"}
        disabled={readOnly || watched}
        onClick={() => onChange({ watched: true })}
        data-testid="task-watched"
      >
        {watched ? t("tasks.player.watchedDone") : t("tasks.player.watched")}
      </Button>
    </>
  );
}
