import {
  COURSE_DICTIONARY_FIELDS,
  type CourseBody,
  type CourseDetail,
  type CourseDictionaryField,
  type CourseUpdateBody,
} from "@school/contracts";
import { requireAccess } from "../../core/access/access.js";
import type { Caller } from "../../core/auth/authenticate.js";
import { AppError } from "../../core/errors.js";
import { schoolDayOf } from "../../core/school-day.js";
import { removeStoredFiles } from "../../core/storage/remove-stored-files.js";
import type { Deps } from "../../deps.js";
import * as queries from "./course.queries.js";
import { listMedia } from "./course-media.queries.js";
import { keepMedia, listMediaItems } from "./course-media.service.js";
import { toRound } from "./course-rounds.rules.js";
import { logProgramFileActions } from "./program-files.queries.js";

type CourseTarget = { schoolId: number; courseId: number };

const scopeOf = (deps: Deps, schoolId: number): queries.Scope => ({ db: deps.db, schoolId });

export async function loadCourse(deps: Deps, target: CourseTarget): Promise<queries.CourseRow> {
  const course = await queries.findCourse(scopeOf(deps, target.schoolId), target.courseId);
  if (!course) throw new AppError("not_found", "Program not found", { fields: { course_id: "Not found" } });
  return course;
}

/** Every dictionary a program names must be an entry of the same school; the answer names each field that is not. */
async function assertDictionariesInSchool(deps: Deps, target: { schoolId: number; body: CourseUpdateBody }) {
  const ids: Partial<Record<CourseDictionaryField, number | null>> = {};
  for (const field of Object.keys(COURSE_DICTIONARY_FIELDS) as CourseDictionaryField[]) ids[field] = target.body[field];
  const unknown = await queries.unknownDictionaryFields(scopeOf(deps, target.schoolId), ids);
  if (unknown.length === 0) return;
  throw new AppError("not_found", `Not found: ${unknown.join(", ")}`, {
    fields: Object.fromEntries(unknown.map((field) => [field, "Not found"])),
  });
}

export async function createCourse(deps: Deps, target: { schoolId: number; body: CourseBody }) {
  await assertDictionariesInSchool(deps, target);
  const courseId = await queries.insertCourse(scopeOf(deps, target.schoolId), {
    ...queries.toColumns(target.body),
    tagId: target.body.tag,
    titleRu: target.body.title_ru,
  });
  return getCourseDetail(deps, { schoolId: target.schoolId, courseId });
}

export async function updateCourse(deps: Deps, target: CourseTarget & { body: CourseUpdateBody }) {
  await loadCourse(deps, target);
  await assertDictionariesInSchool(deps, target);
  const { media: keepIds, ...fields } = target.body;
  const removedFiles = await deps.db.transaction(async (tx) => {
    const scope = { db: tx, schoolId: target.schoolId };
    const removed = keepIds === undefined ? [] : await keepMedia(scope, { courseId: target.courseId, keepIds });
    await queries.updateCourse(scope, { courseId: target.courseId, values: queries.toColumns(fields) });
    return removed;
  });
  await removeStoredFiles(deps, removedFiles);
  return getCourseDetail(deps, target);
}

/**
 * Deleting a program takes its rounds, members, requirements and handed-in files along (foreign keys cascade).
 * Each handed-in file gets a 'deleted' entry in the file log, and stored files are removed once the rows are gone.
 */
export async function destroyCourse(deps: Deps, target: CourseTarget & { actorId: number }): Promise<void> {
  const course = await loadCourse(deps, target);
  const scope = scopeOf(deps, target.schoolId);
  const { handedIn, documentKeys } = await queries.filesOfCourse(scope, target.courseId);
  const mediaFiles = (await listMedia(scope, target.courseId)).flatMap((item) => [item.image, item.thumb]);
  await deps.db.transaction(async (tx) => {
    const txScope = { db: tx, schoolId: target.schoolId };
    await logProgramFileActions(txScope, {
      actorId: target.actorId,
      action: "deleted",
      files: handedIn.map((file) => ({ id: file.id, docName: file.docName })),
    });
    await queries.deleteCourse(txScope, target.courseId);
  });
  await removeStoredFiles(deps, [
    course.poster,
    course.posterThumb,
    ...mediaFiles,
    ...handedIn.map((file) => file.file),
    ...documentKeys,
  ]);
}

/** The edit screen's view: staff of the school, or a teacher of this program. */
export async function getCourseDetailFor(deps: Deps, target: CourseTarget & { caller: Caller }) {
  const actor = { db: deps.db, schoolId: target.schoolId, caller: target.caller };
  await requireAccess(actor, "program.readFull", { courseId: target.courseId });
  return getCourseDetail(deps, target);
}

export async function getCourseDetail(deps: Deps, target: CourseTarget): Promise<CourseDetail> {
  const course = await loadCourse(deps, target);
  const scope = scopeOf(deps, target.schoolId);
  // One after the other on purpose: four tiny reads do not gain from holding four pooled connections at once.
  const rounds = await queries.listRounds(scope, target.courseId);
  const members = await queries.listMembers(scope, target.courseId);
  const certificates = await queries.listRequirementCertificates(scope, target.courseId);
  const documents = await queries.listDocuments(scope, target.courseId);
  const media = await listMediaItems(deps, scope, target.courseId);
  const { today } = await schoolDayOf({ db: deps.db, schoolId: target.schoolId, deps: deps });
  const asMember = (member: (typeof members)[number]) => ({
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
  });
  return {
    id: course.id,
    ...fieldsOf(course),
    poster: course.poster ? deps.storage.url(course.poster) : null,
    poster_thumb: course.posterThumb ? deps.storage.url(course.posterThumb) : null,
    media,
    rounds: rounds.map((round) => toRound(round, today)),
    teachers: members.filter((member) => member.role === "teacher").map(asMember),
    students: members.filter((member) => member.role === "student").map(asMember),
    requirement_certificates: certificates.map((certificate) => ({
      id: certificate.id,
      course_id: certificate.courseId,
      certificate: certificate.certificate,
      min_score: certificate.minScore,
    })),
    documents: documents.map((document) => ({
      id: document.id,
      course_id: document.courseId,
      doc_name: document.docName,
    })),
    created_at: course.createdAt.toISOString(),
    updated_at: course.updatedAt.toISOString(),
  };
}

/** The stored program in the API's own field names; the column table guarantees every field is there. */
function fieldsOf(course: queries.CourseRow): CourseBody {
  const fields = Object.entries(queries.COURSE_COLUMNS).map(([field, column]) => [field, course[column]]);
  return Object.fromEntries(fields) as CourseBody;
}
