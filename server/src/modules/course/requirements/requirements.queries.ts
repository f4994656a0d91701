import { and, asc, eq, ne } from "drizzle-orm";
import { byId, inSchool, keyedInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { changesOrKeep } from "../../../core/update-set.js";
import { courseDocuments, courseRequirementCertificates } from "../../../db/schema/index.js";

const certificates = courseRequirementCertificates;
const certificateColumns = {
  id: certificates.id,
  courseId: certificates.courseId,
  certificate: certificates.certificate,
  minScore: certificates.minScore,
};
export type CertificateRow = { id: number; courseId: number; certificate: string; minScore: number };

const documentColumns = {
  id: courseDocuments.id,
  courseId: courseDocuments.courseId,
  docName: courseDocuments.docName,
  docNameKk: courseDocuments.docNameKk,
  docNameEn: courseDocuments.docNameEn,
};

export function listCertificates(scope: Scope, courseId: number): Promise<CertificateRow[]> {
  return scope.db
    .select(certificateColumns)
    .from(certificates)
    .where(and(eq(certificates.courseId, courseId), inSchool(scope, certificates)))
    .orderBy(asc(certificates.id));
}

export async function findCertificate(scope: Scope, id: number): Promise<CertificateRow | null> {
  const row = await rowById(scope, { table: certificates, id, columns: certificateColumns });
  return row ?? null;
}

/** Whether the program already requires this certificate (`exceptId`: the requirement being changed). */
export async function certificateTaken(
  scope: Scope,
  candidate: { courseId: number; certificate: string; exceptId?: number },
): Promise<boolean> {
  const rows = await scope.db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        inSchool(scope, certificates),
        eq(certificates.courseId, candidate.courseId),
        eq(certificates.certificate, candidate.certificate),
        candidate.exceptId === undefined ? undefined : ne(certificates.id, candidate.exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCertificate(
  scope: Scope,
  values: { courseId: number; certificate: string; minScore: number },
): Promise<CertificateRow> {
  const [row] = await scope.db
    .insert(certificates)
    .values({ ...values, schoolId: scope.schoolId })
    .returning(certificateColumns);
  return row!;
}

export async function updateCertificate(
  scope: Scope,
  change: { id: number; certificate?: string; minScore?: number },
): Promise<CertificateRow | null> {
  const [row] = await scope.db
    .update(certificates)
    .set(
      changesOrKeep(certificates, {
        ...(change.certificate === undefined ? {} : { certificate: change.certificate }),
        ...(change.minScore === undefined ? {} : { minScore: change.minScore }),
      }),
    )
    .where(byId(scope, certificates, change.id))
    .returning(certificateColumns);
  return row ?? null;
}

export async function deleteCertificate(scope: Scope, id: number) {
  await scope.db.delete(certificates).where(byId(scope, certificates, id));
}

export function listDocuments(scope: Scope, courseId: number) {
  return scope.db
    .select(documentColumns)
    .from(courseDocuments)
    .where(and(eq(courseDocuments.courseId, courseId), inSchool(scope, courseDocuments)))
    .orderBy(asc(courseDocuments.id));
}

export async function documentTaken(scope: Scope, document: { courseId: number; docName: string }) {
  const rows = await scope.db
    .select({ id: courseDocuments.id })
    .from(courseDocuments)
    .where(
      keyedInSchool(scope, { table: courseDocuments, key: { courseId: document.courseId, docName: document.docName } }),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertDocument(
  scope: Scope,
  document: { courseId: number; docName: string; docNameKk: string; docNameEn: string },
) {
  const [row] = await scope.db
    .insert(courseDocuments)
    .values({ ...document, schoolId: scope.schoolId })
    .returning(documentColumns);
  return row!;
}
