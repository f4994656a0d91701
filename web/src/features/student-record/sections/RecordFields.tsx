import { RECORD_SECTIONS, type RecordFieldKind, type RecordSection, type StudentRecordField } from "@school/contracts";
import { Col, Form, Input, Row, Select, Switch } from "antd";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { NumberField } from "../../../ui/NumberField";
import { runtimeKey } from "../../../ui/runtime-key";
import { TimeField } from "../../../ui/TimeField";
import { useClearable } from "../../../ui/use-clearable";
import { useCountryName } from "../../dictionaries";
import type { RecordChoices } from "../lookups/lookups.api";
import { MULTIPLE, optionsOf, TAGS } from "./record-values";

/** One field of the record, edited as its kind says. */
function RecordField({
  field,
  kind,
  choices,
}: {
  field: StudentRecordField;
  kind: RecordFieldKind;
  choices?: RecordChoices;
}) {
  const { t } = useTranslation();
  const clearable = useClearable();
  const countryName = useCountryName();
  const label = t(runtimeKey(`record.fields.${field}`));
  const testId = `record-${field}`;
  if (kind === "flag") {
    return (
      <Form.Item name={field} valuePropName="checked" label={label} className="record-flag">
        <Switch aria-label={label} data-testid={testId} />
      </Form.Item>
    );
  }
  const options = optionsOf(kind, t, choices);
  let control: React.ReactNode;
  if (options) {
    control = (
      <Select
        allowClear={clearable}
        showSearch
        optionFilterProp="label"
        mode={MULTIPLE.has(kind) ? "multiple" : undefined}
        aria-label={label}
        options={options}
        data-testid={testId}
      />
    );
  } else if (TAGS.has(kind)) {
    control = (
      <Select
        mode="tags"
        aria-label={label}
        open={false}
        suffixIcon={null}
        labelRender={field === "countries" ? ({ value }) => countryName(String(value)) : undefined}
        data-testid={testId}
      />
    );
  } else if (kind === "money") {
    control = <NumberField min={0} step={1000} style={{ width: "100%" }} aria-label={label} data-testid={testId} />;
  } else if (kind === "longText") {
    control = <Input.TextArea rows={3} maxLength={2000} data-testid={testId} />;
  } else if (kind === "date") {
    control = <DateField data-testid={testId} />;
  } else if (kind === "time") {
    control = <TimeField data-testid={testId} />;
  } else {
    control = <Input maxLength={200} autoComplete="off" data-testid={testId} />;
  }
  return (
    <Form.Item name={field} label={label}>
      {control}
    </Form.Item>
  );
}

/** The fields of some sections of the record, in a grid: yes/no switches together after the values. */
export function RecordFields({ sections, choices }: { sections: readonly RecordSection[]; choices?: RecordChoices }) {
  const entries = sections.flatMap(
    (section) => Object.entries(RECORD_SECTIONS[section]) as [StudentRecordField, RecordFieldKind][],
  );
  const values = entries.filter(([, kind]) => kind !== "flag");
  const flags = entries.filter(([, kind]) => kind === "flag");
  return (
    <>
      <Row gutter={16}>
        {values.map(([field, kind]) => (
          <Col key={field} xs={24} md={12} xl={8}>
            <RecordField field={field} kind={kind} choices={choices} />
          </Col>
        ))}
      </Row>
      {flags.length > 0 && (
        <Row gutter={16}>
          {flags.map(([field, kind]) => (
            <Col key={field} xs={12} md={8} xl={6}>
              <RecordField field={field} kind={kind} choices={choices} />
            </Col>
          ))}
        </Row>
      )}
    </>
  );
}
