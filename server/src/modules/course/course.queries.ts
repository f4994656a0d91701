import { COURSE_DICTIONARY_FIELDS, type CourseBody, type CourseDictionaryField } from "@school/contracts";
import { and, asc, eq, exists, inArray, isNotNull, sql } from "drizzle-orm";
import type { Scope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import {
  courseDocuments,
  courseMembers,
  courseRequirementCertificates,
  courseRounds,
  courses,
  DICTIONARY_TABLES,
  programFiles,
  users,
} from "../../db/schema/index.js";

export type { Scope };
export type CourseRow = typeof courses.$inferSelect;
type CourseColumns = Partial<typeof courses.$inferInsert>;

/** One table read both ways: the API's field name and the column that stores it (`satisfies` keeps it complete). */
export const COURSE_COLUMNS = {
  title_ru: "titleRu",
  title_kk: "titleKk",
  title_en: "titleEn",
  short_desc_ru: "shortDescRu",
  short_desc_kk: "shortDescKk",
  short_desc_en: "shortDescEn",
  full_desc_ru: "fullDescRu",
  full_desc_kk: "fullDescKk",
  full_desc_en: "fullDescEn",
  show: "show",
  is_need_mailing: "isNeedMailing",
  can_sort: "canSort",
  order: "order",
  language: "language",
  cost: "cost",
  price: "price",
  price_currency: "priceCurrency",
  is_free: "isFree",
  tag: "tagId",
  degree: "degreeId",
  format: "formatId",
  university: "universityId",
  speciality: "specialityId",
  city: "cityId",
  univer_tag: "univerTagId",
  property_form: "propertyForm",
  country: "country",
  youtube_link: "youtubeLink",
  min_pass_percent: "minPassPercent",
  package: "package",
  period: "period",
  requirement_degree: "requirementDegree",
  requirement_years: "requirementYears",
} as const satisfies Record<keyof CourseBody, keyof CourseRow>;

export function toColumns(body: Partial<CourseBody>): CourseColumns {
  const values: Record<string, unknown> = {};
  for (const [field, column] of Object.entries(COURSE_COLUMNS)) {
    const value = body[field as keyof CourseBody];
    if (value !== undefined) values[column] = value;
  }
  return values as CourseColumns;
}

export async function findCourse({ db, schoolId }: Scope, courseId: number): Promise<CourseRow | null> {
  const [row] = await db
    .select()
    .from(courses)
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)))
    .limit(1);
  return row ?? null;
}

export async function insertCourse(
  { db, schoolId }: Scope,
  values: CourseColumns & { tagId: number; titleRu: string },
) {
  const [row] = await db
    .insert(courses)
    .values({ ...values, schoolId })
    .returning({ id: courses.id });
  return row!.id;
}

/** Every change to a program or its parts moves updated_at, which the catalogue's change window reads. */
export async function updateCourse({ db, schoolId }: Scope, change: { courseId: number; values?: CourseColumns }) {
  const { courseId, values = {} } = change;
  await db
    .update(courses)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
}

export async function deleteCourse({ db, schoolId }: Scope, courseId: number) {
  await db.delete(courses).where(and(eq(courses.id, courseId), eq(courses.schoolId, schoolId)));
}

/** The program fields whose dictionary id is not an entry of the caller's school. */
export async function unknownDictionaryFields(
  { db, schoolId }: Scope,
  ids: Partial<Record<CourseDictionaryField, number | null>>,
): Promise<CourseDictionaryField[]> {
  const unknown: CourseDictionaryField[] = [];
  for (const field of Object.keys(COURSE_DICTIONARY_FIELDS) as CourseDictionaryField[]) {
    const id = ids[field];
    if (id == null) continue;
    const table = DICTIONARY_TABLES[COURSE_DICTIONARY_FIELDS[field]];
    const found = await db
      .select({ id: table.id })
      .from(table)
      .where(and(eq(table.id, id), eq(table.schoolId, schoolId)))
      .limit(1);
    if (found.length === 0) unknown.push(field);
  }
  return unknown;
}

export function listRounds({ db, schoolId }: Scope, courseId: number) {
  return db
    .select({ id: courseRounds.id, start: courseRounds.startsOn, end: courseRounds.endsOn })
    .from(courseRounds)
    .where(and(eq(courseRounds.courseId, courseId), eq(courseRounds.schoolId, schoolId)))
    .orderBy(asc(courseRounds.startsOn), asc(courseRounds.id));
}

/** Members are users of the same school; the join repeats the school so a stray row of another school never shows. */
export function listMembers({ db, schoolId }: Scope, courseId: number) {
  return db
    .select({ role: courseMembers.role, id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(courseMembers)
    .innerJoin(users, eq(users.id, courseMembers.userId))
    .where(and(eq(courseMembers.courseId, courseId), eq(users.schoolId, schoolId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
}

export function listRequirementCertificates({ db, schoolId }: Scope, courseId: number) {
  const table = courseRequirementCertificates;
  return db
    .select({ id: table.id, courseId: table.courseId, certificate: table.certificate, minScore: table.minScore })
    .from(table)
    .where(and(eq(table.courseId, courseId), eq(table.schoolId, schoolId)))
    .orderBy(asc(table.id));
}

export function listDocuments({ db, schoolId }: Scope, courseId: number) {
  return db
    .select({ id: courseDocuments.id, courseId: courseDocuments.courseId, docName: courseDocuments.docName })
    .from(courseDocuments)
    .where(and(eq(courseDocuments.courseId, courseId), eq(courseDocuments.schoolId, schoolId)))
    .orderBy(asc(courseDocuments.id));
}

/**
 * The condition "this user is a member of the program in this role", correlated with the outer query's `courses`
 * row, so a list of programs is filtered in the same query; the membership's school is the program's (decision 0017).
 */
export const isMemberOfCourseRow = (db: Db, member: { userId: number; role: Membership["role"] }) =>
  exists(
    db
      .select({ one: sql`1` })
      .from(courseMembers)
      .where(
        and(
          eq(courseMembers.courseId, courses.id),
          eq(courseMembers.userId, member.userId),
          eq(courseMembers.role, member.role),
        ),
      ),
  );

type Membership = { courseId: number; userId: number; role: "teacher" | "student" };

/** Attaching someone already attached changes nothing. */
export async function insertMember({ db, schoolId }: Scope, member: Membership) {
  await db
    .insert(courseMembers)
    .values({ schoolId, ...member })
    .onConflictDoNothing();
}

/** Answers whether there was such a membership; the program must be the school's. */
export async function deleteMember({ db, schoolId }: Scope, member: Membership): Promise<boolean> {
  const removed = await db
    .delete(courseMembers)
    .where(
      and(
        eq(courseMembers.schoolId, schoolId),
        eq(courseMembers.courseId, member.courseId),
        eq(courseMembers.userId, member.userId),
        eq(courseMembers.role, member.role),
      ),
    )
    .returning({ userId: courseMembers.userId });
  return removed.length > 0;
}

/** The files students handed in for a program and the documents it carries, which its deletion takes along. */
export async function filesOfCourse({ db, schoolId }: Scope, courseId: number) {
  const handedIn = await db
    .select({ id: programFiles.id, file: programFiles.file, docName: programFiles.docName })
    .from(programFiles)
    .where(and(eq(programFiles.courseId, courseId), eq(programFiles.schoolId, schoolId)));
  const documents = await db
    .select({ file: courseDocuments.file })
    .from(courseDocuments)
    .where(
      and(
        eq(courseDocuments.courseId, courseId),
        eq(courseDocuments.schoolId, schoolId),
        isNotNull(courseDocuments.file),
      ),
    );
  return { handedIn, documentKeys: documents.flatMap((document) => (document.file ? [document.file] : [])) };
}

export async function usersInSchool({ db, schoolId }: Scope, userIds: number[]) {
  if (userIds.length === 0) return [];
  return db
    .select({ id: users.id, role: users.role, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(inArray(users.id, userIds), eq(users.schoolId, schoolId)));
}
