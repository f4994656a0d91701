import { DATE_PRECISIONS } from "@school/contracts";
import { DatePicker } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../ui/runtime-key";
import { Segmented } from "../../../ui/Segmented";
import { Field } from "../parts/Field";
import { QuestionField } from "../parts/QuestionField";
import { TaskText } from "../parts/TaskText";
import type { EditorProps, PlayerProps, TaskEditorUi, TaskPlayerUi } from "../task-ui";

type Precision = (typeof DATE_PRECISIONS)[number];
const FORMAT: Record<Precision, string> = { day: "YYYY-MM-DD", month: "YYYY-MM", year: "YYYY" };
const PICKER: Record<Precision, "date" | "month" | "year"> = { day: "date", month: "month", year: "year" };

/** A date at the task's precision, as the contract writes it (YYYY, YYYY-MM or YYYY-MM-DD). */
function DateInput({
  id,
  value,
  precision,
  onChange,
  readOnly,
  label,
  testId,
}: {
  id?: string;
  value: string;
  precision: Precision;
  onChange: (value: string) => void;
  readOnly: boolean;
  label?: string;
  testId: string;
}) {
  const parsed = value ? dayjs(value, FORMAT[precision]) : null;
  return (
    <DatePicker
      id={id}
      picker={PICKER[precision]}
      format={FORMAT[precision]}
      value={parsed?.isValid() ? parsed : null}
      disabled={readOnly}
      aria-label={label}
      onChange={(date) => onChange(date ? date.format(FORMAT[precision]) : "")}
      data-testid={testId}
    />
  );
}

function DateEditor({ draft, onChange, readOnly }: EditorProps<"date">) {
  const { t } = useTranslation();
  return (
    <>
      <QuestionField
        value={draft.content.question}
        readOnly={readOnly}
        onChange={(question) => onChange({ ...draft, content: { ...draft.content, question } })}
      />
      <Segmented
        aria-label={t("tasks.editor.precisionLabel")}
        className="task-switch"
        value={draft.content.precision}
        disabled={readOnly}
        options={DATE_PRECISIONS.map((precision) => ({
          value: precision,
          label: t(runtimeKey(`tasks.editor.precision.${precision}`)),
        }))}
        onChange={(precision) =>
          onChange({ content: { ...draft.content, precision: precision as Precision }, key: { date: "" } })
        }
      />
      <Field label={t("tasks.editor.rightDate")} path="key.date">
        <DateInput
          value={draft.key.date}
          precision={draft.content.precision}
          readOnly={readOnly}
          onChange={(date) => onChange({ ...draft, key: { date } })}
          testId="task-key-date"
        />
      </Field>
    </>
  );
}

function DatePlayer({ content, answer, onChange, readOnly }: PlayerProps<"date">) {
  const { t } = useTranslation();
  return (
    <>
      <TaskText text={content.question} strong />
      <DateInput
        value={answer?.date ?? ""}
        precision={content.precision}
        readOnly={readOnly}
        label={content.question || t("tasks.player.answer")}
        onChange={(date) => onChange({ date })}
        testId="task-answer-date"
      />
    </>
  );
}

/** A question answered with a date. */
export const dateEditor: TaskEditorUi<"date"> = {
  empty: () => ({ content: { question: "", precision: "day" }, key: { date: "" } }),
  Editor: DateEditor,
};

export const datePlayer: TaskPlayerUi<"date"> = {
  Player: DatePlayer,
};
