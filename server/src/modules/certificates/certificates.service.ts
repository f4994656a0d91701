import type {
  Certificate,
  CertificateList,
  CertificateVerification,
  CompletionRule,
  CompletionRuleBody,
  IssueCertificateBody,
  IssuedCount,
  RevokeCertificateBody,
} from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Actor, Visitor } from "../../core/access/actor.js";
import { isStudentOf } from "../../core/access/membership.js";
import { AppError } from "../../core/errors.js";
import { inTransaction } from "../../core/tenancy/scope.js";
import { originOfSchool } from "../storefront/index.js";
import { issueOnce, issuerName, renderCertificate, verifyUrlOf } from "./certificate-issuing.js";
import * as queries from "./certificates.queries.js";

/**
 * Certificates of completion (issue 38, decision 0163): the program's rule, issuing by hand and to all who
 * completed, revoking, the holder's list and PDF, and the public verification a QR code opens.
 */

const NO_RULE: queries.RuleRow = { lessons: false, exams: false, hours: 0 };

const notFound = () => new AppError("not_found", "Not found.");

function toCertificate(row: queries.CertificateRow, origin: string): Certificate {
  return {
    id: row.id,
    number: row.number,
    code: row.code,
    user_id: row.userId,
    holder: row.holder,
    course_id: row.courseId,
    program: row.program,
    hours: row.hours,
    language: row.language,
    issued_at: row.issuedAt.toISOString(),
    pdf_ready: row.pdfKey !== null,
    state: row.revokedAt ? "revoked" : "valid",
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoke_reason: row.revokeReason,
    verify_url: verifyUrlOf(origin, row.code),
  };
}

async function listOf(actor: Actor, rows: queries.CertificateRow[]): Promise<CertificateList> {
  const origin = await originOfSchool(actor);
  return { results: rows.map((row) => toCertificate(row, origin)) };
}

export async function completionRule(actor: Actor, courseId: number): Promise<CompletionRule> {
  await requireAccess(actor, "certificate.manage", { courseId });
  const rule = (await queries.ruleOf(actor, courseId)) ?? NO_RULE;
  const waiting = await queries.completedWithoutCertificate(actor, { courseId, rule });
  return { course_id: courseId, ...rule, completed_without_certificate: waiting.length };
}

/** Sets the rule; students who meet it already get theirs when staff issue to all who completed (or their next step). */
export async function setCompletionRule(
  actor: Actor,
  input: { courseId: number; body: CompletionRuleBody },
): Promise<CompletionRule> {
  await requireAccess(actor, "certificate.manage", { courseId: input.courseId });
  await queries.saveRule(actor, { courseId: input.courseId, ...input.body });
  return completionRule(actor, input.courseId);
}

export async function programCertificates(actor: Actor, courseId: number): Promise<CertificateList> {
  await requireAccess(actor, "certificate.manage", { courseId });
  return listOf(actor, await queries.certificatesOfProgram(actor, courseId));
}

/** Staff issue by hand, whatever the rule says: the student must study the program. Issued already: answered as is. */
export async function issueByStaff(actor: Actor, body: IssueCertificateBody): Promise<Certificate> {
  const courseId = body.course_id;
  await requireAccess(actor, "certificate.manage", { courseId });
  const rule = (await queries.ruleOf(actor, courseId)) ?? NO_RULE;
  const { certificate } = await inTransaction(actor, async (tx) => {
    if (!(await isStudentOf(tx, { courseId, userId: body.user_id })))
      throw new AppError("validation_failed", "The student does not study this program.", {
        fields: { user_id: "Not a student of the program" },
      });
    return issueOnce(tx, { courseId, userId: body.user_id, issuedBy: actor.caller.userId, hours: rule.hours });
  });
  return toCertificate(certificate, await originOfSchool(actor));
}

/**
 * A certificate to every student who meets the program's rule and holds none, in one transaction: all or none
 * (the PDFs follow on the queue, one job each).
 */
export async function issueToCompleted(actor: Actor, courseId: number): Promise<IssuedCount> {
  await requireAccess(actor, "certificate.manage", { courseId });
  const rule = await queries.ruleOf(actor, courseId);
  if (!rule) return { issued: 0 };
  const issued = await inTransaction(actor, async (tx) => {
    const students = await queries.completedWithoutCertificate(tx, { courseId, rule });
    let count = 0;
    for (const userId of students) {
      const { created } = await issueOnce(tx, { courseId, userId, issuedBy: actor.caller.userId, hours: rule.hours });
      if (created) count += 1;
    }
    return count;
  });
  return { issued };
}

export async function revokeCertificate(
  actor: Actor,
  input: { id: number; body: RevokeCertificateBody },
): Promise<Certificate> {
  const found = await queries.certificateById(actor, input.id);
  if (!found) throw notFound();
  await requireAccess(actor, "certificate.manage", { courseId: found.courseId });
  const revoked = await queries.revoke(actor, { id: input.id, reason: input.body.reason, by: actor.caller.userId });
  if (!revoked) throw new AppError("conflict", "The certificate is revoked already.");
  return toCertificate(revoked, await originOfSchool(actor));
}

/** A student's certificates: the caller's own, or staff's look at a student of the school. */
export async function studentCertificates(actor: Actor, input: { userId?: number }): Promise<CertificateList> {
  const userId = input.userId ?? actor.caller.userId;
  await requireAccess(actor, "certificate.read", { userId });
  return listOf(actor, await queries.certificatesOfUser(actor, userId));
}

/** The certificate's PDF for its holder or staff; another student's is "not found", as a missing one. */
export async function certificatePdfFile(actor: Actor, id: number): Promise<{ pdf: Buffer; filename: string }> {
  const row = await queries.certificateById(actor, id);
  if (!row) throw notFound();
  await requireAccess(actor, "certificate.read", { userId: row.userId });
  const stored = row.pdfKey ? await actor.deps.storage.get(row.pdfKey) : null;
  const pdf = stored ?? (await renderCertificate(actor, row));
  return { pdf, filename: `certificate-${row.number}.pdf` };
}

/**
 * The public verification (no sign-in): what the paper shows and whether it still holds. An address may miss a
 * handful of times per window (`lookupsPerAddress`): only a code that finds nothing is counted, and once an address
 * is over, every code is refused (429), a real one too, so a guesser learns nothing more; a reader of real
 * certificates is never counted and costs no write. An unknown code is a plain 404, the same whether it never
 * existed or belongs to another school.
 */
export async function verifyCertificate(
  visitor: Visitor,
  input: { code: string; address: string },
): Promise<CertificateVerification> {
  const { rateLimiter, rateLimits } = visitor.deps;
  const misses = {
    key: `certificate-verify:address:${input.address}`,
    limit: rateLimits.lookupsPerAddress ?? rateLimits.perAddress,
  };
  // Read side by side, the refusal first of the two: a visitor over the limit learns nothing of what was found.
  const [, found] = await Promise.all([
    rateLimiter.refuseWhenOver(misses),
    queries.certificateByCode(visitor, input.code),
  ]);
  if (!found) {
    await rateLimiter.consume([misses]);
    throw notFound();
  }
  const { certificate: row, issuer } = found;
  return {
    number: row.number,
    holder: row.holder,
    program: row.program,
    hours: row.hours,
    issued_at: row.issuedAt.toISOString(),
    issuer: issuerName(issuer, row.language),
    state: row.revokedAt ? "revoked" : "valid",
    revoked_at: row.revokedAt?.toISOString() ?? null,
    revoke_reason: row.revokeReason,
  };
}
