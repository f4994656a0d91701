import {
  type ApplicationProgressItem,
  ELIGIBLE_PROGRAMS_LIMIT,
  ELIGIBLE_STUDENTS_PAGE_SIZE,
  type EligibleProgram,
  type EligibleStudentPage,
  inLanguage,
} from "@school/contracts";
import { accessFilter, requireAccess, requireListAccess } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { AppError, notFound } from "../../core/errors.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import { schoolDayOf } from "../../core/school-day.js";
import { users } from "../../db/schema/index.js";
import { listStatuses } from "../application-status/index.js";
import { findStudent } from "../student-profile/index.js";
import * as queries from "./eligibility.queries.js";

/** Records still in progress count up to the school's current year. */
const currentYear = async (actor: Actor) => Number((await schoolDayOf(actor)).today.slice(0, 4));

/** The catalogue programs a student qualifies for: the caller's own, or a named student's. */
export async function eligiblePrograms(actor: Actor, input: { userId?: number }): Promise<EligibleProgram[]> {
  const userId = input.userId ?? actor.caller.userId;
  await requireAccess(actor, "studentProfile.read", { userId });
  if (!(await findStudent(actor, userId))) {
    throw new AppError("not_found", "Student not found", { fields: { user_id: "Not a student of this school" } });
  }
  const rows = await queries.selectEligiblePrograms(actor, {
    userId,
    year: await currentYear(actor),
    limit: ELIGIBLE_PROGRAMS_LIMIT,
  });
  const certificates = await queries.selectRequiredCertificates(
    actor,
    rows.map((row) => row.id),
  );
  const { language } = actor;
  return rows.map((row) => ({
    id: row.id,
    title: inLanguage(language, { ru: row.titleRu, kk: row.titleKk, en: row.titleEn }),
    country: row.country,
    requirement_degree: row.requirementDegree,
    requirement_years: row.requirementYears,
    requirement_certificates: certificates
      .filter((required) => required.courseId === row.id)
      .map((required) => required.certificate),
  }));
}

/** The school's students who meet every requirement of a program; a teacher sees only their own students. */
export async function eligibleStudents(
  actor: Actor,
  input: { courseId: number; page: number; requestUrl: string },
): Promise<EligibleStudentPage> {
  const course = await queries.selectCourseRequirements(actor, input.courseId);
  if (!course) throw notFound("Course not found");
  const { rows, count } = await queries.selectEligibleStudents(actor, {
    course,
    year: await currentYear(actor),
    window: pageWindow(input.page, ELIGIBLE_STUDENTS_PAGE_SIZE),
    visible: accessFilter(actor, "student.read", { userId: users.id }),
  });
  return drfPage({
    publicUrl: actor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page: input.page,
    pageSize: ELIGIBLE_STUDENTS_PAGE_SIZE,
    count,
    results: rows.map((row) => ({
      id: row.id,
      first_name: row.firstName,
      last_name: row.lastName,
      email: row.email,
    })),
  });
}

/**
 * A student's application progress: each program with a status (as the caller may see it), the status's history,
 * and the program's required documents, each handed in or not (a program file of the same name).
 */
export async function applicationProgress(actor: Actor, input: { userId: number }): Promise<ApplicationProgressItem[]> {
  const { userId } = input;
  await requireListAccess(actor, "applicationStatus.read", { userId });
  const statuses = await listStatuses(actor, { user_id: userId });
  const courseIds = statuses.map((status) => status.course_id);
  if (courseIds.length === 0) return [];
  const { language } = actor;
  const [programs, required, handedIn] = await Promise.all([
    queries.selectPrograms(actor, courseIds),
    queries.selectRequiredDocuments(actor, { courseIds, language }),
    queries.selectHandedIn(actor, { userId, courseIds }),
  ]);
  const programOf = new Map(programs.map((program) => [program.id, program]));
  const handed = new Set(handedIn.map((file) => `${file.courseId}:${file.name}`));
  return statuses.map((status) => {
    const program = programOf.get(status.course_id);
    return {
      course_id: status.course_id,
      title: program ? inLanguage(language, { ru: program.titleRu, kk: program.titleKk, en: program.titleEn }) : "",
      country: program?.country ?? "",
      status: status.status,
      colour: status.colour,
      updated_at: status.updated_at,
      history: status.history,
      documents: required
        .filter((document) => document.courseId === status.course_id)
        .map((document) => ({ name: document.name, handed_in: handed.has(`${status.course_id}:${document.key}`) })),
    };
  });
}
