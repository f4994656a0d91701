import {
  type ImportErrorCode,
  type ImportRowError,
  type ManagerCreateBody,
  managerCreateBody,
  STUDENT_IMPORT_COLUMN_KEYS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_VALUE_NAMES,
  type StudentImportColumn,
} from "@school/contracts";
import type { Scope } from "../../../core/tenancy/scope.js";
import { excelSerialDate, type SheetRow } from "../../../core/xlsx.js";
import { countriesInUse, packagesInUse } from "../../student-record/index.js";
import { selectManagers } from "./import.queries.js";

/**
 * Reading an import file's header and rows into `manager_create/` bodies (decision 0034): headings in any of the
 * three languages or as keys, the names the interface shows for a gender, a country or a language, dates as people and
 * spreadsheets write them, the responsible manager by id, e-mail or name. Every problem is noted by row and field.
 */
/** Header texts compared without case or repeated spaces. */
const normal = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("ru");
const HEADER_NAMES = new Map<string, StudentImportColumn>(
  STUDENT_IMPORT_COLUMN_KEYS.flatMap((key) => [
    [normal(key), key] as const,
    ...Object.values(STUDENT_IMPORT_COLUMNS[key].labels).map((label) => [normal(label), key] as const),
  ]),
);
const valueNames = <Value extends string>(table: Record<Value, readonly string[]>) =>
  new Map<string, Value>(
    (Object.entries(table) as [Value, readonly string[]][]).flatMap(([value, names]) => [
      [normal(value), value] as const,
      ...names.map((name) => [normal(name), value] as const),
    ]),
  );
const GENDER_NAMES = valueNames(STUDENT_IMPORT_VALUE_NAMES.gender);
const COUNTRY_NAMES = valueNames(STUDENT_IMPORT_VALUE_NAMES.country);
const LANGUAGE_NAMES = valueNames(STUDENT_IMPORT_VALUE_NAMES.language);
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001F\u007F]/;

export type Row = { row: number; body: ManagerCreateBody };
export type Staff = { id: number; email: string; firstName: string; lastName: string };

export class RowErrors {
  readonly list: ImportRowError[] = [];
  readonly rows = new Set<number>();
  private readonly fields = new Set<string>();
  add(row: number, field: string, code: ImportErrorCode, message: string) {
    if (this.fields.has(`${row}:${field}`)) return;
    this.fields.add(`${row}:${field}`);
    this.rows.add(row);
    this.list.push({ row, field, code, message });
  }
}

export function readHeader(header: SheetRow, errors: RowErrors): Map<StudentImportColumn, number> {
  const columns = new Map<StudentImportColumn, number>();
  header.cells.forEach((text, index) => {
    if (text.trim() === "") return;
    const key = HEADER_NAMES.get(normal(text));
    const shown = text.trim().slice(0, 100);
    if (!key) errors.add(header.row, shown, "unknown_column", `No column is called "${shown}"`);
    else if (columns.has(key)) errors.add(header.row, key, "duplicate_column", "The column appears twice");
    else columns.set(key, index);
  });
  for (const key of STUDENT_IMPORT_COLUMN_KEYS) {
    if (STUDENT_IMPORT_COLUMNS[key].required && !columns.has(key)) {
      errors.add(header.row, key, "missing_column", "The column is required");
    }
  }
  return columns;
}

export type Lookups = { staff: Staff[]; packages: Map<string, string>; countries: Map<string, string> };

/** The school's staff (for the responsible manager) and the package and country names already in use. */
export async function loadLookups(scope: Scope): Promise<Lookups> {
  const [staff, packages, countries] = await Promise.all([
    selectManagers(scope),
    packagesInUse(scope),
    countriesInUse(scope),
  ]);
  const byName = (names: { name: string }[]) => new Map(names.map(({ name }) => [normal(name), name]));
  return { staff, packages: byName(packages), countries: byName(countries) };
}

/**
 * A list cell: values between `;` or `,`, each once, spelled as the school already spells it, or as the file first
 * spelled it (a new name is learnt for the rows below).
 */
const listOf = (text: string, known: Map<string, string>) => {
  const values = text
    .split(/[;,]/)
    .map((value) => value.trim())
    .filter((value) => value !== "")
    .map((value) => {
      const spelling = known.get(normal(value)) ?? value;
      known.set(normal(value), spelling);
      return spelling;
    });
  return [...new Map(values.map((value) => [normal(value), value])).values()];
};

/** A date as YYYY-MM-DD, DD.MM.YYYY or a spreadsheet's date number. */
function dateOf(text: string): string {
  const dotted = /^(\d{1,2})\.(\d{1,2})\.(\d{4})$/.exec(text);
  if (dotted) return `${dotted[3]}-${dotted[2]!.padStart(2, "0")}-${dotted[1]!.padStart(2, "0")}`;
  if (/^\d{1,6}(\.\d+)?$/.test(text)) return excelSerialDate(Number(text));
  return text;
}

/** A sum as a spreadsheet or a person writes it (1 500 000 or 1500000,50); the text itself when it is not one. */
function numberOf(text: string): number | string {
  const value = Number(text.replace(/[\s\u00A0]/g, "").replace(",", "."));
  return Number.isFinite(value) ? value : text;
}

/** Staff by id, e-mail, or full name in either order. */
function findStaff(text: string, staff: Staff[]): Staff[] {
  const wanted = normal(text);
  return staff.filter(
    (person) =>
      String(person.id) === wanted ||
      normal(person.email) === wanted ||
      normal(`${person.firstName} ${person.lastName}`) === wanted ||
      normal(`${person.lastName} ${person.firstName}`) === wanted,
  );
}

/** The row as a `manager_create/` body, checked by its schema; null (and errors noted) when it does not pass. */
export function readRow(
  row: number,
  cell: (key: StudentImportColumn) => string,
  lookups: Lookups,
  errors: RowErrors,
): ManagerCreateBody | null {
  const input: Record<string, unknown> = { role: "student" };
  for (const key of STUDENT_IMPORT_COLUMN_KEYS) {
    const text = cell(key);
    if (text === "") {
      if (STUDENT_IMPORT_COLUMNS[key].required) errors.add(row, key, "required", "Required");
      continue;
    }
    if (CONTROL.test(text)) {
      errors.add(row, key, "invalid", "Control characters (such as line breaks) are not allowed");
      continue;
    }
    if (key === "phone") input.phone = text.replace(/[\s()-]/g, "");
    else if (key === "gender") input.gender = GENDER_NAMES.get(normal(text)) ?? text;
    else if (key === "country") input.country = COUNTRY_NAMES.get(normal(text)) ?? text;
    else if (key === "language") input.language = LANGUAGE_NAMES.get(normal(text)) ?? text;
    else if (key === "birth_date") input.birth_date = dateOf(text);
    else if (key === "countries") input.countries = listOf(text, lookups.countries);
    else if (key === "packages") input.packages = listOf(text, lookups.packages);
    else if (key === "package_cost") input.package_cost = numberOf(text);
    else if (key === "responsible") {
      const found = findStaff(text, lookups.staff);
      if (found.length === 1) input.responsible = found[0]!.id;
      else if (found.length === 0) errors.add(row, key, "unknown_staff", "Nobody on the school's staff is named so");
      else errors.add(row, key, "ambiguous_staff", "More than one of the school's staff is named so; give the e-mail");
    } else input[key] = text;
  }
  const parsed = managerCreateBody.safeParse(input);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "file");
      errors.add(row, field, issue.code === "too_big" ? "too_long" : "invalid", issue.message);
    }
    return null;
  }
  return errors.rows.has(row) ? null : parsed.data;
}
