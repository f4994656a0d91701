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
import type { TFunction } from "i18next";
import { personName } from "../../../ui/person-name";
import { runtimeKey } from "../../../ui/runtime-key";
import type { RecordChoices } from "../lookups/lookups.api";

// The record's choices and form body without its controls: the user list's filters and forms use them before (or
// without) the fields' chunk (decision 0174).

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

export const MULTIPLE = new Set<RecordFieldKind>(["degrees", "steps", "categories", "accesses"]);
export const TAGS = new Set<RecordFieldKind>(["countries", "packages"]);

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
