import { randomBytes } from "node:crypto";
import { extname } from "node:path";
import type { Readable } from "node:stream";
import { and, eq, type InferSelectModel, sql } from "drizzle-orm";
import type { AnyPgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Actor } from "../../core/access/access.js";
import { hashPassword } from "../../core/auth/passwords.js";
import { AppError } from "../../core/errors.js";
import { type ZipEntry, zipStream } from "../../core/zip-stream.js";
import type { Db } from "../../db/client.js";
import {
  applicationStatuses,
  applicationStatusHistory,
  coursePayments,
  documentAlerts,
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
import type { Deps } from "../../deps.js";
import { revokeAllSessions } from "../auth/auth.queries.js";
import { eraseLearning, learningOfStudent } from "./personal-data.learning.js";

type Owned = PgTable & { userId: AnyPgColumn; schoolId: AnyPgColumn };
const ownedBy = (table: Owned, schoolId: number, userId: number) =>
  and(eq(table.schoolId, schoolId), eq(table.userId, userId));

/** The student's own rows, each table by the name it has in data.json; `file` names the stored file, if any. */
const STUDENT_TABLES = {
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
  payments: { table: coursePayments },
  work_acts: { table: workActs },
  alerts: { table: documentAlerts },
  audit_log: { table: personalDataAudit },
} as const satisfies Record<string, { table: Owned; file?: string }>;

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

async function rowsOfStudent(db: Db, schoolId: number, userId: number) {
  const entries = await Promise.all(
    Object.entries(STUDENT_TABLES).map(async ([name, spec]) => {
      const rows = await db
        .select()
        .from(spec.table as Owned)
        .where(ownedBy(spec.table, schoolId, userId));
      return [name, rows as InferSelectModel<PgTable>[]] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<keyof typeof STUDENT_TABLES, Record<string, unknown>[]>;
}

/** A file's place in the zip: its folder, the row's id and the name it had, so two files never collide. */
const zipName = (folder: string, row: Record<string, unknown>, key: string) => {
  const label = String(row.docName ?? row.filename ?? row.type ?? "file")
    .replace(/[^\p{L}\p{N}._ -]+/gu, "_")
    .slice(0, 80);
  return `files/${folder}/${row.id}-${label}${extname(label) ? "" : extname(key)}`;
};

/**
 * Everything about one student as a zip (decision 0033): data.json (the account without its password hash, every
 * row of theirs, table by table, and their learning: answers, attempts, groups, programs, attendance and board
 * drawings) and their stored files under files/, handed-in answers' files among them, streamed as it is read.
 */
export async function exportStudent(
  deps: Deps,
  actor: Actor,
  userId: number,
): Promise<{ stream: Readable; fileName: string }> {
  const [account] = await actor.db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.schoolId, actor.schoolId)));
  if (!account) throw new AppError("not_found", "Student not found");
  const [rows, learning] = await Promise.all([
    rowsOfStudent(actor.db, actor.schoolId, userId),
    learningOfStudent(actor.db, { schoolId: actor.schoolId, userId }),
  ]);
  const { passwordHash: _password, tokensValidAfter: _tokens, ...profile } = account;
  const data = { exported_at: new Date().toISOString(), user: profile, ...rows, ...learning };
  const files: ZipEntry[] = [];
  if (account.avatar) {
    const avatar = account.avatar;
    files.push({ name: `files/avatar${extname(avatar)}`, data: () => deps.storage.stream(avatar) });
  }
  for (const [folder, spec] of Object.entries(STUDENT_TABLES)) {
    if (!("file" in spec)) continue;
    for (const row of rows[folder as keyof typeof STUDENT_TABLES]) {
      const key = row[spec.file];
      if (typeof key !== "string" || key === "") continue;
      files.push({ name: zipName(folder, row, key), data: () => deps.storage.stream(key) });
    }
  }
  for (const answer of learning.answers) {
    const key = answer.fileUrl;
    if (key) files.push({ name: zipName("answers", answer, key), data: () => deps.storage.stream(key) });
  }
  const entries: ZipEntry[] = [{ name: "data.json", data: Buffer.from(JSON.stringify(data, null, 2)) }, ...files];
  return { stream: zipStream(entries), fileName: `student-${userId}.zip` };
}

/**
 * Erases a student's personal data on request (decision 0033): the rows above and their files go, and so do their
 * answers (essays and handed-in files among them), attempts, board drawings, group and program membership and
 * calendar feed; the record keeps only the money (package cost and paid total), the account is renamed, its e-mail,
 * phone, avatar and chat code cleared and its sessions ended. Payments, tranches, acts of work and attendance stay,
 * tied to the anonymised account; the audit log keeps every line and gains the erasure's own (written by the route
 * layer like every other).
 */
export async function eraseStudent(
  deps: Deps,
  actor: Actor,
  input: { userId: number; confirmEmail: string },
): Promise<{ user_id: number; files_removed: number; payments_kept: number }> {
  const { userId } = input;
  const { schoolId } = actor;
  const unusablePassword = await hashPassword(randomBytes(32).toString("base64url"));
  const result = await actor.db.transaction(async (tx) => {
    const [account] = await tx
      .select({ email: users.email, avatar: users.avatar })
      .from(users)
      .where(and(eq(users.id, userId), eq(users.schoolId, schoolId)))
      .for("update");
    if (!account) throw new AppError("not_found", "Student not found");
    if (account.email.toLowerCase() !== input.confirmEmail.trim().toLowerCase()) {
      throw new AppError("validation_failed", "Type the student's e-mail to confirm the erasure", {
        fields: { confirm_email: "Does not match the student's e-mail" },
      });
    }
    const stored = await Promise.all([
      tx
        .select({ file: studentDocuments.file })
        .from(studentDocuments)
        .where(ownedBy(studentDocuments, schoolId, userId)),
      tx
        .select({ file: studentExams.file })
        .from(studentExams)
        .where(ownedBy(studentExams, schoolId, userId)),
      tx
        .select({ file: programFiles.file })
        .from(programFiles)
        .where(ownedBy(programFiles, schoolId, userId)),
    ]);
    const files = [...stored.flat().map((row) => row.file), account.avatar].filter(
      (file): file is string => typeof file === "string" && file !== "",
    );
    for (const table of ERASED_TABLES) await tx.delete(table).where(ownedBy(table, schoolId, userId));
    const answerFiles = await eraseLearning(tx, { schoolId, userId });
    const [money] = await tx
      .delete(studentRecords)
      .where(and(eq(studentRecords.userId, userId), eq(studentRecords.schoolId, schoolId)))
      .returning({ packageCost: studentRecords.packageCost, paidTotal: studentRecords.paidTotal });
    await tx
      .insert(studentRecords)
      .values({ userId, schoolId, packageCost: money?.packageCost ?? null, paidTotal: money?.paidTotal ?? 0 });
    await tx
      .update(users)
      .set({
        email: `erased-${userId}@erased.invalid`,
        phone: null,
        firstName: "—",
        lastName: "",
        avatar: null,
        chatCode: null,
        passwordHash: unusablePassword,
      })
      .where(and(eq(users.id, userId), eq(users.schoolId, schoolId)));
    await revokeAllSessions(tx, { userId, now: new Date() });
    const [kept] = await tx
      .select({
        count: sql<number>`(select count(*) from ${paymentTranches} where ${paymentTranches.userId} = ${userId})::int
          + (select count(*) from ${coursePayments} where ${coursePayments.userId} = ${userId})::int`,
      })
      .from(users)
      .where(eq(users.id, userId));
    return { files: [...files, ...answerFiles], paymentsKept: kept?.count ?? 0 };
  });
  deps.sessions.forgetHere(userId);
  // Files go once the rows are gone for good; one that fails to go is logged, the erasure itself stands.
  for (const file of result.files) {
    await deps.storage
      .remove(file)
      .catch((error: unknown) => deps.log.error({ err: error, file }, "erased file not removed"));
  }
  return { user_id: userId, files_removed: result.files.length, payments_kept: result.paymentsKept };
}
