import { Readable } from "node:stream";
import {
  APPLICATION_STATUSES,
  exportUsers,
  type TranslateLang,
  USER_EXPORT_COLUMNS,
  USER_EXPORT_MAX_ROWS,
  USER_EXPORT_VALUE_NAMES,
  type UserExportColumn,
  type UserExportQuery,
  type UserListQuery,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { noteDisclosedUsers } from "../../../core/access/personal-data-audit.js";
import { type CsvCell, csvLine } from "../../../core/csv.js";
import { AppError } from "../../../core/errors.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { xlsxStream } from "../../../core/xlsx.js";
import { countryNames } from "../../dictionary/index.js";
import * as queries from "./export.queries.js";

type ExportFilters = Omit<UserListQuery, "page">;

/** Rows read per query: one batch of users and one of their statuses, so memory stays flat for 50,000 users. */
const BATCH = 1000;
const COLUMNS = Object.keys(USER_EXPORT_COLUMNS) as UserExportColumn[];
const WIDTHS: Record<UserExportColumn, number> = {
  last_name: 18,
  first_name: 16,
  email: 30,
  phone: 16,
  role: 16,
  packages: 20,
  country: 16,
  countries: 24,
  academic_year: 12,
  responsible: 24,
  statuses: 36,
  payment_balance: 14,
  created_at: 12,
};

/**
 * `list/export/` (decision 0034): every user the list's filters select, newest first as the list shows them, as an
 * XLSX or CSV file in the language asked for. The count is checked first (over the bound: 422, nothing sent); the
 * rows are read by keyset in batches while the file streams out.
 */
export async function exportUserList(actor: Actor, query: UserExportQuery) {
  const { format, translate_lang: language, ...filters } = query;
  const total = await queries.exportCount(actor, filters);
  if (total > USER_EXPORT_MAX_ROWS) {
    throw new AppError(
      "unprocessable",
      `${total} users match; an export holds at most ${USER_EXPORT_MAX_ROWS}: narrow the filters`,
    );
  }
  // Each exported user's audit log gets a line, written before the file's first byte (decision 0033).
  noteDisclosedUsers(actor, exportUsers.permission, queries.exportedUserIds(actor, filters));
  const rows = batches(actor, { filters, language });
  const header = COLUMNS.map((column) => USER_EXPORT_COLUMNS[column][language]);
  const name = `${USER_EXPORT_VALUE_NAMES.sheet[language]} ${new Date().toISOString().slice(0, 10)}`;
  // An ASCII name in `filename`, the one in the interface language in `filename*` (RFC 6266).
  const disposition = `attachment; filename="users.${format}"; filename*=UTF-8''${encodeURIComponent(`${name}.${format}`)}`;
  if (format === "csv") {
    return { stream: csvStream(header, rows), disposition, contentType: "text/csv; charset=utf-8" };
  }
  const stream = xlsxStream({
    sheet: USER_EXPORT_VALUE_NAMES.sheet[language],
    header,
    widths: COLUMNS.map((column) => WIDTHS[column]),
    rows,
  });
  return {
    stream,
    disposition,
    contentType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  };
}

function csvStream(header: string[], rows: AsyncIterable<CsvCell[][]>): Readable {
  async function* lines() {
    // The byte-order mark makes Excel read the file as UTF-8 (Cyrillic and Kazakh letters intact).
    yield `\uFEFF${csvLine(header)}`;
    for await (const batch of rows) yield batch.map(csvLine).join("");
  }
  return Readable.from(lines());
}

async function* batches(scope: Scope, { filters, language }: { filters: ExportFilters; language: TranslateLang }) {
  let before: number | null = null;
  const countryName = await countryNames(scope, language);
  for (;;) {
    const page = await queries.exportPage(scope, { filters, before, limit: BATCH });
    if (page.length === 0) return;
    const statuses = await statusesOf(
      scope,
      page.map((user) => user.id),
    );
    yield page.map((user): CsvCell[] => {
      const cells: Record<UserExportColumn, CsvCell> = {
        last_name: user.lastName,
        first_name: user.firstName,
        email: user.email,
        phone: user.phone,
        role: USER_EXPORT_VALUE_NAMES.role[user.role][language],
        packages: user.packages?.join("; ") || null,
        country: user.country ? USER_EXPORT_VALUE_NAMES.country[user.country][language] : null,
        countries: user.countries?.map(countryName).join("; ") || null,
        academic_year: user.academicYear,
        responsible: user.managerFirst === null ? null : `${user.managerFirst} ${user.managerLast}`.trim(),
        statuses: statusSummary(statuses.get(user.id), language),
        payment_balance: user.role === "student" ? Number(user.paymentBalance ?? 0) : null,
        created_at: user.createdAt.toISOString().slice(0, 10),
      };
      return COLUMNS.map((column) => cells[column]);
    });
    if (page.length < BATCH) return;
    before = page.at(-1)!.id;
  }
}

/** Each user's application statuses counted by status, for one batch of users in one query. */
async function statusesOf(scope: Scope, userIds: number[]) {
  const counted = await queries.statusCounts(scope, userIds);
  const byUser = new Map<number, Map<string, number>>();
  for (const row of counted) {
    const statuses = byUser.get(row.userId) ?? new Map<string, number>();
    statuses.set(row.status, row.count);
    byUser.set(row.userId, statuses);
  }
  return byUser;
}

/** "Submitted: 2; Invitation: 1", in the pipeline's order. */
function statusSummary(statuses: Map<string, number> | undefined, language: TranslateLang): string | null {
  if (!statuses) return null;
  return APPLICATION_STATUSES.filter((status) => statuses.has(status))
    .map((status) => `${USER_EXPORT_VALUE_NAMES.status[status][language]}: ${statuses.get(status)}`)
    .join("; ");
}
