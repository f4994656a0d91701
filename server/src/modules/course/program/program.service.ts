import {
  COURSE_DICTIONARY_FIELDS,
  type CourseBody,
  type CourseDetail,
  type CourseDictionaryField,
  type CourseUpdateBody,
} from "@school/contracts";
import { requireAccess } from "../../../core/access/access.js";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { schoolDayOf } from "../../../core/school-day.js";
import { removeStoredFiles } from "../../../core/storage/remove-stored-files.js";
import { inTransaction, type Scope } from "../../../core/tenancy/scope.js";
import { notifyProgramStudents } from "../../mailings/index.js";
import * as courseRow from "../course.queries.js";
import { loadCourse } from "../course.service.js";
import { logProgramFileActions } from "../files/files.queries.js";
import { listMedia } from "../media/media.queries.js";
import { keepMedia, listMediaItems } from "../media/media.service.js";
import { listMembers } from "../members/members.queries.js";
import { toCertificate, toDocument } from "../requirements/requirements.answers.js";
import { listCertificates, listDocuments } from "../requirements/requirements.queries.js";
import { listRounds } from "../rounds/rounds.queries.js";
import { toRound } from "../rounds/rounds.rules.js";
import * as queries from "./program.queries.js";

/** Every dictionary a program names must be an entry of the same school; the answer names each field that is not. */
async function assertDictionariesInSchool(scope: Scope, body: CourseUpdateBody) {
  const ids: Partial<Record<CourseDictionaryField, number | null>> = {};
  for (const field of Object.keys(COURSE_DICTIONARY_FIELDS) as CourseDictionaryField[]) ids[field] = body[field];
  const unknown = await queries.unknownDictionaryFields(scope, ids);
  if (unknown.length === 0) return;
  throw new AppError("not_found", `Not found: ${unknown.join(", ")}`, {
    fields: Object.fromEntries(unknown.map((field) => [field, "Not found"])),
  });
}

export async function createCourse(actor: Actor, body: CourseBody): Promise<CourseDetail> {
  await assertDictionariesInSchool(actor, body);
  const courseId = await queries.insertCourse(actor, {
    ...queries.toColumns(body),
    tagId: body.tag,
    titleRu: body.title_ru,
  });
  return getCourseDetail(actor, courseId);
}

export async function updateCourse(
  actor: Actor,
  input: { courseId: number; body: CourseUpdateBody },
): Promise<CourseDetail> {
  const { courseId, body } = input;
  await loadCourse(actor, courseId);
  await assertDictionariesInSchool(actor, body);
  const { media: keepIds, ...fields } = body;
  const removedFiles = await inTransaction(actor, async (tx) => {
    const removed = keepIds === undefined ? [] : await keepMedia(tx, { courseId, keepIds });
    await courseRow.updateCourse(tx, { courseId, values: queries.toColumns(fields) });
    return removed;
  });
  await removeStoredFiles(actor.deps, removedFiles);
  // Saved with "notify students" (is_need_mailing): its students get a mailing through the mailings' path (issue 22).
  if (body.is_need_mailing) await notifyProgramStudents(actor, courseId);
  return getCourseDetail(actor, courseId);
}

/**
 * Deleting a program takes its rounds, members, requirements and handed-in files along (foreign keys cascade).
 * Each handed-in file gets a 'deleted' entry in the file log, and stored files are removed once the rows are gone.
 */
export async function destroyCourse(actor: Actor, courseId: number): Promise<void> {
  const course = await loadCourse(actor, courseId);
  const { handedIn, documentKeys } = await queries.filesOfCourse(actor, courseId);
  const mediaFiles = (await listMedia(actor, courseId)).flatMap((item) => [item.image, item.thumb]);
  await inTransaction(actor, async (tx) => {
    await logProgramFileActions(tx, {
      actorId: actor.caller.userId,
      action: "deleted",
      files: handedIn.map((file) => ({ id: file.id, docName: file.docName })),
    });
    await queries.deleteCourse(tx, courseId);
  });
  await removeStoredFiles(actor.deps, [
    course.poster,
    course.posterThumb,
    ...mediaFiles,
    ...handedIn.map((file) => file.file),
    ...documentKeys,
  ]);
}

/** The edit screen's view: staff of the school, or a teacher of this program. */
export async function getCourseDetailFor(actor: Actor, courseId: number): Promise<CourseDetail> {
  await requireAccess(actor, "program.readFull", { courseId });
  return getCourseDetail(actor, courseId);
}

async function getCourseDetail(actor: Actor, courseId: number): Promise<CourseDetail> {
  const course = await loadCourse(actor, courseId);
  // One after the other on purpose: four tiny reads do not gain from holding four pooled connections at once.
  const rounds = await listRounds(actor, courseId);
  const members = await listMembers(actor, courseId);
  const certificates = await listCertificates(actor, courseId);
  const documents = await listDocuments(actor, courseId);
  const media = await listMediaItems(actor, courseId);
  const { today } = await schoolDayOf(actor);
  const { storage } = actor.deps;
  const asMember = (member: (typeof members)[number]) => ({
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
  });
  return {
    id: course.id,
    ...fieldsOf(course),
    poster: course.poster ? storage.url(course.poster) : null,
    poster_thumb: course.posterThumb ? storage.url(course.posterThumb) : null,
    media,
    rounds: rounds.map((round) => toRound(round, today)),
    teachers: members.filter((member) => member.role === "teacher").map(asMember),
    students: members.filter((member) => member.role === "student").map(asMember),
    requirement_certificates: certificates.map(toCertificate),
    documents: documents.map(toDocument),
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  };
}

/** The stored program in the API's own field names; the column table guarantees every field is there. */
function fieldsOf(course: courseRow.CourseRow): CourseBody {
  const fields = Object.entries(queries.COURSE_COLUMNS).map(([field, column]) => [field, course[column]]);
  return Object.fromEntries(fields) as CourseBody;
}
