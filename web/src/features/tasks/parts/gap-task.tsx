import { Input } from "antd";
import type { ParseKeys } from "i18next";
import { Fragment, type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "./Field";
import { TaskText } from "./TaskText";

type Piece = { type: "text"; text: string } | { type: "gap"; id: string };
type GapDraft<Segment extends Piece, Gaps> = {
  content: { instruction: string; segments: Segment[] };
  key: { gaps: Gaps };
};

type Notation<Segment, Gaps> = {
  /** The key of the hint under the text, saying how gaps are written. */
  hint: ParseKeys;
  parse: (source: string, previous: Segment[]) => { segments: Segment[]; gaps: Gaps };
  write: (segments: Segment[], gaps: Gaps) => string;
  /** What the type adds under the text. */
  after?: ReactNode;
};

/**
 * The editor of a text with gaps (insert words, words with options): the instruction, and the text written with its
 * gaps in brackets, read back into segments and the key by the type's own notation (`parse`, `write`).
 */
export const gapTextEditor =
  <Segment extends Piece, Gaps, Draft extends GapDraft<Segment, Gaps>>(notation: Notation<Segment, Gaps>) =>
  ({ draft, onChange, readOnly }: { draft: Draft; onChange: (draft: Draft) => void; readOnly: boolean }) => (
    <GapTextEditor draft={draft} onChange={onChange} readOnly={readOnly} {...notation} />
  );

function GapTextEditor<Segment extends Piece, Gaps, Draft extends GapDraft<Segment, Gaps>>({
  draft,
  onChange,
  readOnly,
  hint,
  parse,
  write,
  after,
}: Notation<Segment, Gaps> & { draft: Draft; onChange: (draft: Draft) => void; readOnly: boolean }) {
  const { t } = useTranslation();
  const [source, setSource] = useState(() => write(draft.content.segments, draft.key.gaps));
  return (
    <>
      <Field label={t("tasks.editor.instruction")} path="content.instruction">
        <Input
          value={draft.content.instruction}
          readOnly={readOnly}
          onChange={(event) => onChange({ ...draft, content: { ...draft.content, instruction: event.target.value } })}
        />
      </Field>
      <Field label={t("tasks.editor.gapText")} path="content.segments" nested extra={t(hint)}>
        <Input.TextArea
          autoSize={{ minRows: 3 }}
          value={source}
          readOnly={readOnly}
          onChange={(event) => {
            setSource(event.target.value);
            const parsed = parse(event.target.value, draft.content.segments);
            onChange({
              ...draft,
              content: { ...draft.content, segments: parsed.segments },
              key: { gaps: parsed.gaps },
            });
          }}
          data-testid="task-gap-text"
        />
      </Field>
      {after}
    </>
  );
}

/** The player's line of a text with gaps: the text as text, each gap drawn by the type with its number and label. */
export function GapLine<Segment extends Piece>({
  instruction,
  segments,
  gap,
}: {
  instruction: string;
  segments: readonly Segment[];
  gap: (segment: Extract<Segment, { type: "gap" }>, number: number, label: string) => ReactNode;
}) {
  const { t } = useTranslation();
  let gapNumber = 0;
  return (
    <>
      <TaskText text={instruction} strong />
      <p className="task-gap-line">
        {segments.map((segment, index) => {
          // biome-ignore lint/suspicious/noArrayIndexKey: a task's text pieces have no ids and never move
          if (segment.type === "text") return <Fragment key={`t${index}`}>{segment.text}</Fragment>;
          gapNumber += 1;
          return (
            <Fragment key={segment.id}>
              {gap(segment as Extract<Segment, { type: "gap" }>, gapNumber, t("tasks.player.gapN", { n: gapNumber }))}
            </Fragment>
          );
        })}
      </p>
    </>
  );
}
