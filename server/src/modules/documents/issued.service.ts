import { createHash, randomBytes } from "node:crypto";
import {
  DOCUMENT_KINDS,
  type IssueDocumentBody,
  type IssuedDocument,
  type SendDocumentBody,
  type UiLanguage,
} from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError } from "../../core/errors.js";
import { savedLanguageOf } from "../../core/reader-language.js";
import { schoolDayOf, schoolTimeZone } from "../../core/school-day.js";
import { inTransaction, type SchoolWork } from "../../core/tenancy/scope.js";
import { reply as replyToStudent } from "../conversations/index.js";
import { numberPrefixes } from "../requisites/index.js";
import { requireStudentAccess } from "../student-record/index.js";
import { documentContent } from "./document-content.js";
import { DOCUMENT_PDF } from "./document-layouts.js";
import { gatherContent, templateText } from "./document-sources.js";
import { DOCUMENT_WORDS } from "./document-words.js";
import * as queries from "./documents.queries.js";

/**
 * A student's documents from templates (decision 0162): issued by staff from the student's page, rendered to PDF on
 * the queue and stored, read by staff and by the student themself, and a contract accepted by the student once.
 */

const toDocument = (row: queries.IssuedRow): IssuedDocument => ({
  id: row.id,
  user_id: row.userId,
  kind: row.kind,
  language: row.language,
  number: row.number,
  title: row.title,
  status: row.status,
  sha256: row.sha256,
  acceptable: DOCUMENT_KINDS[row.kind].acceptable,
  accepted_at: row.acceptedAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
});

export async function listIssued(actor: Actor, userId: number): Promise<IssuedDocument[]> {
  await requireAccess(actor, "issuedDocument.read", { userId });
  return (await queries.issuedOf(actor, userId)).map(toDocument);
}

/**
 * Issues a document: its content gathered and frozen now (the requisites' gate refusing first), its number the kind's
 * next, and its rendering enqueued in the same transaction, so the job exists if and only if the document does.
 */
export async function issueDocument(actor: Actor, input: IssueDocumentBody & { userId: number }) {
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId: input.userId } });
  const template = await templateText(actor, input);
  const { today } = await schoolDayOf(actor);
  const prefixes = await numberPrefixes(actor);
  const row = await inTransaction(actor, async (tx) => {
    const sequence = await queries.nextNumber(tx, input.kind);
    // An act keeps its own number (below); a contract and an invoice take the school's prefix (decision 0171).
    const number = `${input.kind === "act" ? "" : `${prefixes[input.kind]}-`}${sequence}`;
    const content = await gatherContent(tx, {
      userId: input.userId,
      kind: input.kind,
      language: input.language,
      courseId: input.course_id,
      actId: input.act_id,
      customer: { iin: input.customer_iin, name: input.customer_name, required: input.kind === "act" },
      number,
      today,
      template,
    });
    const issued = await queries.insertIssued(tx, {
      userId: input.userId,
      kind: input.kind,
      language: input.language,
      number: content.number,
      title: content.lines[0]?.name ?? "",
      content,
      issuedBy: actor.caller.userId,
    });
    await tx.jobs.enqueue("documents.render", { school_id: tx.schoolId, document_id: issued.id });
    return issued;
  });
  return toDocument(row);
}

/**
 * Renders a document's PDF and stores it (the job's work): from its frozen content, with the acceptance printed once
 * the student accepted it. The hash kept is the one of the PDF as issued, the one the student read and accepted.
 */
export async function renderIssued(school: SchoolWork, id: number): Promise<void> {
  const row = await queries.findIssued(school, id);
  if (!row) return;
  const acceptance =
    row.acceptedAt && row.sha256
      ? {
          at: row.acceptedAt,
          timeZone: await schoolTimeZone(school),
          ip: row.acceptedIp ?? "",
          userAgent: row.acceptedUserAgent ?? "",
          sha256: row.sha256,
        }
      : null;
  // A parse or a drawing that fails is said on the screens ("not prepared") while the queue retries; a retry that
  // renders sets it ready again.
  const pdf = await Promise.resolve()
    .then(() => school.deps.pdfs.draw(DOCUMENT_PDF, { content: documentContent.parse(row.content), acceptance }))
    .catch(async (error: unknown) => {
      await queries.setRendered(school, { id, file: row.file, status: "failed" });
      throw error;
    });
  const key = `issued-documents/${school.schoolId}/${row.userId}/${randomBytes(8).toString("hex")}.pdf`;
  const { storage, log } = school.deps;
  await storage.put(key, pdf, "application/pdf");
  const sha256 = acceptance ? undefined : createHash("sha256").update(pdf).digest("hex");
  await queries.setRendered(school, { id, file: key, sha256, status: "ready" });
  if (row.file) await storage.remove(row.file).catch((error) => log.warn({ err: error }, "issued document file left"));
}

/** A document's PDF, for staff and for the student whose it is; 409 while it is still being rendered. */
export async function issuedPdf(actor: Actor, id: number) {
  const row = await queries.findIssued(actor, id);
  if (!row) throw new AppError("not_found", "Document not found");
  await requireAccess(actor, "issuedDocument.read", { userId: row.userId });
  if (row.status !== "ready" || !row.file) throw new AppError("conflict", "The document is still being prepared");
  const pdf = await actor.deps.storage.get(row.file);
  if (!pdf) throw new AppError("not_found", "Document file not found");
  const safeNumber = row.number.replace(/[^\p{L}\p{N}_-]+/gu, "-");
  return {
    pdf,
    disposition: `inline; filename="document-${row.id}.pdf"; filename*=UTF-8''${encodeURIComponent(`${row.kind}-${safeNumber}.pdf`)}`,
  };
}

/**
 * The student accepts their contract (a simple electronic signature): the moment, the address and the device are
 * recorded with the hash of the PDF they read, once; the PDF is rendered again with them printed on it.
 */
export async function acceptIssued(
  actor: Actor,
  input: { id: number; sha256: string; ip: string; userAgent: string },
): Promise<IssuedDocument> {
  const row = await queries.findIssued(actor, input.id);
  if (!row) throw new AppError("not_found", "Document not found");
  await requireAccess(actor, "issuedDocument.accept", { userId: row.userId });
  if (!DOCUMENT_KINDS[row.kind].acceptable) throw new AppError("conflict", "This document is not accepted in the app");
  if (row.acceptedAt) throw new AppError("conflict", "The document is accepted already");
  if (row.status !== "ready") throw new AppError("conflict", "The document is still being prepared");
  if (row.sha256 !== input.sha256)
    throw new AppError("conflict", "The document has changed since it was opened", { fields: { sha256: "Changed" } });
  const accepted = await inTransaction(actor, async (tx) => {
    const updated = await queries.recordAcceptance(tx, {
      id: row.id,
      sha256: input.sha256,
      at: actor.deps.clock.now(),
      ip: input.ip,
      userAgent: input.userAgent.slice(0, 500),
    });
    // Another press of Accept got there first: the acceptance stands as recorded, once.
    if (!updated) throw new AppError("conflict", "The document is accepted already");
    await tx.jobs.enqueue("documents.render", { school_id: tx.schoolId, document_id: row.id });
    return updated;
  });
  return toDocument(accepted);
}

/**
 * An act of work done as form Р-1 straight from the act, not kept as an issued document (the finance screens'
 * download, decision 0054): the same renderer and the school's act template. Undefined when there is no such act.
 */
export async function workActPdf(scope: SchoolWork, input: { actId: number; language: UiLanguage }) {
  const act = await queries.actForDocument(scope, input.actId);
  if (!act) return undefined;
  const template = await templateText(scope, { kind: "act", language: input.language });
  const content = await gatherContent(scope, {
    userId: act.userId,
    kind: "act",
    language: input.language,
    actId: input.actId,
    number: act.number,
    today: act.date,
    template,
  });
  return scope.deps.pdfs.draw(DOCUMENT_PDF, { content, acceptance: null });
}

/** What the message says, in the document's language: which document, and where the student opens it. */
const SENT_TEXT: Record<UiLanguage, (input: { name: string; url: string }) => string> = {
  ru: ({ name, url }) => `${name} готов. Откройте его в разделе «Мои файлы»: ${url}`,
  kk: ({ name, url }) => `${name} дайын. Оны «Менің файлдарым» бөлімінде ашыңыз: ${url}`,
  en: ({ name, url }) => `${name} is ready. Open it in My files: ${url}`,
};

/** How a reader of this language names a document: its title as words ("Договор", "Invoice") and the number sign. */
function documentName(row: queries.IssuedRow, language: UiLanguage) {
  const words = DOCUMENT_WORDS[language];
  const title = words.titles[row.kind];
  return { title: `${title.charAt(0)}${title.slice(1).toLowerCase()}`, number: words.number };
}

/**
 * Sends the student a document on a channel of their thread (a staff reply, so the conversations' rules hold: a
 * linked Telegram chat, WhatsApp's 24-hour window): its PDF as the reply's file (a mail's attachment, a Telegram or
 * WhatsApp document, a file in the app's chat), named in the student's language, with a text in the document's
 * language that links to "My files", where every document of theirs stays. A document not rendered yet is not sent.
 */
export async function sendIssued(actor: Actor, input: SendDocumentBody & { id: number }): Promise<undefined> {
  const row = await queries.findIssued(actor, input.id);
  if (!row) throw new AppError("not_found", "Document not found");
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId: row.userId } });
  if (row.status !== "ready" || !row.file) throw new AppError("conflict", "The document is still being prepared");
  const written = documentName(row, row.language);
  const named = documentName(row, savedLanguageOf(await queries.languageOfStudent(actor, row.userId)));
  const url = `${actor.deps.env.PUBLIC_URL.replace(/\/$/, "")}/my-files`;
  await replyToStudent(actor, {
    studentId: row.userId,
    channel: input.channel,
    text: SENT_TEXT[row.language]({ name: `${written.title} ${written.number} ${row.number}`, url }),
    attachment: {
      key: row.file,
      name: `${named.title} ${row.number}.pdf`.replace(/[^\p{L}\p{N} ().-]+/gu, "-"),
      mime: "application/pdf",
    },
  });
  return undefined;
}
