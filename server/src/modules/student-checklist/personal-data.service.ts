import { randomBytes } from "node:crypto";
import { extname } from "node:path";
import type { Readable } from "node:stream";
import type { Actor } from "../../core/access/actor.js";
import { hashPassword } from "../../core/auth/passwords.js";
import { AppError } from "../../core/errors.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { type ZipEntry, zipStream } from "../../core/zip-stream.js";
import { revokeSessionsOf } from "../auth/index.js";
import { requireStudentAccess } from "../student-record/index.js";
import * as queries from "./personal-data.queries.js";
import { eraseLearning, learningOfStudent } from "./personal-data-learning.queries.js";

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
export async function exportStudent(actor: Actor, userId: number): Promise<{ stream: Readable; fileName: string }> {
  await requireStudentAccess(actor, { permission: "personalData.export", student: { userId, field: "id" } });
  const { storage } = actor.deps;
  const account = await queries.accountOf(actor, userId);
  if (!account) throw new AppError("not_found", "Student not found");
  const [rows, learning] = await Promise.all([
    queries.rowsOfStudent(actor, userId),
    learningOfStudent(actor, { userId, language: actor.language }),
  ]);
  const { passwordHash: _password, tokensValidAfter: _tokens, ...profile } = account;
  const data = { exported_at: new Date().toISOString(), user: profile, ...rows, ...learning };
  const files: ZipEntry[] = [];
  if (account.avatar) {
    const avatar = account.avatar;
    files.push({ name: `files/avatar${extname(avatar)}`, data: () => storage.stream(avatar) });
  }
  for (const [folder, spec] of Object.entries(queries.STUDENT_TABLES)) {
    if (!("file" in spec)) continue;
    for (const row of rows[folder as queries.StudentTable]) {
      const key = row[spec.file];
      if (typeof key !== "string" || key === "") continue;
      files.push({ name: zipName(folder, row, key), data: () => storage.stream(key) });
    }
  }
  for (const answer of learning.answers) {
    const key = answer.fileUrl;
    if (key) files.push({ name: zipName("answers", answer, key), data: () => storage.stream(key) });
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
  actor: Actor,
  input: { userId: number; confirmEmail: string },
): Promise<{ user_id: number; files_removed: number; payments_kept: number }> {
  const { userId } = input;
  await requireStudentAccess(actor, { permission: "personalData.erase", student: { userId, field: "id" } });
  const passwordHash = await hashPassword(randomBytes(32).toString("base64url"));
  const result = await inTransaction(actor, async (tx) => {
    const account = await queries.lockAccount(tx, userId);
    if (!account) throw new AppError("not_found", "Student not found");
    if (account.email.toLowerCase() !== input.confirmEmail.trim().toLowerCase()) {
      throw new AppError("validation_failed", "Type the student's e-mail to confirm the erasure", {
        fields: { confirm_email: "Does not match the student's e-mail" },
      });
    }
    const files = [...(await queries.storedFilesOf(tx, userId)), account.avatar].filter(
      (file): file is string => typeof file === "string" && file !== "",
    );
    await queries.eraseStudentRows(tx, userId);
    const answerFiles = await eraseLearning(tx, userId);
    await queries.anonymiseAccount(tx, { userId, passwordHash });
    await revokeSessionsOf(tx, userId);
    return { files: [...files, ...answerFiles], paymentsKept: await queries.moneyRowsOf(tx, userId) };
  });
  const { sessions, storage, log } = actor.deps;
  sessions.forgetHere(userId);
  // Files go once the rows are gone for good; one that fails to go is logged, the erasure itself stands.
  for (const file of result.files) {
    await storage.remove(file).catch((error: unknown) => log.error({ err: error, file }, "erased file not removed"));
  }
  return { user_id: userId, files_removed: result.files.length, payments_kept: result.paymentsKept };
}
