import { Input } from "antd";
import { useTranslation } from "react-i18next";
import { Field } from "./Field";

type TextProps = { value: string; onChange: (value: string) => void; readOnly: boolean };

/** A plain-text area of the task's form, tied to its field path so the server's refusal shows under it. */
function TextAreaField({
  label,
  path,
  testId,
  value,
  onChange,
  readOnly,
}: TextProps & Record<"label" | "path" | "testId", string>) {
  return (
    <Field label={label} path={path}>
      <Input.TextArea
        autoSize={{ minRows: 2 }}
        value={value}
        readOnly={readOnly}
        onChange={(event) => onChange(event.target.value)}
        data-testid={testId}
      />
    </Field>
  );
}

/** The task's question (plain text). */
export function QuestionField(props: TextProps) {
  const { t } = useTranslation();
  return <TextAreaField {...props} label={t("tasks.editor.question")} path="content.question" testId="task-question" />;
}

/** The teacher's notes on what to look for when grading (never shown to students). */
export function RubricField(props: TextProps) {
  const { t } = useTranslation();
  return <TextAreaField {...props} label={t("tasks.editor.rubric")} path="key.rubric" testId="task-rubric" />;
}
