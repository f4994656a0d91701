import type { RequirementCertificateBody, RequirementCertificateUpdateBody, Translations } from "@school/contracts";
import {
  addCourseDocument as addCourseDocumentEndpoint,
  addRequirementCertificate as addRequirementCertificateEndpoint,
  deleteRequirementCertificate as deleteRequirementCertificateEndpoint,
  updateRequirementCertificate as updateRequirementCertificateEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export function addRequirementCertificate(body: RequirementCertificateBody) {
  return callEndpoint(addRequirementCertificateEndpoint, { body });
}

export function updateRequirementCertificate(input: { id: number; body: RequirementCertificateUpdateBody }) {
  return callEndpoint(updateRequirementCertificateEndpoint, { params: { id: input.id }, body: input.body });
}

/** The contract names the certificate to delete in the body, not the path. */
export function deleteRequirementCertificate(id: number) {
  return callEndpoint(deleteRequirementCertificateEndpoint, { body: { id } });
}

/**
 * Names a document the program requires, in Russian (its key) and, optionally, Kazakh and English (decision 0134);
 * the same Russian name twice is refused with 409.
 */
export function addCourseDocument(input: { courseId: number; names: Translations }) {
  return callEndpoint(addCourseDocumentEndpoint, {
    params: { id: input.courseId },
    body: { doc_name: input.names.ru, doc_name_kk: input.names.kk, doc_name_en: input.names.en },
  });
}
