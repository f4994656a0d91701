import { and, eq, type InferSelectModel, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import { byId, inSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import {
  applicationStatuses,
  applicationStatusHistory,
  documentAlerts,
  payments,
  paymentTranches,
  personalDataAudit,
  programFiles,
  studentCommunications,
  studentDocumentChecks,
  studentDocuments,
  studentExams,
  studentRecords,
  userCertificates,
  userEducations,
  userLanguages,
  users,
  workActs,
} from "../../db/schema/index.js";

type Owned = PgTable & { userId: AnyPgColumn; schoolId: AnyPgColumn };
const ownedBy = (scope: Scope, table: Owned, userId: number) => and(inSchool(scope, table), eq(table.userId, userId));

/** The student's own rows, each table by the name it has in data.json; `file` names the stored file, if any. */
export const STUDENT_TABLES = {
  student_record: { table: studentRecords },
  document_checks: { table: studentDocumentChecks },
  documents: { table: studentDocuments, file: "file" },
  exams: { table: studentExams, file: "file" },
  communications: { table: studentCommunications },
  educations: { table: userEducations },
  certificates: { table: userCertificates },
  languages: { table: userLanguages },
  application_statuses: { table: applicationStatuses },
  application_status_history: { table: applicationStatusHistory },
  program_files: { table: programFiles, file: "file" },
  payment_tranches: { table: paymentTranches },
  payments: { table: payments },
  work_acts: { table: workActs },
  alerts: { table: documentAlerts },
  audit_log: { table: personalDataAudit },
} as const satisfies Record<string, { table: Owned; file?: string }>;
export type StudentTable = keyof typeof STUDENT_TABLES;

/** What erasure removes outright; payments, tranches and acts of work stay (money records), tied to the anonymised account. */
const ERASED_TABLES = [
  studentDocumentChecks,
  studentDocuments,
  studentExams,
  studentCommunications,
  userEducations,
  userCertificates,
  userLanguages,
  applicationStatuses,
  applicationStatusHistory,
  programFiles,
  documentAlerts,
] as const;

export async function accountOf(scope: Scope, userId: number) {
  return rowById(scope, { table: users, id: userId });
}

/** Every row of the student's in `STUDENT_TABLES`, table by table. */
export async function rowsOfStudent(scope: Scope, userId: number) {
  const entries = await Promise.all(
    Object.entries(STUDENT_TABLES).map(async ([name, spec]) => {
      const rows = await scope.db
        .select()
        .from(spec.table as Owned)
        .where(ownedBy(scope, spec.table, userId));
      return [name, rows as InferSelectModel<PgTable>[]] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<StudentTable, Record<string, unknown>[]>;
}

/** The account's e-mail and avatar, the row locked until the transaction ends. */
export async function lockAccount(scope: Scope, userId: number) {
  const [account] = await scope.db
    .select({ email: users.email, avatar: users.avatar })
    .from(users)
    .where(byId(scope, users, userId))
    .for("update");
  return account;
}

/** The stored files of the student's documents, certificates and handed-in program files. */
export async function storedFilesOf(scope: Scope, userId: number): Promise<(string | null)[]> {
  const stored = await Promise.all([
    scope.db
      .select({ file: studentDocuments.file })
      .from(studentDocuments)
      .where(ownedBy(scope, studentDocuments, userId)),
    scope.db
      .select({ file: studentExams.file })
      .from(studentExams)
      .where(ownedBy(scope, studentExams, userId)),
    scope.db
      .select({ file: programFiles.file })
      .from(programFiles)
      .where(ownedBy(scope, programFiles, userId)),
  ]);
  return stored.flat().map((row) => row.file);
}

/** Deletes the rows of `ERASED_TABLES`, and the record but for its money (package cost, instalments and paid total). */
export async function eraseStudentRows(scope: Scope, userId: number): Promise<void> {
  for (const table of ERASED_TABLES) await scope.db.delete(table).where(ownedBy(scope, table, userId));
  const [money] = await scope.db
    .delete(studentRecords)
    .where(ownedBy(scope, studentRecords, userId))
    .returning({
      packageCost: studentRecords.packageCost,
      paidTotal: studentRecords.paidTotal,
      instalmentsTotal: studentRecords.instalmentsTotal,
    });
  await scope.db.insert(studentRecords).values({
    userId,
    schoolId: scope.schoolId,
    packageCost: money?.packageCost ?? null,
    paidTotal: money?.paidTotal ?? 0,
    instalmentsTotal: money?.instalmentsTotal ?? 0,
  });
}

/** Renames the account and clears its e-mail, phone, avatar and chat code; nobody knows the password it gets. */
export async function anonymiseAccount(scope: Scope, input: { userId: number; passwordHash: string }): Promise<void> {
  await scope.db
    .update(users)
    .set({
      email: `erased-${input.userId}@erased.invalid`,
      phone: null,
      firstName: "—",
      lastName: "",
      avatar: null,
      chatCode: null,
      passwordHash: input.passwordHash,
    })
    .where(byId(scope, users, input.userId));
}

/** How many payment tranches and payments of the student's are kept. */
export async function moneyRowsOf(scope: Scope, userId: number): Promise<number> {
  const kept = await rowById(scope, {
    table: users,
    id: userId,
    columns: {
      count: sql<number>`(select count(*) from ${paymentTranches} where ${paymentTranches.userId} = ${userId})::int
          + (select count(*) from ${payments} where ${payments.userId} = ${userId})::int`,
    },
  });
  return kept?.count ?? 0;
}
