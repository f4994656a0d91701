import { createHash } from "node:crypto";
import type { DocumentKind, UiLanguage } from "@school/contracts";
import { and, asc, eq } from "drizzle-orm";
import type { Storage } from "../core/storage/storage.js";
import type { Db } from "../db/client.js";
import { courses, issuedDocuments, users, workActs } from "../db/schema/index.js";
import { DOCUMENT_PDF } from "../modules/documents/document-layouts.js";
import { gatherContent, templateText } from "../modules/documents/document-sources.js";
import { insertIssued, nextNumber } from "../modules/documents/documents.queries.js";
import { numberPrefixes } from "../modules/requisites/requisites.service.js";
import { openPdfThreads } from "../pdf-threads.js";

/**
 * The demo student's documents from templates (decision 0162): a contract for their program waiting for them to accept
 * it, an invoice in Kazakh and their first act as form Р-1, each made by the module's own gathering and renderer from
 * the shipped templates and the demo requisites, and stored as the render job stores them. Once: a student who has
 * documents keeps them. Without storage there is no file to show, so nothing is issued.
 */
const DEMO_STUDENT = "student@demo.kz";
/** The demo student's IIN (a valid check digit), given when the contract is issued: the act prints it from there. */
const DEMO_IIN = "010101650016";

export async function seedDemoDocuments(db: Db, schoolId: number, storage?: Storage): Promise<void> {
  if (!storage) return;
  const scope = { db, schoolId };
  const [student] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.schoolId, schoolId), eq(users.email, DEMO_STUDENT)));
  if (!student) return;
  const [issued] = await db
    .select({ id: issuedDocuments.id })
    .from(issuedDocuments)
    .where(eq(issuedDocuments.userId, student.id));
  if (issued) return;
  const [program] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.schoolId, schoolId))
    .orderBy(asc(courses.id));
  const [act] = await db
    .select({ id: workActs.id })
    .from(workActs)
    .where(and(eq(workActs.schoolId, schoolId), eq(workActs.userId, student.id)))
    .orderBy(asc(workActs.date));
  const wanted: { kind: DocumentKind; language: UiLanguage; courseId?: number; actId?: number }[] = [
    ...(program ? [{ kind: "contract" as const, language: "ru" as const, courseId: program.id }] : []),
    ...(program ? [{ kind: "invoice" as const, language: "kk" as const, courseId: program.id }] : []),
    ...(act ? [{ kind: "act" as const, language: "ru" as const, actId: act.id }] : []),
  ];
  const today = new Date().toISOString().slice(0, 10);
  // The seed runs before the app (and its threads) exists: a thread of its own draws the three documents.
  const pdfs = openPdfThreads(1);
  const prefixes = await numberPrefixes(scope);
  try {
    for (const subject of wanted) {
      const sequence = await nextNumber(scope, subject.kind);
      const number = subject.kind === "act" ? String(sequence) : `${prefixes[subject.kind]}-${sequence}`;
      const template = await templateText(scope, subject);
      const customer = subject.kind === "contract" ? { iin: DEMO_IIN, required: false } : undefined;
      const content = await gatherContent(scope, {
        ...subject,
        userId: student.id,
        customer,
        number,
        today,
        template,
      });
      const pdf = await pdfs.draw(DOCUMENT_PDF, { content, acceptance: null });
      const file = `issued-documents/${schoolId}/${student.id}/demo-${subject.kind}-${subject.language}.pdf`;
      await storage.put(file, pdf, "application/pdf");
      await insertIssued(scope, {
        userId: student.id,
        kind: subject.kind,
        language: subject.language,
        number: content.number,
        title: content.lines[0]?.name ?? "",
        content,
        status: "ready",
        file,
        sha256: createHash("sha256").update(pdf).digest("hex"),
      });
    }
  } finally {
    await pdfs.close();
  }
}
