import { and, eq, ne } from "drizzle-orm";
import { changesOrKeep } from "../../core/update-set.js";
import { courseDocuments, courseRequirementCertificates } from "../../db/schema/index.js";
import type { Scope } from "./course.queries.js";

const certificates = courseRequirementCertificates;
const certificateColumns = {
  id: certificates.id,
  courseId: certificates.courseId,
  certificate: certificates.certificate,
  minScore: certificates.minScore,
};
export type CertificateRow = { id: number; courseId: number; certificate: string; minScore: number };

export async function findCertificate({ db, schoolId }: Scope, id: number): Promise<CertificateRow | null> {
  const [row] = await db
    .select(certificateColumns)
    .from(certificates)
    .where(and(eq(certificates.id, id), eq(certificates.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

/** Whether the program already requires this certificate (`exceptId`: the requirement being changed). */
export async function certificateTaken(
  { db, schoolId }: Scope,
  candidate: { courseId: number; certificate: string; exceptId?: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: certificates.id })
    .from(certificates)
    .where(
      and(
        eq(certificates.schoolId, schoolId),
        eq(certificates.courseId, candidate.courseId),
        eq(certificates.certificate, candidate.certificate),
        candidate.exceptId === undefined ? undefined : ne(certificates.id, candidate.exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertCertificate(
  { db, schoolId }: Scope,
  values: { courseId: number; certificate: string; minScore: number },
): Promise<CertificateRow> {
  const [row] = await db
    .insert(certificates)
    .values({ ...values, schoolId })
    .returning(certificateColumns);
  return row!;
}

export async function updateCertificate(
  { db, schoolId }: Scope,
  change: { id: number; certificate?: string; minScore?: number },
): Promise<CertificateRow | null> {
  const [row] = await db
    .update(certificates)
    .set(
      changesOrKeep(certificates, {
        ...(change.certificate === undefined ? {} : { certificate: change.certificate }),
        ...(change.minScore === undefined ? {} : { minScore: change.minScore }),
      }),
    )
    .where(and(eq(certificates.id, change.id), eq(certificates.schoolId, schoolId)))
    .returning(certificateColumns);
  return row ?? null;
}

export async function deleteCertificate({ db, schoolId }: Scope, id: number) {
  await db.delete(certificates).where(and(eq(certificates.id, id), eq(certificates.schoolId, schoolId)));
}

export async function documentTaken({ db, schoolId }: Scope, document: { courseId: number; docName: string }) {
  const rows = await db
    .select({ id: courseDocuments.id })
    .from(courseDocuments)
    .where(
      and(
        eq(courseDocuments.schoolId, schoolId),
        eq(courseDocuments.courseId, document.courseId),
        eq(courseDocuments.docName, document.docName),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function insertDocument({ db, schoolId }: Scope, document: { courseId: number; docName: string }) {
  const [row] = await db
    .insert(courseDocuments)
    .values({ ...document, schoolId })
    .returning({ id: courseDocuments.id, courseId: courseDocuments.courseId, docName: courseDocuments.docName });
  return row!;
}
