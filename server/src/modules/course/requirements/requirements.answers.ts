import type { CourseDocument, RequirementCertificate } from "@school/contracts";
import type { CertificateRow } from "./requirements.queries.js";

/** A required certificate as every call answers it (its own calls and the program's detail). */
export const toCertificate = (row: CertificateRow): RequirementCertificate => ({
  id: row.id,
  course_id: row.courseId,
  certificate: row.certificate,
  min_score: row.minScore,
});

/** A required document as every call answers it. */
export const toDocument = (row: {
  id: number;
  courseId: number;
  docName: string;
  docNameKk: string;
  docNameEn: string;
}): CourseDocument => ({
  id: row.id,
  course_id: row.courseId,
  doc_name: row.docName,
  doc_name_kk: row.docNameKk,
  doc_name_en: row.docNameEn,
});
