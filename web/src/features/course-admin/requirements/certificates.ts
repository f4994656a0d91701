import type { RequirementCertificateName } from "@school/contracts";

/** A required certificate on the form: saved ones have an id, ones typed before the program exists do not. */
export type EditableCertificate = {
  key: string;
  id: number | null;
  certificate: RequirementCertificateName | string;
  min_score: number;
};
export type CertificateDraft = { certificate: RequirementCertificateName; min_score: number };
