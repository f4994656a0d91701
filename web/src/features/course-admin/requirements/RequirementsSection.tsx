import { EDUCATION_DEGREES } from "@school/contracts";
import { Col, Form, Row, Select, Typography } from "antd";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { useClearable } from "../../../ui/use-clearable";
import { useCourseRules } from "../program/use-course-rules";

/** Required education (stored by the spec's degree key, shown translated), years, pass mark and certificates. */
export function RequirementsSection({ certificates }: { certificates: ReactNode }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const rules = useCourseRules();
  const form = Form.useFormInstance();
  const degree = Form.useWatch<string | undefined>("requirement_degree", form);
  const degreeOptions = EDUCATION_DEGREES.map((key) => ({
    value: key,
    label: t(runtimeKey(`catalogue.educationDegrees.${key}`)),
  }));
  // A degree typed elsewhere in free text is kept and shown as it is.
  if (degree && !(EDUCATION_DEGREES as readonly string[]).includes(degree)) {
    degreeOptions.push({ value: degree as (typeof EDUCATION_DEGREES)[number], label: degree });
  }

  return (
    <Row gutter={16}>
      <Col xs={24} md={8}>
        <Form.Item
          name="requirement_degree"
          label={t("catalogue.info.requiredDegree")}
          rules={rules("requirement_degree")}
        >
          <Select
            allowClear={clearable}
            placeholder={t("courseForm.choose")}
            options={degreeOptions}
            data-testid="course-field-requirement_degree"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="requirement_years"
          label={t("catalogue.info.requiredYears")}
          rules={rules("requirement_years")}
        >
          <NumberField<number>
            min={0}
            max={20}
            precision={0}
            style={{ width: "100%" }}
            data-testid="course-field-requirement_years"
          />
        </Form.Item>
      </Col>
      <Col xs={12} md={8}>
        <Form.Item
          name="min_pass_percent"
          label={t("catalogue.info.minPass")}
          rules={rules("min_pass_percent")}
          extra={t("courseForm.hints.minPass")}
        >
          <NumberField<number>
            min={0}
            max={100}
            precision={0}
            suffix="%"
            style={{ width: "100%" }}
            data-testid="course-field-min_pass_percent"
          />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <Typography.Text strong>{t("courseForm.certificates.title")}</Typography.Text>
        {certificates}
      </Col>
    </Row>
  );
}
