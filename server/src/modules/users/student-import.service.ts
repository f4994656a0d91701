import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  type ImportErrorCode,
  type ImportRowError,
  type ManagerCreateBody,
  managerCreateBody,
  STUDENT_IMPORT_COLUMN_KEYS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ERRORS,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_TYPES,
  STUDENT_IMPORT_VALUE_NAMES,
  type StudentImportColumn,
  type StudentImportReport,
  studentImportFields,
} from "@school/contracts";
import { and, eq, inArray, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { hashPassword } from "../../core/auth/passwords.js";
import { CsvSyntaxError, parseCsv } from "../../core/csv.js";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../core/db-errors.js";
import { AppError } from "../../core/errors.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { receiveUploadWithFields } from "../../core/uploads.js";
import { excelSerialDate, readFirstSheet, type SheetRow, XlsxError } from "../../core/xlsx.js";
import { studentRecords, users } from "../../db/schema/index.js";
import { newChatCode } from "../auth/auth.service.js";
import { recordColumns } from "../student-record/student-record.queries.js";
import { listCountries, listPackages } from "../student-record/student-record.service.js";

/**
 * Bulk import of students (decision 0034): the file is read whole (2 MB at most), every row is checked the way
 * `manager_create/` checks a body, against the file's other rows and against the existing accounts; then all rows
 * are written in one transaction or none, and the report names each bad row and field.
 */
export async function importStudents(scope: Scope, request: FastifyRequest): Promise<StudentImportReport> {
  const upload = await receiveUploadWithFields(request, {
    allowed: STUDENT_IMPORT_TYPES,
    maxBytes: STUDENT_IMPORT_MAX_BYTES,
    tooLarge: `Please select a file that is less than ${STUDENT_IMPORT_MAX_BYTES / 1024 / 1024} MB in size!`,
    fileField: "file",
    textFields: ["dry_run"],
    fileRequired: true,
    textType: "text/csv",
  });
  const file = upload.file!;
  let sheet: SheetRow[];
  try {
    const parsedFields = studentImportFields.safeParse(upload.fields);
    if (!parsedFields.success) {
      throw new AppError("validation_failed", "dry_run is true or false", { fields: { dry_run: "true or false" } });
    }
    sheet = readSheet(await readFile(file.path), file.mime);
    return await importSheet(scope, sheet, parsedFields.data.dry_run === "true");
  } finally {
    await file.discard();
  }
}

function readSheet(data: Buffer, mime: string): SheetRow[] {
  if (mime === "text/csv") {
    try {
      return parseCsv(data.toString("utf8")).map((cells, index) => ({ row: index + 1, cells }));
    } catch (error) {
      if (!(error instanceof CsvSyntaxError)) throw error;
      throw new AppError("validation_failed", `The CSV is broken at line ${error.line}: ${error.message}`, {
        fields: { file: `Line ${error.line}: ${error.message}` },
      });
    }
  }
  try {
    return readFirstSheet(data);
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    if (error.reason === "too_large") throw new AppError("payload_too_large", error.message);
    throw new AppError("validation_failed", `The workbook cannot be read: ${error.message}`, {
      fields: { file: error.message },
    });
  }
}

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
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
const CONTROL = /[\u0000-\u001F\u007F]/;

type Row = { row: number; body: ManagerCreateBody };
type Staff = { id: number; email: string; firstName: string; lastName: string };

class RowErrors {
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

async function importSheet(scope: Scope, sheet: SheetRow[], dryRun: boolean): Promise<StudentImportReport> {
  const errors = new RowErrors();
  const [headerRow, ...rest] = sheet.filter((line) => line.cells.some((cell) => cell.trim() !== ""));
  const dataRows = rest;
  if (dataRows.length > STUDENT_IMPORT_MAX_ROWS) {
    throw new AppError("payload_too_large", `At most ${STUDENT_IMPORT_MAX_ROWS} rows can be imported at once`);
  }
  const columns = headerRow ? readHeader(headerRow, errors) : new Map<StudentImportColumn, number>();
  if (!headerRow) errors.add(1, "file", "required", "The file has no header row");
  if (errors.list.length > 0) return report({ dryRun, rows: [], errors, total: dataRows.length, ids: null });

  const lookups = await loadLookups(scope);
  const rows: Row[] = [];
  for (const line of dataRows) {
    const cell = (key: StudentImportColumn) => {
      const index = columns.get(key);
      return index === undefined ? "" : (line.cells[index] ?? "").trim();
    };
    const body = readRow(line.row, cell, lookups, errors);
    if (body) rows.push({ row: line.row, body });
  }
  refuseRepeats(rows, errors);
  await refuseTaken(scope, rows, errors);
  const valid = rows.filter((row) => !errors.rows.has(row.row));
  if (errors.list.length > 0 || dryRun)
    return report({ dryRun, rows: valid, errors, total: dataRows.length, ids: null });
  try {
    const ids = await writeStudents(scope, valid);
    return report({ dryRun, rows: valid, errors, total: dataRows.length, ids });
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    // Another import or form took an e-mail or phone after the check: the check again names the rows it took.
    await refuseTaken(scope, valid, errors);
    if (errors.list.length === 0) throw new AppError("conflict", "An e-mail or phone was taken meanwhile; try again");
    return report({ dryRun, rows: [], errors, total: dataRows.length, ids: null });
  }
}

function readHeader(header: SheetRow, errors: RowErrors): Map<StudentImportColumn, number> {
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

type Lookups = { staff: Staff[]; packages: Map<string, string>; countries: Map<string, string> };

/** The school's staff (for the responsible manager) and the package and country names already in use. */
async function loadLookups(scope: Scope): Promise<Lookups> {
  const [staff, packages, countries] = await Promise.all([
    scope.db
      .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
      .from(users)
      .where(and(eq(users.schoolId, scope.schoolId), inArray(users.role, ["admin", "admin_school"]))),
    listPackages(scope),
    listCountries(scope),
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
function readRow(
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

/** The same e-mail or phone twice in the file: the later rows are refused, naming the first. */
function refuseRepeats(rows: Row[], errors: RowErrors) {
  for (const field of ["email", "phone"] as const) {
    const first = new Map<string, number>();
    for (const { row, body } of rows) {
      const value = body[field];
      if (!value) continue;
      const earlier = first.get(value);
      if (earlier === undefined) first.set(value, row);
      else errors.add(row, field, "duplicate_in_file", `The same as on row ${earlier}`);
    }
  }
}

/**
 * E-mails and phones that already have an account. They are unique across the platform, so an account of another
 * school counts too; the report says only "taken", never whose.
 */
async function refuseTaken(scope: Scope, rows: Row[], errors: RowErrors) {
  const emails = rows.map((row) => row.body.email);
  const phones = rows.flatMap((row) => (row.body.phone ? [row.body.phone] : []));
  if (emails.length === 0) return;
  const taken = await scope.db
    .select({ email: users.email, phone: users.phone })
    .from(users)
    .where(or(inArray(users.email, emails), phones.length > 0 ? inArray(users.phone, phones) : undefined));
  const takenEmails = new Set(taken.map((user) => user.email));
  const takenPhones = new Set(taken.map((user) => user.phone));
  for (const { row, body } of rows) {
    if (takenEmails.has(body.email)) errors.add(row, "email", "taken", "The e-mail already exists!");
    if (body.phone && takenPhones.has(body.phone))
      errors.add(row, "phone", "taken", "The phone number already exists!");
  }
}

/** Inserts per statement stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/**
 * All rows in one transaction. The accounts get one random password nobody is told (hashed once per import, not per
 * row: argon2 is slow on purpose): like `manager_create/` without a password, each student sets theirs through
 * "Forgot your password?".
 */
async function writeStudents(scope: Scope, rows: Row[]): Promise<number[]> {
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  return scope.db.transaction(async (tx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const created = await tx
        .insert(users)
        .values(
          batch.map(({ body }) => ({
            schoolId: scope.schoolId,
            email: body.email,
            phone: body.phone ?? null,
            passwordHash,
            role: "student" as const,
            firstName: body.first_name,
            lastName: body.last_name,
            chatCode: newChatCode(),
            firstVisit: false,
          })),
        )
        .returning({ id: users.id, email: users.email });
      const idOf = new Map(created.map((user) => [user.email, user.id]));
      const batchIds = batch.map(({ body }) => idOf.get(body.email)!);
      await tx.insert(studentRecords).values(
        batch.map(({ body }, index) => {
          const { first_name, last_name, email, phone, role, password, ...record } = body;
          return { userId: batchIds[index]!, schoolId: scope.schoolId, ...recordColumns(record) };
        }),
      );
      ids.push(...batchIds);
    }
    return ids;
  });
}

/** A row's errors in the columns' order (a header's unknown names first, as they stand left of nothing known). */
const columnOrder = (field: string) => STUDENT_IMPORT_COLUMN_KEYS.indexOf(field as StudentImportColumn);

function report(input: {
  dryRun: boolean;
  rows: Row[];
  errors: RowErrors;
  total: number;
  ids: number[] | null;
}): StudentImportReport {
  const sorted = [...input.errors.list].sort((a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field));
  return {
    dry_run: input.dryRun,
    imported: input.ids !== null,
    rows_total: input.total,
    students: input.rows.map(({ row, body }, index) => ({
      row,
      id: input.ids?.[index] ?? null,
      first_name: body.first_name,
      last_name: body.last_name,
      email: body.email,
    })),
    errors: sorted.slice(0, STUDENT_IMPORT_MAX_ERRORS),
    errors_total: sorted.length,
  };
}
