import { randomBytes } from "node:crypto";
import { CERTIFICATE_CODE_BYTES, type UiLanguage, VERIFY_PATH } from "@school/contracts";
import type { StoringJobs } from "../../core/learning-events.js";
import type { SchoolWork } from "../../core/tenancy/scope.js";
import { numberPrefixes } from "../requisites/index.js";
import { originOfSchool } from "../storefront/index.js";
import { CERTIFICATE_PDF, type CertificateFacts } from "./certificate-pdf.js";
import * as queries from "./certificates.queries.js";

/**
 * Issuing a certificate, the one way every path issues one (the rule's job, staff by hand, staff for all who
 * completed, the seed, the benchmark), and drawing its PDF. Issued once per student and program: the school's
 * sequence row is locked first, so issuings queue and each sees the one before it; the unique key (school, program,
 * student) is the backstop. The PDF is drawn by the job `certificates.render`, stored with the certificate.
 */

const NUMBER_DIGITS = 6;
export const certificateNumber = (prefix: string, sequence: number) =>
  `${prefix}-${String(sequence).padStart(NUMBER_DIGITS, "0")}`;

/** A verification code: 128 random bits, URL-safe base64 (22 characters). */
export const newVerificationCode = () => randomBytes(CERTIFICATE_CODE_BYTES).toString("base64url");

const titleIn = (row: { titleRu: string; titleKk: string; titleEn: string }, language: UiLanguage) =>
  (language === "kk" ? row.titleKk : language === "en" ? row.titleEn : "") || row.titleRu;

/**
 * The student's certificate of the program: issued now, or the one issued before (`created` false). `issuedBy` is
 * the staff member issuing by hand, null for the program's rule. Runs in the caller's transaction.
 */
export async function issueOnce(
  work: StoringJobs,
  input: { courseId: number; userId: number; issuedBy: number | null; hours: number },
): Promise<{ certificate: queries.CertificateRow; created: boolean }> {
  const sequence = await queries.lockSequence(work);
  const existing = await queries.certificateOf(work, input);
  if (existing) return { certificate: existing, created: false };
  const facts = await queries.issueFacts(work, input);
  if (!facts) throw new Error(`certificate of a missing student ${input.userId} or program ${input.courseId}`);
  const language: UiLanguage = facts.language ?? "ru";
  const next = sequence.last + 1;
  await queries.advanceSequence(work, next);
  // The prefix the school sets now (decision 0171); the sequence goes on across a change, so numbers stay unique.
  const { certificate: prefix } = await numberPrefixes(work);
  const certificate = await queries.insertCertificate(work, {
    courseId: input.courseId,
    userId: input.userId,
    number: certificateNumber(prefix, next),
    code: newVerificationCode(),
    language,
    holder: `${facts.firstName} ${facts.lastName}`.trim(),
    program: titleIn(facts, language),
    hours: input.hours,
    issuedBy: input.issuedBy,
  });
  await work.jobs.enqueue("certificates.render", { school_id: work.schoolId, certificate_id: certificate.id });
  return { certificate, created: true };
}

/** Who issued the certificate, as it prints: the school's legal name, or its name before it filled its requisites. */
export function issuerName(facts: queries.IssuerFacts, language: UiLanguage): string {
  return facts.legalName || (language === "kk" ? facts.nameKk : language === "en" ? facts.nameEn : "") || facts.name;
}

/** The public page a certificate's QR code opens, on the school's own domain. */
export const verifyUrlOf = (origin: string, code: string) => `${origin}${VERIFY_PATH}/${code}`;

/** The storage key of a certificate's PDF: its verification code in the name, so no one lists it by number. */
const pdfKeyOf = (row: queries.CertificateRow) => `certificates/${row.schoolId}/${row.id}-${row.code}.pdf`;

/**
 * The certificate's PDF, drawn from what it was issued with and stored; drawn again when asked (a retried job, the
 * holder downloading before the job ran), which gives the same document.
 */
export async function renderCertificate(work: SchoolWork, row: queries.CertificateRow): Promise<Buffer> {
  const language = row.language;
  const facts: CertificateFacts = {
    number: row.number,
    holder: row.holder,
    program: row.program,
    hours: row.hours,
    issuedAt: row.issuedAt,
    issuer: issuerName(await queries.schoolFacts(work), language),
    verifyUrl: verifyUrlOf(await originOfSchool(work), row.code),
  };
  const pdf = await work.deps.pdfs.draw(CERTIFICATE_PDF, { facts, language });
  const key = pdfKeyOf(row);
  await work.deps.storage.put(key, pdf, "application/pdf");
  if (row.pdfKey !== key) await queries.setPdfKey(work, { id: row.id, key });
  return pdf;
}
