import { z } from "zod";
import { UI_LANGUAGES } from "./languages.js";

/**
 * Certificates of completion (issue 38, decision 0163): a program's completion rule, the certificates issued under
 * it (automatically when the rule is met, or by staff), their revocation, and the public verification a QR code on
 * each certificate opens on the school's domain.
 */

/** The most hours a program's certificate can print: a long degree-like program, far past any course. */
export const CERTIFICATE_HOURS_MAX = 10_000;
/** A revocation's reason: a sentence or two, printed on the public verification page. */
export const REVOKE_REASON_MAX = 500;
/**
 * The verification code's random bytes: 16 (128 bits), written as 22 URL-safe base64 characters. The issue asks
 * for at least 64 bits; 128 leave a guesser nothing even without the rate limit.
 */
export const CERTIFICATE_CODE_BYTES = 16;
/** The public page a certificate's QR code opens, under the school's own domain. */
export const VERIFY_PATH = "/verify";

/** A verification code as the QR code carries it: URL-safe base64, nothing else reaches the database. */
export const certificateCode = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, "a certificate's verification code");

/**
 * What completes a program: every lesson finished, every exercise list (exam) passed, or both. Neither: nothing is
 * issued automatically, staff issue by hand. `hours` is what the certificate prints.
 */
export const completionRuleBody = z.object({
  lessons: z.boolean(),
  exams: z.boolean(),
  hours: z.number().int().min(0).max(CERTIFICATE_HOURS_MAX),
});
export type CompletionRuleBody = z.infer<typeof completionRuleBody>;

export const completionRule = completionRuleBody.extend({
  course_id: z.number().int(),
  /** Students of the program who meet the rule and hold no certificate yet. */
  completed_without_certificate: z.number().int(),
});
export type CompletionRule = z.infer<typeof completionRule>;

export const CERTIFICATE_STATES = ["valid", "revoked"] as const;
export type CertificateState = (typeof CERTIFICATE_STATES)[number];

/** A certificate as staff and its holder see it. */
export const certificate = z.object({
  id: z.number().int(),
  number: z.string(),
  code: z.string(),
  user_id: z.number().int(),
  holder: z.string(),
  course_id: z.number().int(),
  program: z.string(),
  hours: z.number().int(),
  language: z.enum(UI_LANGUAGES),
  issued_at: z.string(),
  /** False until the PDF job has drawn it (seconds after issue). */
  pdf_ready: z.boolean(),
  state: z.enum(CERTIFICATE_STATES),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
  /** The public verification page the QR code opens. */
  verify_url: z.string(),
});
export type Certificate = z.infer<typeof certificate>;

export const certificateList = z.object({ results: z.array(certificate) });
export type CertificateList = z.infer<typeof certificateList>;

export const issueCertificateBody = z.object({ course_id: z.number().int().min(1), user_id: z.number().int().min(1) });
export type IssueCertificateBody = z.infer<typeof issueCertificateBody>;

export const issuedCount = z.object({ issued: z.number().int() });
export type IssuedCount = z.infer<typeof issuedCount>;

export const revokeCertificateBody = z.object({ reason: z.string().trim().min(1).max(REVOKE_REASON_MAX) });
export type RevokeCertificateBody = z.infer<typeof revokeCertificateBody>;

export const certificatesQuery = z.object({ user_id: z.coerce.number().int().min(1).optional() });

export const certificateCodeParams = z.object({ code: certificateCode });

/** What anyone holding the QR code reads: no sign-in, nothing beyond what the paper itself shows. */
export const certificateVerification = z.object({
  number: z.string(),
  holder: z.string(),
  program: z.string(),
  hours: z.number().int(),
  issued_at: z.string(),
  issuer: z.string(),
  state: z.enum(CERTIFICATE_STATES),
  revoked_at: z.string().nullable(),
  revoke_reason: z.string().nullable(),
});
export type CertificateVerification = z.infer<typeof certificateVerification>;
