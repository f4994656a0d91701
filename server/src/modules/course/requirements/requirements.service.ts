import type {
  CourseDocument,
  RequirementCertificate,
  RequirementCertificateBody,
  RequirementCertificateUpdateBody,
} from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { updateCourse } from "../course.queries.js";
import { loadCourse } from "../course.service.js";
import { toCertificate, toDocument } from "./requirements.answers.js";
import * as queries from "./requirements.queries.js";

const certificateNotFound = () =>
  new AppError("not_found", "Requirement certificate not found", { fields: { id: "Not found" } });
const alreadyRequired = (certificate: string) =>
  new AppError("conflict", `The program already requires ${certificate}`, {
    fields: { certificate: "Already required" },
  });

/** One minimum score per certificate and program: a second IELTS row would leave the real minimum ambiguous. */
export async function addCertificate(actor: Actor, body: RequirementCertificateBody): Promise<RequirementCertificate> {
  await loadCourse(actor, body.course_id);
  if (await queries.certificateTaken(actor, { courseId: body.course_id, certificate: body.certificate })) {
    throw alreadyRequired(body.certificate);
  }
  const row = await queries.insertCertificate(actor, {
    courseId: body.course_id,
    certificate: body.certificate,
    minScore: body.min_score,
  });
  await updateCourse(actor, { courseId: body.course_id });
  return toCertificate(row);
}

export async function updateCertificate(
  actor: Actor,
  input: { id: number; body: RequirementCertificateUpdateBody },
): Promise<RequirementCertificate> {
  const { id, body } = input;
  const current = await queries.findCertificate(actor, id);
  if (!current) throw certificateNotFound();
  const renamed = { courseId: current.courseId, certificate: body.certificate ?? current.certificate };
  if (body.certificate !== undefined && (await queries.certificateTaken(actor, { ...renamed, exceptId: id }))) {
    throw alreadyRequired(body.certificate);
  }
  const row = await queries.updateCertificate(actor, { id, certificate: body.certificate, minScore: body.min_score });
  if (!row) throw certificateNotFound();
  await updateCourse(actor, { courseId: current.courseId });
  return toCertificate(row);
}

export async function deleteCertificate(actor: Actor, id: number): Promise<void> {
  const current = await queries.findCertificate(actor, id);
  if (!current) throw certificateNotFound();
  await queries.deleteCertificate(actor, id);
  await updateCourse(actor, { courseId: current.courseId });
}

/** A document the program requires from its applicants (doc/{id}/); the same name twice is refused. */
export async function addDocument(
  actor: Actor,
  document: { courseId: number; docName: string; docNameKk: string; docNameEn: string },
): Promise<CourseDocument> {
  await loadCourse(actor, document.courseId);
  if (await queries.documentTaken(actor, document)) {
    throw new AppError("conflict", `The program already requires "${document.docName}"`, {
      fields: { doc_name: "Already required" },
    });
  }
  const row = await queries.insertDocument(actor, document);
  await updateCourse(actor, { courseId: document.courseId });
  return toDocument(row);
}
