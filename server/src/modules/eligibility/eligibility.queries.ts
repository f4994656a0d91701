import type { UiLanguage } from "@school/contracts";
import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PageWindow } from "../../core/pagination.js";
import { inSchool, keyedInSchool, rowById, type Scope } from "../../core/tenancy/scope.js";
import { courseDocuments, courseRequirementCertificates, courses, programFiles, users } from "../../db/schema/index.js";
import { documentName } from "../../db/shown-names.js";
import { qualifies } from "./eligibility-rule.queries.js";

/** What a program is shown by: its title in the three languages and its country. */
const programColumns = {
  id: courses.id,
  titleRu: courses.titleRu,
  titleKk: courses.titleKk,
  titleEn: courses.titleEn,
  country: courses.country,
};

/** The catalogue's programs (shown ones) whose every requirement the student meets, in the catalogue's order. */
export async function selectEligiblePrograms(scope: Scope, input: { userId: number; year: number; limit: number }) {
  const rule = qualifies({
    scope,
    student: sql`${input.userId}::int`,
    course: {
      id: courses.id,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
    },
    year: input.year,
  });
  return scope.db
    .select({
      ...programColumns,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
    })
    .from(courses)
    .where(and(inSchool(scope, courses), eq(courses.show, true), rule))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(input.limit);
}

export async function selectRequiredCertificates(scope: Scope, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return scope.db
    .select({
      courseId: courseRequirementCertificates.courseId,
      certificate: courseRequirementCertificates.certificate,
    })
    .from(courseRequirementCertificates)
    .where(
      and(inSchool(scope, courseRequirementCertificates), inArray(courseRequirementCertificates.courseId, courseIds)),
    )
    .orderBy(asc(courseRequirementCertificates.id));
}

export async function selectCourseRequirements(scope: Scope, courseId: number) {
  return rowById(scope, {
    table: courses,
    id: courseId,
    columns: {
      id: courses.id,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
    },
  });
}

/** The school's students meeting every requirement of one program, alphabetically, a page at a time. */
export async function selectEligibleStudents(
  scope: Scope,
  input: {
    course: { id: number; requirementDegree: string; requirementYears: number | null };
    year: number;
    window: PageWindow;
    visible: SQL | undefined;
  },
) {
  const { db } = scope;
  const where = and(
    inSchool(scope, users),
    eq(users.role, "student"),
    input.visible,
    qualifies({
      scope,
      student: users.id,
      course: {
        id: sql`${input.course.id}::int`,
        requirementDegree: sql`${input.course.requirementDegree}::text`,
        requirementYears: sql`${input.course.requirementYears}::int`,
      },
      year: input.year,
    }),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(users)
      .where(where)
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
      .limit(input.window.limit)
      .offset(input.window.offset),
    db.select({ count: count() }).from(users).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The programs of a student's application statuses, for their titles and countries. */
export async function selectPrograms(scope: Scope, courseIds: number[]) {
  return scope.db
    .select(programColumns)
    .from(courses)
    .where(and(inSchool(scope, courses), inArray(courses.id, courseIds)));
}

/** The documents each program requires, in the order they were added. */
export async function selectRequiredDocuments(
  scope: Scope,
  { courseIds, language }: { courseIds: number[]; language: UiLanguage },
) {
  return scope.db
    .select({ courseId: courseDocuments.courseId, key: courseDocuments.docName, name: documentName(language) })
    .from(courseDocuments)
    .where(and(inSchool(scope, courseDocuments), inArray(courseDocuments.courseId, courseIds)))
    .orderBy(asc(courseDocuments.id));
}

/** The program files a student has handed in to those programs. */
export async function selectHandedIn(scope: Scope, input: { userId: number; courseIds: number[] }) {
  return scope.db
    .select({ courseId: programFiles.courseId, name: programFiles.docName })
    .from(programFiles)
    .where(keyedInSchool(scope, { table: programFiles, key: { userId: input.userId, courseId: input.courseIds } }));
}
