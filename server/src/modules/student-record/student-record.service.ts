import { randomBytes } from "node:crypto";
import {
  APOSTILLE_FIELDS,
  academicYearsAround,
  COMMUNICATION_PAGE_SIZE,
  type Communication,
  documentCheckState,
  EDUCATION_DEGREES,
  EXAM_FILE_TYPES,
  type ExamType,
  FINANCE_FIELDS,
  LEGAL_TRANSLATION_STATES,
  type PaymentTranche,
  STUDENT_DOCUMENT_FILE_TYPES,
  STUDENT_STEPS,
  STUDENT_TYPES,
  type StudentDocument,
  type StudentExam,
  type StudentFile,
  studentDocumentFields,
  UPLOAD_LIMIT_BYTES,
  VISA_SUPPORT,
} from "@school/contracts";
import { and, asc, count, desc, eq, gte, ilike, inArray, isNotNull, lt, ne, type SQL, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { fileTypeFromBuffer } from "file-type";
import type { z } from "zod";
import { type Actor, requireAccess } from "../../core/access/access.js";
import type { Clock } from "../../core/clock.js";
import { AppError, fileTooLarge } from "../../core/errors.js";
import { likePattern } from "../../core/filters.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { changesOrKeep } from "../../core/update-set.js";
import { readUploadedFile } from "../../core/uploads.js";
import {
  catalogCities,
  catalogDegrees,
  catalogTags,
  courses,
  paymentTranches,
  programFiles,
  shownName,
  studentCommunications,
  studentDocumentChecks,
  studentDocuments,
  studentExams,
  studentRecords,
  users,
  workActs,
} from "../../db/schema/index.js";
import type { Deps } from "../../deps.js";
import { ensureRecord, requireStudent } from "./student-record.queries.js";

const EXTENSIONS: Record<string, string> = {
  "application/pdf": ".pdf",
  "image/jpeg": ".jpg",
  "image/png": ".png",
  "image/webp": ".webp",
};
const fullName = sql<string>`trim(${users.firstName} || ' ' || ${users.lastName})`;

/**
 * Every call about one student: the student must be of the caller's school (404 naming the field otherwise), then
 * the caller must hold the permission for that student (403): staff any, a teacher their programs' students, a
 * student themself.
 */
export async function requireStudentAccess(
  actor: Actor,
  permission:
    | "studentRecord.read"
    | "studentRecord.manage"
    | "studentDocument.upload"
    | "studentRecord.staffOnly"
    | "personalData.audit"
    | "personalData.export"
    | "personalData.erase",
  userId: number,
  field = "user_id",
): Promise<void> {
  await requireStudent(actor, userId, field);
  await requireAccess(actor, permission, { userId });
}

/* ---------- Finance and apostille documents: rows keyed by the contract's field name ---------- */

type CheckFields = readonly string[];

async function loadChecks<Field extends string>(
  scope: Scope,
  userId: number,
  fields: readonly Field[],
  prefix: string,
) {
  const rows = await scope.db
    .select({ document: studentDocumentChecks.document })
    .from(studentDocumentChecks)
    .where(
      and(
        eq(studentDocumentChecks.schoolId, scope.schoolId),
        eq(studentDocumentChecks.userId, userId),
        sql`${studentDocumentChecks.document} like ${`${prefix}%`}`,
      ),
    );
  const checked = new Set(rows.map((row) => row.document));
  const flags = Object.fromEntries(fields.map((field) => [field, checked.has(field)])) as Record<Field, boolean>;
  const done = fields.filter((field) => checked.has(field)).length;
  return { user_id: userId, ...flags, state: documentCheckState(done, fields.length) };
}

/** Checks the documents set true and unchecks those set false, in one transaction. */
async function writeChecks(
  deps: Deps,
  actor: Actor,
  userId: number,
  body: Record<string, unknown>,
  fields: CheckFields,
): Promise<void> {
  const on = fields.filter((field) => body[field] === true);
  const off = fields.filter((field) => body[field] === false);
  await deps.db.transaction(async (tx) => {
    if (on.length > 0) {
      await tx
        .insert(studentDocumentChecks)
        .values(on.map((document) => ({ schoolId: actor.schoolId, userId, document, checkedBy: actor.caller.userId })))
        .onConflictDoNothing();
    }
    if (off.length > 0) {
      await tx
        .delete(studentDocumentChecks)
        .where(
          and(
            eq(studentDocumentChecks.schoolId, actor.schoolId),
            eq(studentDocumentChecks.userId, userId),
            inArray(studentDocumentChecks.document, off),
          ),
        );
    }
  });
}

export const financeChecks = (actor: Actor, userId: number) => loadChecks(actor, userId, FINANCE_FIELDS, "finance_");
export const apostilleChecks = (actor: Actor, userId: number) =>
  loadChecks(actor, userId, APOSTILLE_FIELDS, "apostille_");

export async function setFinanceChecks(deps: Deps, actor: Actor, body: { user_id: number }) {
  await writeChecks(deps, actor, body.user_id, body, FINANCE_FIELDS);
  return financeChecks(actor, body.user_id);
}
export async function setApostilleChecks(deps: Deps, actor: Actor, body: { user_id: number }) {
  await writeChecks(deps, actor, body.user_id, body, APOSTILLE_FIELDS);
  return apostilleChecks(actor, body.user_id);
}

/* ---------- DDV and codice ---------- */

export async function ddvState(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select({
      ddv_sent: studentRecords.ddv_sent,
      ddv_done: studentRecords.ddv_done,
      codice_sent: studentRecords.codice_sent,
    })
    .from(studentRecords)
    .where(and(eq(studentRecords.userId, userId), eq(studentRecords.schoolId, scope.schoolId)));
  return { user_id: userId, ddv_sent: false, ddv_done: false, codice_sent: false, ...row };
}

export async function setDdv(
  scope: Scope,
  body: { user_id: number; ddv_sent?: boolean; ddv_done?: boolean; codice_sent?: boolean },
) {
  const { user_id: userId, ...flags } = body;
  await ensureRecord(scope, userId);
  if (Object.keys(flags).length > 0) {
    await scope.db
      .update(studentRecords)
      .set({ ...flags, updatedAt: new Date() })
      .where(and(eq(studentRecords.userId, userId), eq(studentRecords.schoolId, scope.schoolId)));
  }
  return ddvState(scope, userId);
}

/* ---------- Payment tranches: the paid total kept on the record in the same transaction ---------- */

const toTranche = (row: typeof paymentTranches.$inferSelect): PaymentTranche => ({
  id: row.id,
  user_id: row.userId,
  amount: row.amount,
  due_date: row.dueDate,
  paid_on: row.paidOn,
  note: row.note,
});

export async function listTranches(scope: Scope, userId: number) {
  const rows = await scope.db
    .select()
    .from(paymentTranches)
    .where(and(eq(paymentTranches.schoolId, scope.schoolId), eq(paymentTranches.userId, userId)))
    .orderBy(asc(paymentTranches.dueDate), asc(paymentTranches.id));
  const [record] = await scope.db
    .select({
      packageCost: studentRecords.packageCost,
      paidTotal: studentRecords.paidTotal,
      balance: studentRecords.paymentBalance,
    })
    .from(studentRecords)
    .where(and(eq(studentRecords.userId, userId), eq(studentRecords.schoolId, scope.schoolId)));
  return {
    results: rows.map(toTranche),
    package_cost: record?.packageCost ?? null,
    paid_total: record?.paidTotal ?? 0,
    payment_balance: record?.balance ?? 0,
  };
}

/** Recomputes the paid total from the tranches themselves, so concurrent changes cannot drift it. */
async function refreshPaidTotal(scope: Scope, userId: number) {
  await ensureRecord(scope, userId);
  await scope.db
    .update(studentRecords)
    .set({
      paidTotal: sql`coalesce((select sum(${paymentTranches.amount}) from ${paymentTranches} where ${paymentTranches.userId} = ${userId} and ${paymentTranches.paidOn} is not null), 0)`,
    })
    .where(and(eq(studentRecords.userId, userId), eq(studentRecords.schoolId, scope.schoolId)));
}

export async function createTranche(
  deps: Deps,
  schoolId: number,
  body: { user_id: number; amount: number; due_date: string; paid_on?: string | null; note?: string },
) {
  return deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId };
    const [row] = await tx
      .insert(paymentTranches)
      .values({
        schoolId,
        userId: body.user_id,
        amount: body.amount,
        dueDate: body.due_date,
        paidOn: body.paid_on ?? null,
        note: body.note ?? "",
      })
      .returning();
    await refreshPaidTotal(scope, body.user_id);
    return toTranche(row!);
  });
}

export async function findTranche(scope: Scope, id: number) {
  const [row] = await scope.db
    .select()
    .from(paymentTranches)
    .where(and(eq(paymentTranches.id, id), eq(paymentTranches.schoolId, scope.schoolId)));
  if (!row) throw new AppError("not_found", "Payment tranche not found");
  return row;
}

export async function updateTranche(
  deps: Deps,
  schoolId: number,
  tranche: { id: number; userId: number },
  body: { amount?: number; due_date?: string; paid_on?: string | null; note?: string },
) {
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(paymentTranches)
      .set(
        changesOrKeep(paymentTranches, {
          ...(body.amount !== undefined ? { amount: body.amount } : {}),
          ...(body.due_date !== undefined ? { dueDate: body.due_date } : {}),
          ...(body.paid_on !== undefined ? { paidOn: body.paid_on } : {}),
          ...(body.note !== undefined ? { note: body.note } : {}),
        }),
      )
      .where(and(eq(paymentTranches.id, tranche.id), eq(paymentTranches.schoolId, schoolId)))
      .returning();
    await refreshPaidTotal({ db: tx, schoolId }, tranche.userId);
    return toTranche(row!);
  });
}

export async function deleteTranche(deps: Deps, schoolId: number, tranche: { id: number; userId: number }) {
  await deps.db.transaction(async (tx) => {
    await tx
      .delete(paymentTranches)
      .where(and(eq(paymentTranches.id, tranche.id), eq(paymentTranches.schoolId, schoolId)));
    await refreshPaidTotal({ db: tx, schoolId }, tranche.userId);
  });
}

/* ---------- IELTS and TOLC ---------- */

type ExamRow = typeof studentExams.$inferSelect & { teacherName: string | null };

const toExam = (deps: Deps, row: ExamRow): StudentExam => ({
  id: row.id,
  user_id: row.userId,
  type: row.type,
  teacher_id: row.teacherId,
  teacher_name: row.teacherName,
  ielts_preparation: row.ieltsPreparation,
  present: row.present,
  results: row.results,
  date: row.date,
  file: row.file ? deps.storage.url(row.file) : null,
  filename: row.filename,
  format: row.format,
  created_at: row.createdAt.toISOString(),
});

const teacher = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${studentExams.teacherId})`;

async function selectExams(scope: Scope, where: SQL | undefined, limit = 100): Promise<ExamRow[]> {
  const rows = await scope.db
    .select({ exam: studentExams, teacherName: teacher })
    .from(studentExams)
    .where(and(eq(studentExams.schoolId, scope.schoolId), where))
    .orderBy(desc(studentExams.createdAt), desc(studentExams.id))
    .limit(limit);
  return rows.map(({ exam, teacherName }) => ({ ...exam, teacherName }));
}

export async function listExams(deps: Deps, scope: Scope, userId: number) {
  return (await selectExams(scope, eq(studentExams.userId, userId))).map((row) => toExam(deps, row));
}

export async function checkExam(deps: Deps, scope: Scope, userId: number, type: ExamType) {
  const [latest] = await selectExams(scope, and(eq(studentExams.userId, userId), eq(studentExams.type, type)), 1);
  const [held] = await selectExams(
    scope,
    and(eq(studentExams.userId, userId), eq(studentExams.type, type), eq(studentExams.present, true)),
    1,
  );
  return { present: held !== undefined, exam: latest ? toExam(deps, latest) : null };
}

export async function findExam(scope: Scope, id: number) {
  const [row] = await selectExams(scope, eq(studentExams.id, id), 1);
  if (!row) throw new AppError("not_found", "IELTS/TOLC record not found", { fields: { id: "Not found" } });
  return row;
}

/**
 * The certificate sent as base64: decoded, held to 20 MB (413) and to PDF/JPEG/PNG by its bytes (415), before
 * anything is stored.
 */
async function decodeCertificate(base64: string) {
  const data = Buffer.from(base64.replace(/\s/g, ""), "base64");
  if (data.length > UPLOAD_LIMIT_BYTES) throw fileTooLarge(UPLOAD_LIMIT_BYTES);
  const detected = await fileTypeFromBuffer(data);
  if (!detected || !(EXAM_FILE_TYPES as readonly string[]).includes(detected.mime)) {
    throw new AppError("unsupported_media_type", `Unsupported file type; allowed: ${EXAM_FILE_TYPES.join(", ")}`);
  }
  return { data, mime: detected.mime };
}

type ExamInput = {
  teacher_id?: number | null;
  ielts_preparation?: boolean;
  type?: ExamType;
  present?: boolean;
  results?: string;
  date?: string | null;
  base64_content?: string;
  filename?: string;
  format?: string;
};

async function refuseExamTeacher(scope: Scope, teacherId: number | null | undefined) {
  if (typeof teacherId !== "number") return;
  const [row] = await scope.db
    .select({ role: users.role })
    .from(users)
    .where(and(eq(users.id, teacherId), eq(users.schoolId, scope.schoolId)));
  if (row?.role !== "teacher") {
    throw new AppError("validation_failed", "Not a teacher of the school", {
      fields: { teacher_id: "Not a teacher of the school" },
    });
  }
}

async function storeCertificate(deps: Deps, scope: Scope, userId: number, body: ExamInput) {
  if (!body.base64_content) return null;
  if (!body.filename) {
    throw new AppError("validation_failed", "The certificate needs a file name", { fields: { filename: "Required" } });
  }
  const file = await decodeCertificate(body.base64_content);
  const key = `exams/${scope.schoolId}/${userId}/${randomBytes(8).toString("hex")}${EXTENSIONS[file.mime] ?? ""}`;
  await deps.storage.put(key, file.data, file.mime);
  return { file: key, filename: body.filename, format: file.mime };
}

export async function createExam(deps: Deps, scope: Scope, body: ExamInput & { user_id: number; type: ExamType }) {
  await refuseExamTeacher(scope, body.teacher_id);
  const stored = await storeCertificate(deps, scope, body.user_id, body);
  try {
    const [row] = await scope.db
      .insert(studentExams)
      .values({
        schoolId: scope.schoolId,
        userId: body.user_id,
        type: body.type,
        teacherId: body.teacher_id ?? null,
        ieltsPreparation: body.ielts_preparation ?? false,
        present: body.present ?? false,
        results: body.results ?? "",
        date: body.date ?? null,
        ...(stored ?? {}),
      })
      .returning({ id: studentExams.id });
    return toExam(deps, await findExam(scope, row!.id));
  } catch (error) {
    if (stored) await deps.storage.remove(stored.file).catch(() => undefined);
    throw error;
  }
}

export async function updateExam(deps: Deps, scope: Scope, exam: ExamRow, body: ExamInput) {
  await refuseExamTeacher(scope, body.teacher_id);
  const stored = await storeCertificate(deps, scope, exam.userId, body);
  await scope.db
    .update(studentExams)
    .set(
      changesOrKeep(studentExams, {
        ...(body.teacher_id !== undefined ? { teacherId: body.teacher_id } : {}),
        ...(body.ielts_preparation !== undefined ? { ieltsPreparation: body.ielts_preparation } : {}),
        ...(body.type !== undefined ? { type: body.type } : {}),
        ...(body.present !== undefined ? { present: body.present } : {}),
        ...(body.results !== undefined ? { results: body.results } : {}),
        ...(body.date !== undefined ? { date: body.date } : {}),
        ...(stored ?? {}),
      }),
    )
    .where(and(eq(studentExams.id, exam.id), eq(studentExams.schoolId, scope.schoolId)));
  if (stored && exam.file) await deps.storage.remove(exam.file).catch(() => undefined);
  return toExam(deps, await findExam(scope, exam.id));
}

export async function deleteExam(deps: Deps, scope: Scope, exam: ExamRow) {
  await scope.db
    .delete(studentExams)
    .where(and(eq(studentExams.id, exam.id), eq(studentExams.schoolId, scope.schoolId)));
  if (exam.file) await deps.storage.remove(exam.file).catch(() => undefined);
}

/* ---------- Documents ---------- */

const toDocument = (
  deps: Deps,
  row: typeof studentDocuments.$inferSelect & { uploader: string | null },
): StudentDocument => ({
  id: row.id,
  user_id: row.userId,
  doc_type: row.docType,
  doc_name: row.docName,
  file: deps.storage.url(row.file),
  format: row.format,
  size: row.size,
  expires_on: row.expiresOn,
  uploaded_by: row.uploader,
  created_at: row.createdAt.toISOString(),
});

const uploader = sql<
  string | null
>`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${studentDocuments.uploadedBy})`;

export async function listDocuments(deps: Deps, scope: Scope, userId: number) {
  const rows = await scope.db
    .select({ document: studentDocuments, uploader })
    .from(studentDocuments)
    .where(and(eq(studentDocuments.schoolId, scope.schoolId), eq(studentDocuments.userId, userId)))
    .orderBy(desc(studentDocuments.createdAt), desc(studentDocuments.id))
    .limit(500);
  return rows.map(({ document, uploader: name }) => toDocument(deps, { ...document, uploader: name }));
}

/**
 * A document upload: the file is read within 20 MB (413) and its type proved by its bytes (415) before anything is
 * stored; the fields beside it are validated like a body (400).
 */
export async function uploadDocument(deps: Deps, actor: Actor, userId: number, request: FastifyRequest) {
  const file = await readUploadedFile(request, { allowed: STUDENT_DOCUMENT_FILE_TYPES });
  const parsed = studentDocumentFields.safeParse(
    Object.fromEntries(Object.entries(file.values).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) throw invalidFields(parsed.error);
  const fields = parsed.data;
  const key = `documents/${actor.schoolId}/${userId}/${randomBytes(8).toString("hex")}${EXTENSIONS[file.mime] ?? ""}`;
  await deps.storage.put(key, file.data, file.mime);
  try {
    const [row] = await actor.db
      .insert(studentDocuments)
      .values({
        schoolId: actor.schoolId,
        userId,
        docType: fields.doc_type,
        docName: fields.doc_name || file.filename.slice(0, 200) || fields.doc_type,
        file: key,
        format: file.mime,
        size: file.data.length,
        expiresOn: fields.expires_on ?? null,
        uploadedBy: actor.caller.userId,
      })
      .returning();
    return toDocument(deps, { ...row!, uploader: null });
  } catch (error) {
    await deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

const invalidFields = (error: z.ZodError) =>
  new AppError("validation_failed", "Invalid document fields", {
    fields: Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "file", issue.message])),
  });

export async function findDocument(scope: Scope, id: number) {
  const [row] = await scope.db
    .select()
    .from(studentDocuments)
    .where(and(eq(studentDocuments.id, id), eq(studentDocuments.schoolId, scope.schoolId)));
  if (!row) throw new AppError("not_found", "Document not found");
  return row;
}

export async function deleteDocument(deps: Deps, scope: Scope, document: { id: number; file: string }) {
  await scope.db
    .delete(studentDocuments)
    .where(and(eq(studentDocuments.id, document.id), eq(studentDocuments.schoolId, scope.schoolId)));
  await deps.storage.remove(document.file).catch((error) => deps.log.warn({ err: error }, "document file left"));
}

/** Every file about a student, newest first: documents, certificate files and handed-in program files. */
export async function listFiles(deps: Deps, scope: Scope, userId: number, courseId?: number) {
  const program = await scope.db
    .select({
      id: programFiles.id,
      name: programFiles.docName,
      file: programFiles.file,
      courseId: programFiles.courseId,
      at: programFiles.createdAt,
    })
    .from(programFiles)
    .where(
      and(
        eq(programFiles.schoolId, scope.schoolId),
        eq(programFiles.userId, userId),
        courseId === undefined ? undefined : eq(programFiles.courseId, courseId),
      ),
    )
    .limit(500);
  const files: StudentFile[] = program.map((row) => ({
    source: "program",
    id: row.id,
    name: row.name,
    file: deps.storage.url(row.file),
    course_id: row.courseId,
    created_at: row.at.toISOString(),
  }));
  if (courseId === undefined) {
    const documents = await listDocuments(deps, scope, userId);
    const exams = await selectExams(scope, and(eq(studentExams.userId, userId), isNotNull(studentExams.file)), 100);
    files.push(
      ...documents.map((document) => ({
        source: "document" as const,
        id: document.id,
        name: document.doc_name,
        file: document.file,
        course_id: null,
        created_at: document.created_at,
      })),
      ...exams.map((exam) => ({
        source: "exam" as const,
        id: exam.id,
        name: exam.filename ?? exam.type.toUpperCase(),
        file: deps.storage.url(exam.file!),
        course_id: null,
        created_at: exam.createdAt.toISOString(),
      })),
    );
  }
  return files.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/* ---------- Comments and the communication history ---------- */

export async function listCommunications(
  deps: Deps,
  scope: Scope,
  input: {
    userId: number;
    onlyComments: boolean;
    query: { created_after?: string; created_before?: string; page: number };
    requestUrl: string;
  },
) {
  const day = await schoolDayOf({ db: deps.db, schoolId: scope.schoolId, deps: deps });
  const { from, before } = day.bounds({ first: input.query.created_after, last: input.query.created_before });
  const where = and(
    eq(studentCommunications.schoolId, scope.schoolId),
    eq(studentCommunications.userId, input.userId),
    input.onlyComments ? eq(studentCommunications.channel, "comment") : undefined,
    from ? gte(studentCommunications.createdAt, from) : undefined,
    before ? lt(studentCommunications.createdAt, before) : undefined,
  );
  const window = pageWindow(input.query.page, COMMUNICATION_PAGE_SIZE);
  const [[total], rows] = await Promise.all([
    scope.db.select({ count: count() }).from(studentCommunications).where(where),
    scope.db
      .select({
        row: studentCommunications,
        author: sql<
          string | null
        >`(select trim(${users.firstName} || ' ' || ${users.lastName}) from ${users} where ${users.id} = ${studentCommunications.authorId})`,
      })
      .from(studentCommunications)
      .where(where)
      .orderBy(desc(studentCommunications.createdAt), desc(studentCommunications.id))
      .limit(window.limit)
      .offset(window.offset),
  ]);
  return drfPage({
    publicUrl: deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.query.page,
    pageSize: COMMUNICATION_PAGE_SIZE,
    count: total?.count ?? 0,
    results: rows.map(({ row, author }) => toCommunication(row, author)),
  });
}

const toCommunication = (row: typeof studentCommunications.$inferSelect, author: string | null): Communication => ({
  id: row.id,
  user_id: row.userId,
  channel: row.channel,
  text: row.text,
  author,
  created_at: row.createdAt.toISOString(),
});

export async function createComment(
  actor: Actor,
  body: { user_id: number; text: string; channel: Communication["channel"] },
) {
  const [row] = await actor.db
    .insert(studentCommunications)
    .values({
      schoolId: actor.schoolId,
      userId: body.user_id,
      channel: body.channel,
      text: body.text,
      authorId: actor.caller.userId,
    })
    .returning();
  const [author] = await actor.db.select({ name: fullName }).from(users).where(eq(users.id, actor.caller.userId));
  return toCommunication(row!, author?.name ?? null);
}

/* ---------- Acts of work done (AVR) ---------- */

const toAct = (row: typeof workActs.$inferSelect) => ({
  id: row.id,
  user_id: row.userId,
  number: row.number,
  date: row.date,
  amount: row.amount,
  note: row.note,
});

export async function listActs(scope: Scope, userId: number) {
  const rows = await scope.db
    .select()
    .from(workActs)
    .where(and(eq(workActs.schoolId, scope.schoolId), eq(workActs.userId, userId)))
    .orderBy(desc(workActs.date), desc(workActs.id))
    .limit(500);
  return rows.map(toAct);
}

export async function createAct(
  scope: Scope,
  body: { user_id: number; number: string; date: string; amount: number; note: string },
) {
  const [row] = await scope.db
    .insert(workActs)
    .values({
      schoolId: scope.schoolId,
      userId: body.user_id,
      number: body.number,
      date: body.date,
      amount: body.amount,
      note: body.note,
    })
    .returning();
  return toAct(row!);
}

export async function findAct(scope: Scope, id: number) {
  const [row] = await scope.db
    .select()
    .from(workActs)
    .where(and(eq(workActs.id, id), eq(workActs.schoolId, scope.schoolId)));
  if (!row) throw new AppError("not_found", "Act not found", { fields: { id: "Not found" } });
  return row;
}

export async function deleteAct(scope: Scope, id: number) {
  await scope.db.delete(workActs).where(and(eq(workActs.id, id), eq(workActs.schoolId, scope.schoolId)));
}

export async function countActs(scope: Scope) {
  const [row] = await scope.db
    .select({ count: count(), amount: sql<number>`coalesce(sum(${workActs.amount}), 0)::float8` })
    .from(workActs)
    .where(eq(workActs.schoolId, scope.schoolId));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}

/* ---------- The school's figures ---------- */

export async function balance(
  scope: Scope,
  query: {
    degree?: string;
    pre_enrollment?: "true" | "false";
    academic_year?: string;
    countries?: string;
    step?: string;
  },
) {
  const r = studentRecords;
  const [row] = await scope.db
    .select({
      students: count(),
      packageCost: sql<number>`coalesce(sum(${r.packageCost}), 0)::float8`,
      paid: sql<number>`coalesce(sum(${r.paidTotal}), 0)::float8`,
      balance: sql<number>`coalesce(sum(${r.paymentBalance}), 0)::float8`,
    })
    .from(r)
    .where(
      and(
        eq(r.schoolId, scope.schoolId),
        query.degree ? sql`${r.degrees} @> array[${query.degree}]::text[]` : undefined,
        query.pre_enrollment ? eq(r.pre_enrollment_admit, query.pre_enrollment === "true") : undefined,
        query.academic_year ? eq(r.academicYear, query.academic_year) : undefined,
        query.countries ? sql`${r.countries} @> array[${query.countries}]::text[]` : undefined,
        query.step ? sql`${r.steps} @> array[${query.step}]::text[]` : undefined,
      ),
    );
  return {
    students: row?.students ?? 0,
    package_cost: row?.packageCost ?? 0,
    paid_total: row?.paid ?? 0,
    payment_balance: row?.balance ?? 0,
  };
}

export async function botStats(scope: Scope) {
  const [row] = await scope.db
    .select({
      students: count(),
      withChat: sql<number>`count(*) filter (where ${studentRecords.has_chat_id})::int`,
    })
    .from(users)
    .leftJoin(studentRecords, eq(studentRecords.userId, users.id))
    .where(and(eq(users.schoolId, scope.schoolId), eq(users.role, "student")));
  const students = row?.students ?? 0;
  const withChat = row?.withChat ?? 0;
  return { students, with_chat: withChat, without_chat: students - withChat };
}

/* ---------- Pickers and choice lists ---------- */

const staffOption = { id: users.id, first_name: users.firstName, last_name: users.lastName };

export async function listStaff(scope: Scope) {
  return scope.db
    .select(staffOption)
    .from(users)
    .where(and(eq(users.schoolId, scope.schoolId), inArray(users.role, ["admin_school", "admin"])))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
}

export async function sellerStudents(scope: Scope, sellerId: number) {
  const [seller] = await scope.db
    .select(staffOption)
    .from(users)
    .where(and(eq(users.id, sellerId), eq(users.schoolId, scope.schoolId), ne(users.role, "student")));
  if (!seller) throw new AppError("not_found", "Seller not found");
  const students = await scope.db
    .select(staffOption)
    .from(studentRecords)
    .innerJoin(users, eq(users.id, studentRecords.userId))
    .where(and(eq(studentRecords.schoolId, scope.schoolId), eq(studentRecords.seller, sellerId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
  return { seller, students };
}

/** Distinct names the school's programs and records use (packages, countries), searched by `name`. */
async function namesInUse(
  scope: Scope,
  courseColumn: typeof courses.package | typeof courses.country,
  recordColumn: typeof studentRecords.packages | typeof studentRecords.countries,
  search?: string,
) {
  const pattern = search ? likePattern(search) : null;
  const result = await scope.db.execute(sql`
    select distinct name from (
      select ${courseColumn} as name from ${courses} where ${courses.schoolId} = ${scope.schoolId}
      union
      select unnest(${recordColumn}) from ${studentRecords} where ${studentRecords.schoolId} = ${scope.schoolId}
    ) names
    where name <> '' ${pattern ? sql`and name ilike ${pattern}` : sql``}
    order by name
    limit 200`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => ({ name: row.name }));
}

export const listPackages = (scope: Scope, search?: string) =>
  namesInUse(scope, courses.package, studentRecords.packages, search);
export const listCountries = (scope: Scope, search?: string) =>
  namesInUse(scope, courses.country, studentRecords.countries, search);

export async function listDegrees(scope: Scope, search?: string) {
  const name = shownName(catalogDegrees, "ru");
  return scope.db
    .select({ id: catalogDegrees.id, degree_name: name })
    .from(catalogDegrees)
    .where(and(eq(catalogDegrees.schoolId, scope.schoolId), search ? ilike(name, likePattern(search)) : undefined))
    .orderBy(asc(name), asc(catalogDegrees.id))
    .limit(200);
}

export async function selectors(scope: Scope & { clock: Clock }, language: "ru" | "kk" | "en") {
  const cityName = shownName(catalogCities, language);
  const tagName = shownName(catalogTags, language);
  const [cities, tags, translators] = await Promise.all([
    scope.db
      .select({ id: catalogCities.id, city: cityName })
      .from(catalogCities)
      .where(eq(catalogCities.schoolId, scope.schoolId))
      .orderBy(asc(cityName))
      .limit(500),
    scope.db
      .select({ id: catalogTags.id, tag_name: tagName })
      .from(catalogTags)
      .where(eq(catalogTags.schoolId, scope.schoolId))
      .orderBy(asc(tagName))
      .limit(500),
    scope.db
      .selectDistinct({ name: studentRecords.legalTranslator })
      .from(studentRecords)
      .where(and(eq(studentRecords.schoolId, scope.schoolId), isNotNull(studentRecords.legalTranslator)))
      .orderBy(asc(studentRecords.legalTranslator))
      .limit(200),
  ]);
  return {
    legal_translation_ready: [...LEGAL_TRANSLATION_STATES],
    city: cities,
    categories: tags,
    legal_translator: translators.map((row) => row.name!).filter((name) => name !== ""),
    steps: [...STUDENT_STEPS],
    types: [...STUDENT_TYPES],
    visa_support: [...VISA_SUPPORT],
    academic_years: academicYearsAround(Number((await schoolDayOf({ ...scope, deps: scope })).today.slice(0, 4))),
    education: [...EDUCATION_DEGREES],
  };
}
