import { Form, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../../ui/NumberField";
import type { CourseField } from "../course-form-values";
import { useCourseRules } from "../use-course-rules";

const FLAGS: { field: CourseField; label: "show" | "isNeedMailing" | "canSort" }[] = [
  { field: "show", label: "show" },
  { field: "is_need_mailing", label: "isNeedMailing" },
  { field: "can_sort", label: "canSort" },
];

/** Flags of section 3: shown in the catalogue, notify by mailing, added as unverified; and the list order. */
export function PublicationSection() {
  const { t } = useTranslation();
  const rules = useCourseRules();
  return (
    <>
      {FLAGS.map(({ field, label }) => (
        <Form.Item
          key={field}
          name={field}
          valuePropName="checked"
          label={t(`courseForm.flags.${label}`)}
          extra={t(`courseForm.flags.${label}Hint`)}
        >
          <Switch data-testid={`course-field-${field}`} />
        </Form.Item>
      ))}
      <Form.Item
        name="order"
        label={t("courseForm.fields.order")}
        rules={rules("order")}
        extra={t("courseForm.hints.order")}
      >
        <NumberField<number>
          min={0}
          max={1_000_000}
          precision={0}
          style={{ width: "100%" }}
          data-testid="course-field-order"
        />
      </Form.Item>
    </>
  );
}
