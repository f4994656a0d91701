import { and, asc, count, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PageWindow } from "../../core/pagination.js";
import type { Scope } from "../../core/tenancy/scope.js";
import { courseRequirementCertificates, courses, users } from "../../db/schema/index.js";
import { qualifies } from "./eligibility.rule.js";

/** The catalogue's programs (shown ones) whose every requirement the student meets, in the catalogue's order. */
export async function selectEligiblePrograms(
  { db, schoolId }: Scope,
  input: { userId: number; year: number; limit: number },
) {
  const rule = qualifies({
    schoolId,
    student: sql`${input.userId}::int`,
    course: {
      id: courses.id,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
    },
    year: input.year,
  });
  return db
    .select({
      id: courses.id,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
      country: courses.country,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
    })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.show, true), rule))
    .orderBy(asc(courses.order), asc(courses.id))
    .limit(input.limit);
}

export async function selectRequiredCertificates({ db, schoolId }: Scope, courseIds: number[]) {
  if (courseIds.length === 0) return [];
  return db
    .select({
      courseId: courseRequirementCertificates.courseId,
      certificate: courseRequirementCertificates.certificate,
    })
    .from(courseRequirementCertificates)
    .where(
      and(
        eq(courseRequirementCertificates.schoolId, schoolId),
        inArray(courseRequirementCertificates.courseId, courseIds),
      ),
    )
    .orderBy(asc(courseRequirementCertificates.id));
}

export async function selectCourseRequirements({ db, schoolId }: Scope, courseId: number) {
  const [row] = await db
    .select({
      id: courses.id,
      requirementDegree: courses.requirementDegree,
      requirementYears: courses.requirementYears,
    })
    .from(courses)
    .where(and(eq(courses.schoolId, schoolId), eq(courses.id, courseId)));
  return row;
}

/** The school's students meeting every requirement of one program, alphabetically, a page at a time. */
export async function selectEligibleStudents(
  { db, schoolId }: Scope,
  input: {
    course: { id: number; requirementDegree: string; requirementYears: number | null };
    year: number;
    window: PageWindow;
    visible: SQL | undefined;
  },
) {
  const where = and(
    eq(users.schoolId, schoolId),
    eq(users.role, "student"),
    input.visible,
    qualifies({
      schoolId,
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
