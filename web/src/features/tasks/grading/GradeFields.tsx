import { Form, Input } from "antd";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";

/** The grade (0–100) and the comment to the student: the same two fields in the grading drawer and the queue. */
export function GradeFields({
  grade,
  onGrade,
  comment,
  onComment,
  testIdPrefix,
}: {
  grade: number | null;
  onGrade: (grade: number | null) => void;
  comment: string;
  onComment: (comment: string) => void;
  /** "grade" in the drawer, "queue-grade" in the queue: their tests name the fields apart. */
  testIdPrefix: string;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <Form.Item label={t("tasks.grading.grade")} htmlFor={`${id}-grade`} required>
        <NumberField
          id={`${id}-grade`}
          min={0}
          max={100}
          precision={2}
          value={grade}
          onChange={(value) => onGrade(value)}
          data-testid={`${testIdPrefix}-value`}
        />
      </Form.Item>
      <Form.Item label={t("tasks.grading.comment")} htmlFor={`${id}-comment`}>
        <Input.TextArea
          id={`${id}-comment`}
          autoSize={{ minRows: 3 }}
          maxLength={5000}
          value={comment}
          onChange={(event) => onComment(event.target.value)}
          data-testid={`${testIdPrefix}-comment`}
        />
      </Form.Item>
    </>
  );
}
