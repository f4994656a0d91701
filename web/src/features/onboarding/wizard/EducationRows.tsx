import { ASSESSMENT_FORMS, type AssessmentForm, EDUCATION_DEGREES, STUDY_YEAR_OPTIONS } from "@school/contracts";
import { Col, Form, type FormListFieldData, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { useClearable } from "../../../ui/use-clearable";
import { type RemoveRow, RemoveRowButton, WizardRows } from "./WizardRows";

export type EducationRow = {
  degree: (typeof EDUCATION_DEGREES)[number];
  profession_name: string;
  start: number;
  end?: number | null;
  assessment_form: AssessmentForm;
  score?: number | null;
};

const yearOptions = STUDY_YEAR_OPTIONS.map((year) => ({ value: year, label: String(year) }));

/** Step 1 of 3: education rows; the spec's messages name what each row still lacks. */
export function EducationRows({ room }: { room: number }) {
  const { t } = useTranslation();
  return (
    <WizardRows
      name="educations"
      room={room}
      testId="education"
      addLabel={t("onboarding.wizard.addEducation")}
      newRow={{ degree: "school", assessment_form: "five_point" }}
      renderRow={(field, index, remove) => (
        <EducationRowFields key={field.key} field={field} index={index} remove={remove} />
      )}
    />
  );
}

/** One education: its degree and profession, the years, and how it was graded. */
function EducationRowFields({ field, index, remove }: { field: FormListFieldData; index: number; remove?: RemoveRow }) {
  const { t } = useTranslation();
  const clearable = useClearable();
  return (
    <div className="education-wizard__row" data-testid="education-row">
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name={[field.name, "degree"]} label={t("onboarding.fields.degree")} rules={[{ required: true }]}>
            <Select
              showSearch={{ optionFilterProp: "label" }}
              options={EDUCATION_DEGREES.map((degree) => ({
                value: degree,
                label: t(runtimeKey(`catalogue.educationDegrees.${degree}`)),
              }))}
              data-testid={`education-degree-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={16}>
          <Form.Item
            name={[field.name, "profession_name"]}
            label={t("onboarding.fields.profession")}
            rules={[{ required: true, whitespace: true, message: t("onboarding.required.profession") }]}
          >
            <Input maxLength={200} data-testid={`education-profession-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[field.name, "start"]}
            label={t("onboarding.fields.start")}
            rules={[{ required: true, message: t("onboarding.required.start") }]}
          >
            <Select showSearch options={yearOptions} data-testid={`education-start-${index}`} />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[field.name, "end"]}
            label={t("onboarding.fields.end")}
            dependencies={[["educations", field.name, "start"]]}
            rules={[
              ({ getFieldValue }) => ({
                validator: (_, end: number | null | undefined) => {
                  const start = getFieldValue(["educations", field.name, "start"]) as number | undefined;
                  return end == null || start === undefined || end >= start
                    ? Promise.resolve()
                    : Promise.reject(new Error(t("onboarding.required.endAfterStart")));
                },
              }),
            ]}
          >
            <Select
              allowClear={clearable}
              showSearch
              placeholder={t("onboarding.fields.stillStudying")}
              options={yearOptions}
              data-testid={`education-end-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item
            name={[field.name, "assessment_form"]}
            label={t("onboarding.fields.assessment")}
            rules={[{ required: true, message: t("onboarding.required.assessment") }]}
          >
            <Select
              options={ASSESSMENT_FORMS.map((form) => ({
                value: form,
                label: t(runtimeKey(`onboarding.assessmentForms.${form}`)),
              }))}
              data-testid={`education-assessment-${index}`}
            />
          </Form.Item>
        </Col>
        <Col xs={12} md={6}>
          <Form.Item name={[field.name, "score"]} label={t("onboarding.fields.score")}>
            <NumberField
              min={0}
              max={100}
              step={0.1}
              style={{ width: "100%" }}
              data-testid={`education-score-${index}`}
            />
          </Form.Item>
        </Col>
      </Row>
      {remove && (
        <RemoveRowButton
          index={index}
          remove={remove}
          data-testid={`education-remove-${index}`}
          style={{ marginBottom: 12 }}
        >
          {t("onboarding.wizard.remove")}
        </RemoveRowButton>
      )}
    </div>
  );
}
