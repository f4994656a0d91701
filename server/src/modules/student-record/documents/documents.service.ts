import {
  STUDENT_DOCUMENT_FILE_TYPES,
  type StudentDocument,
  type StudentDocumentType,
  studentDocumentFields,
} from "@school/contracts";
import type { FastifyRequest } from "fastify";
import type { z } from "zod";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { readUploadedFile } from "../../../core/uploads.js";
import type { Deps } from "../../../deps.js";
import { requireRowAccess, requireStudentAccess, type StudentRef } from "../access.js";
import { studentFileKey } from "../stored-files.js";
import * as queries from "./documents.queries.js";

const toDocument = (storage: Deps["storage"], row: queries.DocumentWithUploader): StudentDocument => ({
  id: row.id,
  user_id: row.userId,
  doc_type: row.docType,
  doc_name: row.docName,
  file: storage.url(row.file),
  format: row.format,
  size: row.size,
  expires_on: row.expiresOn,
  uploaded_by: row.uploader,
  created_at: row.createdAt.toISOString(),
});

export async function listDocuments(actor: Actor, student: StudentRef) {
  await requireStudentAccess(actor, { permission: "studentRecord.read", student: student });
  return (await queries.documentsOf(actor, student.userId)).map((row) => toDocument(actor.deps.storage, row));
}

const invalidFields = (error: z.ZodError) =>
  new AppError("validation_failed", "Invalid document fields", {
    fields: Object.fromEntries(error.issues.map((issue) => [issue.path.join(".") || "file", issue.message])),
  });

/**
 * A document upload: the file is read within 20 MB (413) and its type proved by its bytes (415) before anything is
 * stored; the fields beside it are validated like a body (400).
 */
export async function uploadDocument(actor: Actor, input: StudentRef & { request: FastifyRequest }) {
  await requireStudentAccess(actor, { permission: "studentDocument.upload", student: input });
  const { userId } = input;
  const file = await readUploadedFile(input.request, { allowed: STUDENT_DOCUMENT_FILE_TYPES });
  const parsed = studentDocumentFields.safeParse(
    Object.fromEntries(Object.entries(file.values).filter(([, value]) => value !== "")),
  );
  if (!parsed.success) throw invalidFields(parsed.error);
  const fields = parsed.data;
  const key = studentFileKey(actor, { folder: "documents", userId, mime: file.mime });
  await actor.deps.storage.put(key, file.data, file.mime);
  try {
    const row = await queries.insertDocument(actor, {
      userId,
      docType: fields.doc_type,
      docName: fields.doc_name || file.filename.slice(0, 200) || fields.doc_type,
      file: key,
      format: file.mime,
      size: file.data.length,
      expiresOn: fields.expires_on ?? null,
      uploadedBy: actor.caller.userId,
    });
    return toDocument(actor.deps.storage, { ...row, uploader: null });
  } catch (error) {
    await actor.deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

/**
 * A student's document made from a file the platform already holds (one the student sent in their conversation):
 * its bytes copied under the documents, so deleting either leaves the other.
 */
export async function addStudentDocument(
  actor: Actor,
  input: {
    userId: number;
    docType: StudentDocumentType;
    docName: string;
    copyOf: { key: string; mime: string; size: number };
  },
): Promise<StudentDocument> {
  await requireStudentAccess(actor, { permission: "studentDocument.upload", student: { userId: input.userId } });
  const { copyOf } = input;
  const key = studentFileKey(actor, { folder: "documents", userId: input.userId, mime: copyOf.mime });
  await actor.deps.storage.copy(copyOf.key, key);
  try {
    const row = await queries.insertDocument(actor, {
      userId: input.userId,
      docType: input.docType,
      docName: input.docName.slice(0, 200),
      file: key,
      format: copyOf.mime,
      size: copyOf.size,
      expiresOn: null,
      uploadedBy: actor.caller.userId,
    });
    return toDocument(actor.deps.storage, { ...row, uploader: null });
  } catch (error) {
    await actor.deps.storage.remove(key).catch(() => undefined);
    throw error;
  }
}

export async function deleteDocument(actor: Actor, id: number): Promise<undefined> {
  const found = await queries.findDocument(actor, id);
  if (!found) throw new AppError("not_found", "Document not found");
  const document = await requireRowAccess(actor, { permission: "studentDocument.upload", row: found });
  await queries.deleteDocument(actor, document.id);
  const { storage, log } = actor.deps;
  await storage.remove(document.file).catch((error) => log.warn({ err: error }, "document file left"));
  return undefined;
}
