import { COURSE_DICTIONARY_FIELDS, type CourseBody, type CourseDictionaryField } from "@school/contracts";
import { and, eq, isNotNull } from "drizzle-orm";
import { byId, inSchool, insertInSchool, type Scope } from "../../../core/tenancy/scope.js";
import { courseDocuments, courses, DICTIONARY_TABLES, programFiles } from "../../../db/schema/index.js";
import type { CourseColumns, CourseRow } from "../course.queries.js";

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

export async function insertCourse(scope: Scope, values: CourseColumns & { tagId: number; titleRu: string }) {
  return insertInSchool(scope, { table: courses, values });
}

export async function deleteCourse(scope: Scope, courseId: number) {
  await scope.db.delete(courses).where(byId(scope, courses, courseId));
}

/** The program fields whose dictionary id is not an entry of the caller's school. */
export async function unknownDictionaryFields(
  scope: Scope,
  ids: Partial<Record<CourseDictionaryField, number | null>>,
): Promise<CourseDictionaryField[]> {
  const unknown: CourseDictionaryField[] = [];
  for (const field of Object.keys(COURSE_DICTIONARY_FIELDS) as CourseDictionaryField[]) {
    const id = ids[field];
    if (id == null) continue;
    const table = DICTIONARY_TABLES[COURSE_DICTIONARY_FIELDS[field]];
    const found = await scope.db
      .select({ id: table.id })
      .from(table)
      .where(byId(scope, table, id))
      .limit(1);
    if (found.length === 0) unknown.push(field);
  }
  return unknown;
}

/** The files students handed in for a program and the documents it carries, which its deletion takes along. */
export async function filesOfCourse(scope: Scope, courseId: number) {
  const handedIn = await scope.db
    .select({ id: programFiles.id, file: programFiles.file, docName: programFiles.docName })
    .from(programFiles)
    .where(and(inSchool(scope, programFiles), eq(programFiles.courseId, courseId)));
  const documents = await scope.db
    .select({ file: courseDocuments.file })
    .from(courseDocuments)
    .where(
      and(inSchool(scope, courseDocuments), eq(courseDocuments.courseId, courseId), isNotNull(courseDocuments.file)),
    );
  return { handedIn, documentKeys: documents.flatMap((document) => (document.file ? [document.file] : [])) };
}
