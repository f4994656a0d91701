import type {
  CourseDocument,
  RequirementCertificate,
  RequirementCertificateBody,
  RequirementCertificateUpdateBody,
} from "@school/contracts";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import { updateCourse } from "./course.queries.js";
import { loadCourse } from "./course.service.js";
import * as queries from "./course-requirements.queries.js";

const toCertificate = (row: queries.CertificateRow): RequirementCertificate => ({
  id: row.id,
  course_id: row.courseId,
  certificate: row.certificate,
  min_score: row.minScore,
});

const certificateNotFound = () =>
  new AppError("not_found", "Requirement certificate not found", { fields: { id: "Not found" } });
const alreadyRequired = (certificate: string) =>
  new AppError("conflict", `The program already requires ${certificate}`, {
    fields: { certificate: "Already required" },
  });

/** One minimum score per certificate and program: a second IELTS row would leave the real minimum ambiguous. */
export async function addCertificate(deps: Deps, target: { schoolId: number; body: RequirementCertificateBody }) {
  const { body, schoolId } = target;
  await loadCourse(deps, { schoolId, courseId: body.course_id });
  const scope = { db: deps.db, schoolId };
  if (await queries.certificateTaken(scope, { courseId: body.course_id, certificate: body.certificate })) {
    throw alreadyRequired(body.certificate);
  }
  const row = await queries.insertCertificate(scope, {
    courseId: body.course_id,
    certificate: body.certificate,
    minScore: body.min_score,
  });
  await updateCourse(scope, { courseId: body.course_id });
  return toCertificate(row);
}

export async function updateCertificate(
  deps: Deps,
  target: { schoolId: number; id: number; body: RequirementCertificateUpdateBody },
) {
  const { body } = target;
  const scope = { db: deps.db, schoolId: target.schoolId };
  const current = await queries.findCertificate(scope, target.id);
  if (!current) throw certificateNotFound();
  const renamed = { courseId: current.courseId, certificate: body.certificate ?? current.certificate };
  if (body.certificate !== undefined && (await queries.certificateTaken(scope, { ...renamed, exceptId: target.id }))) {
    throw alreadyRequired(body.certificate);
  }
  const row = await queries.updateCertificate(scope, {
    id: target.id,
    certificate: body.certificate,
    minScore: body.min_score,
  });
  if (!row) throw certificateNotFound();
  await updateCourse(scope, { courseId: current.courseId });
  return toCertificate(row);
}

export async function deleteCertificate(deps: Deps, target: { schoolId: number; id: number }): Promise<void> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  const current = await queries.findCertificate(scope, target.id);
  if (!current) throw certificateNotFound();
  await queries.deleteCertificate(scope, target.id);
  await updateCourse(scope, { courseId: current.courseId });
}

/** A document the program requires from its applicants (doc/{id}/); the same name twice is refused. */
export async function addDocument(
  deps: Deps,
  target: { schoolId: number; courseId: number; docName: string },
): Promise<CourseDocument> {
  const scope = { db: deps.db, schoolId: target.schoolId };
  await loadCourse(deps, target);
  if (await queries.documentTaken(scope, target)) {
    throw new AppError("conflict", `The program already requires "${target.docName}"`, {
      fields: { doc_name: "Already required" },
    });
  }
  const row = await queries.insertDocument(scope, { courseId: target.courseId, docName: target.docName });
  await updateCourse(scope, { courseId: target.courseId });
  return { id: row.id, course_id: row.courseId, doc_name: row.docName };
}
