import { randomBytes } from "node:crypto";
import { readFile } from "node:fs/promises";
import {
  type ImportRowError,
  STUDENT_IMPORT_COLUMN_KEYS,
  STUDENT_IMPORT_COLUMNS,
  STUDENT_IMPORT_MAX_BYTES,
  STUDENT_IMPORT_MAX_ERRORS,
  STUDENT_IMPORT_MAX_ROWS,
  STUDENT_IMPORT_TYPES,
  type StudentImportColumn,
  type StudentImportMode,
  type StudentImportReport,
  studentImportFields,
  type UiLanguage,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { Actor } from "../../../core/access/actor.js";
import { newChatCode } from "../../../core/auth/chat-code.js";
import { hashPassword } from "../../../core/auth/passwords.js";
import { CsvSyntaxError, csvLine, parseCsv } from "../../../core/csv.js";
import { PG_UNIQUE_VIOLATION, pgErrorCode } from "../../../core/db-errors.js";
import { AppError } from "../../../core/errors.js";
import { inTransaction, type SchoolWork } from "../../../core/tenancy/scope.js";
import { receiveUploadWithFields } from "../../../core/uploads.js";
import { readFirstSheet, type SheetRow, XlsxError } from "../../../core/xlsx.js";
import { inviteUsers } from "../../auth/index.js";
import { insertRecords } from "../../student-record/index.js";
import { insertUsers } from "../users.queries.js";
import { takenContacts } from "./import.queries.js";
import { loadLookups, type Row, RowErrors, readHeader, readRow } from "./import.rows.js";

/**
 * Bulk import of students (decision 0034): the file is read whole (2 MB at most), every row is checked the way
 * `manager_create/` checks a body, against the file's other rows and against the existing accounts; then all rows
 * are written in one transaction or none, and the report names each bad row and field.
 */
export async function importStudents(actor: Actor, request: FastifyRequest): Promise<StudentImportReport> {
  const upload = await receiveUploadWithFields(request, {
    allowed: STUDENT_IMPORT_TYPES,
    maxBytes: STUDENT_IMPORT_MAX_BYTES,
    fileField: "file",
    textFields: ["dry_run", "mode", "language"],
    fileRequired: true,
    textType: "text/csv",
  });
  const file = upload.file!;
  let sheet: SheetRow[];
  try {
    const parsedFields = studentImportFields.safeParse(upload.fields);
    if (!parsedFields.success) {
      throw new AppError("validation_failed", "dry_run is true or false, mode all_or_nothing or valid_only", {
        fields: Object.fromEntries(
          parsedFields.error.issues.map((issue) => [String(issue.path[0] ?? "file"), issue.message]),
        ),
      });
    }
    sheet = await readSheet(await readFile(file.path), file.mime);
    const fields = parsedFields.data;
    return await importSheet(actor, {
      sheet,
      dryRun: fields.dry_run === "true",
      mode: fields.mode,
      language: fields.language,
    });
  } finally {
    await file.discard();
  }
}

async function readSheet(data: Buffer, mime: string): Promise<SheetRow[]> {
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
    return await readFirstSheet(data);
  } catch (error) {
    if (!(error instanceof XlsxError)) throw error;
    if (error.reason === "too_large") throw new AppError("payload_too_large", error.message);
    throw new AppError("validation_failed", `The workbook cannot be read: ${error.message}`, {
      fields: { file: error.message },
    });
  }
}

type ImportOptions = { dryRun: boolean; mode: StudentImportMode; language: UiLanguage };

async function importSheet(
  scope: SchoolWork,
  options: ImportOptions & { sheet: SheetRow[] },
): Promise<StudentImportReport> {
  const { dryRun, sheet } = options;
  const errors = new RowErrors();
  const [headerRow, ...rest] = sheet.filter((line) => line.cells.some((cell) => cell.trim() !== ""));
  const dataRows = rest;
  if (dataRows.length > STUDENT_IMPORT_MAX_ROWS) {
    throw new AppError("payload_too_large", `At most ${STUDENT_IMPORT_MAX_ROWS} rows can be imported at once`);
  }
  const columns = headerRow ? readHeader(headerRow, errors) : new Map<StudentImportColumn, number>();
  if (!headerRow) errors.add(1, "file", "required", "The file has no header row");
  if (errors.list.length > 0)
    return report({ dryRun, rows: [], errors, total: dataRows.length, ids: null, sheet, language: options.language });

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
  await refuseTaken(scope, { rows, errors });
  const valid = rows.filter((row) => !errors.rows.has(row.row));
  const answer = (input: { rows: Row[]; ids: number[] | null }) =>
    report({ ...input, dryRun, errors, total: dataRows.length, sheet, language: options.language });
  const takesGoodRows = options.mode === "valid_only" && valid.length > 0;
  if ((errors.list.length > 0 && !takesGoodRows) || dryRun) return answer({ rows: valid, ids: null });
  try {
    return answer({ rows: valid, ids: await writeStudents(scope, { rows: valid, language: options.language }) });
  } catch (error) {
    if (pgErrorCode(error) !== PG_UNIQUE_VIOLATION) throw error;
    // Another import or form took an e-mail or phone after the check: the check again names the rows it took.
    await refuseTaken(scope, { rows: valid, errors });
    if (errors.list.length === 0) throw new AppError("conflict", "An e-mail or phone was taken meanwhile; try again");
    return answer({ rows: [], ids: null });
  }
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
async function refuseTaken(scope: SchoolWork, { rows, errors }: { rows: Row[]; errors: RowErrors }) {
  const emails = rows.map((row) => row.body.email);
  const phones = rows.flatMap((row) => (row.body.phone ? [row.body.phone] : []));
  if (emails.length === 0) return;
  const taken = await takenContacts(scope, { emails, phones });
  for (const { row, body } of rows) {
    if (taken.emails.has(body.email)) errors.add(row, "email", "taken", "The e-mail already exists!");
    if (body.phone && taken.phones.has(body.phone))
      errors.add(row, "phone", "taken", "The phone number already exists!");
  }
}

/** Inserts per statement stay far below PostgreSQL's 65,535 parameters. */
const BATCH = 500;

/**
 * All rows in one transaction. The accounts get one random password nobody is told (hashed once per import, not per
 * row: argon2 is slow on purpose): like `manager_create/` without a password, each student is invited to set theirs,
 * the invitations queued in the same transaction (decision 0083), in the row's language or else the file's.
 */
async function writeStudents(scope: SchoolWork, input: { rows: Row[]; language: UiLanguage }): Promise<number[]> {
  const { rows, language } = input;
  const passwordHash = await hashPassword(randomBytes(24).toString("base64url"));
  return inTransaction(scope, async (tx) => {
    const ids: number[] = [];
    for (let start = 0; start < rows.length; start += BATCH) {
      const batch = rows.slice(start, start + BATCH);
      const created = await insertUsers(
        tx,
        batch.map(({ body }) => ({
          email: body.email,
          phone: body.phone ?? null,
          passwordHash,
          role: "student" as const,
          firstName: body.first_name,
          lastName: body.last_name,
          chatCode: newChatCode(),
          firstVisit: false,
          language: body.language ?? language,
        })),
      );
      const idOf = new Map(created.map((user) => [user.email, user.id]));
      const batchIds = batch.map(({ body }) => idOf.get(body.email)!);
      await insertRecords(
        tx,
        batch.map(({ body }, index) => {
          const { first_name, last_name, email, phone, role, password, language: _language, ...fields } = body;
          return { userId: batchIds[index]!, fields };
        }),
      );
      ids.push(...batchIds);
      await inviteUsers(
        tx,
        batch.map(({ body }, index) => ({
          userId: batchIds[index]!,
          email: body.email,
          language: body.language ?? language,
        })),
      );
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
  sheet: SheetRow[];
  language: UiLanguage;
}): StudentImportReport {
  const sorted = [...input.errors.list].sort((a, b) => a.row - b.row || columnOrder(a.field) - columnOrder(b.field));
  return {
    imported_total: input.ids?.length ?? 0,
    rejected_csv: rejectedFile(input.sheet, { errors: sorted, language: input.language }),
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

/** The heading of the rejected rows' reasons column, and a column's name as the file's reader knows it. */
const REASONS_HEADING: Record<UiLanguage, string> = { ru: "Ошибки", kk: "Қателер", en: "Problems" };
const columnName = (field: string, language: UiLanguage) =>
  field in STUDENT_IMPORT_COLUMNS ? STUDENT_IMPORT_COLUMNS[field as StudentImportColumn].labels[language] : field;

/**
 * The refused rows as the file had them, under its own header, each with its reasons in a last column, so the
 * manager mends them there and imports that file again (the reasons column is then an unknown column: it is dropped
 * by the manager, or named in the report). Null when every row was good.
 */
function rejectedFile(
  sheet: SheetRow[],
  { errors, language }: { errors: ImportRowError[]; language: UiLanguage },
): string | null {
  const reasons = new Map<number, string[]>();
  for (const error of errors) {
    const list = reasons.get(error.row) ?? [];
    list.push(`${columnName(error.field, language)}: ${error.message}`);
    reasons.set(error.row, list);
  }
  const [header, ...rows] = sheet.filter((line) => line.cells.some((cell) => cell.trim() !== ""));
  const refused = rows.filter((line) => reasons.has(line.row));
  if (!header || refused.length === 0) return null;
  const width = Math.max(header.cells.length, ...refused.map((line) => line.cells.length));
  const padded = (cells: string[]) => [...cells, ...Array<string>(width - cells.length).fill("")];
  return (
    "\uFEFF" +
    csvLine([...padded(header.cells), REASONS_HEADING[language]]) +
    refused.map((line) => csvLine([...padded(line.cells), (reasons.get(line.row) ?? []).join("; ")])).join("")
  );
}
