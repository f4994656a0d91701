import {
  EDUCATION_DEGREES,
  GENDERS,
  HOME_COUNTRIES,
  LEGAL_TRANSLATION_STATES,
  RECORD_SECTIONS,
  type RecordFieldKind,
  type RecordSection,
  STUDENT_ACCESSES,
  STUDENT_STEPS,
  STUDENT_TYPES,
  type StudentRecordBody,
  type StudentRecordField,
  VISA_SUPPORT,
} from "@school/contracts";
import { Col, Form, Input, Row, Select, Switch } from "antd";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { DateField } from "../../../ui/DateField";
import { NumberField } from "../../../ui/NumberField";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import { TimeField } from "../../../ui/TimeField";
import { useClearable } from "../../../ui/use-clearable";
import { useCountryName } from "../../dictionaries";
import type { RecordChoices } from "../lookups/lookups.api";

type Option = { value: string | number; label: string };
const labelled = (t: TFunction, group: string, values: readonly string[]): Option[] =>
  values.map((value) => ({ value, label: t(runtimeKey(`record.${group}.${value}`)) }));

/** The choices a field of this kind offers; null for a field typed in. */
export function optionsOf(kind: RecordFieldKind | string, t: TFunction, choices?: RecordChoices): Option[] | null {
  switch (kind) {
    case "gender":
      return labelled(t, "gender", GENDERS);
    case "homeCountry":
      return labelled(t, "homeCountry", HOME_COUNTRIES);
    case "steps":
      return labelled(t, "stepNames", STUDENT_STEPS);
    case "type":
      return labelled(t, "types", STUDENT_TYPES);
    case "visaSupport":
      return labelled(t, "visaSupport", VISA_SUPPORT);
    case "legalTranslation":
      return labelled(t, "legalTranslation", LEGAL_TRANSLATION_STATES);
    case "accesses":
      return labelled(t, "accessNames", STUDENT_ACCESSES);
    case "degrees":
    case "education":
      return EDUCATION_DEGREES.map((value) => ({ value, label: t(runtimeKey(`catalogue.educationDegrees.${value}`)) }));
    case "academicYear":
      return (choices?.selectors.academic_years ?? []).map((value) => ({ value, label: value }));
    case "staff":
      return (choices?.staff ?? []).map((person) => ({ value: person.id, label: personName(person) }));
    case "teacher":
      return (choices?.teachers ?? []).map((person) => ({ value: person.id, label: personName(person) }));
    case "city":
      return (choices?.selectors.city ?? []).map((city) => ({ value: city.id, label: city.city }));
    case "categories":
      return (choices?.selectors.categories ?? []).map((tag) => ({ value: tag.id, label: tag.tag_name }));
    default:
      return null;
  }
}

const MULTIPLE = new Set<RecordFieldKind>(["degrees", "steps", "categories", "accesses"]);
const TAGS = new Set<RecordFieldKind>(["countries", "packages"]);

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

/** The body of a record form: the sections' fields as the API takes them (an emptied value is null). */
export function recordBody(sections: readonly RecordSection[], values: Record<string, unknown>): StudentRecordBody {
  const body: Record<string, unknown> = {};
  for (const section of sections) {
    for (const [field, kind] of Object.entries(RECORD_SECTIONS[section]) as [StudentRecordField, RecordFieldKind][]) {
      const value = values[field];
      if (value === undefined) continue;
      if (kind === "flag") body[field] = Boolean(value);
      else if (MULTIPLE.has(kind) || TAGS.has(kind)) body[field] = value ?? [];
      else if (field === "work_schedule" || field === "study_schedule")
        body[field] = typeof value === "string" ? value.trim() : "";
      else if (value === "" || value === null) body[field] = null;
      else body[field] = typeof value === "string" ? value.trim() : value;
    }
  }
  return body as StudentRecordBody;
}
