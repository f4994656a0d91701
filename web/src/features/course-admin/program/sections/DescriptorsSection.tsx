import { ExportOutlined } from "@ant-design/icons";
import {
  COURSE_DICTIONARY_FIELDS,
  type CourseDictionaryField,
  type DictionaryEntry,
  type DictionaryKind,
  PROGRAM_LANGUAGES,
  PROPERTY_FORMS,
} from "@school/contracts";
import { Col, Form, Input, Row, Select } from "antd";
import { useTranslation } from "react-i18next";
import { runtimeKey } from "../../../../ui/runtime-key";
import { useClearable } from "../../../../ui/use-clearable";
import { FILTER_ROWS } from "../../../catalogue";
import { useDictionaries } from "../../../dictionaries";
import { REQUIRED_FIELDS, useCourseRules } from "../use-course-rules";

/** The program's descriptors in the filter rows' order, each a searchable select over its dictionary. */
const DESCRIPTORS = FILTER_ROWS.flat().map((field) => ({
  field: field as CourseDictionaryField,
  kind: COURSE_DICTIONARY_FIELDS[field] as DictionaryKind,
  label: `catalogue.facets.${field}`,
}));

/** Universities and cities of the chosen category come first: the others stay choosable but listed after. */
function optionsFor(entries: readonly DictionaryEntry[], tagId: number | undefined) {
  const sorted = [...entries].sort(
    (a, b) =>
      Number(tagId !== undefined && b.tag_id === tagId) - Number(tagId !== undefined && a.tag_id === tagId) ||
      a.name.localeCompare(b.name),
  );
  return sorted.map((entry) => ({ value: entry.id, label: entry.name }));
}

export function DescriptorsSection() {
  const { t } = useTranslation();
  const clearable = useClearable();
  const rules = useCourseRules();
  const { dictionaries, isPending } = useDictionaries();
  const form = Form.useFormInstance();
  const tagId = Form.useWatch<number | undefined>("tag", form);

  return (
    <Row gutter={16}>
      {DESCRIPTORS.map(({ field, kind, label }) => (
        <Col xs={24} md={12} key={field}>
          <Form.Item
            name={field}
            label={t(runtimeKey(label))}
            required={REQUIRED_FIELDS.has(field)}
            rules={rules(field)}
          >
            <Select
              allowClear={!REQUIRED_FIELDS.has(field) && clearable}
              showSearch={{ optionFilterProp: "label" }}
              loading={isPending}
              placeholder={t("courseForm.choose")}
              notFoundContent={t("catalogue.filters.nothingFound")}
              options={optionsFor(dictionaries[kind], kind === "univer" || kind === "city" ? tagId : undefined)}
              data-testid={`course-field-${field}`}
            />
          </Form.Item>
        </Col>
      ))}
      <Col xs={24} md={12}>
        <Form.Item name="language" label={t("catalogue.filters.language")} rules={rules("language")}>
          <Select
            allowClear={clearable}
            showSearch={{ optionFilterProp: "label" }}
            placeholder={t("courseForm.choose")}
            options={PROGRAM_LANGUAGES.map((code) => ({
              value: code,
              label: t(runtimeKey(`catalogue.languages.${code}`)),
            }))}
            data-testid="course-field-language"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="property_form" label={t("catalogue.info.propertyForm")} rules={rules("property_form")}>
          <Select
            allowClear={clearable}
            placeholder={t("courseForm.choose")}
            options={PROPERTY_FORMS.map((form) => ({
              value: form,
              label: t(runtimeKey(`catalogue.propertyForms.${form}`)),
            }))}
            data-testid="course-field-property_form"
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="country" label={t("catalogue.info.country")} rules={rules("country")}>
          <Input maxLength={100} data-testid="course-field-country" />
        </Form.Item>
      </Col>
      <Col xs={24}>
        <a href="/?tab=dictionaries" target="_blank" rel="noreferrer" data-testid="course-dictionaries-link">
          <ExportOutlined /> {t("courseForm.manageDictionaries")}
        </a>
      </Col>
    </Row>
  );
}
