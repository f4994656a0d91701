import type { TranslateLang } from "@school/contracts";
import { and, asc, eq, ilike, inArray, isNotNull, ne, sql } from "drizzle-orm";
import { likePattern } from "../../../core/filters.js";
import { byId, inSchool, type Scope } from "../../../core/tenancy/scope.js";
import {
  catalogCities,
  catalogDegrees,
  catalogTags,
  courses,
  shownName,
  studentRecords,
  users,
} from "../../../db/schema/index.js";

const staffOption = { id: users.id, first_name: users.firstName, last_name: users.lastName };

/** The school's staff (school admin and managers). */
export async function staffOf(scope: Scope) {
  return scope.db
    .select(staffOption)
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.role, ["admin_school", "admin"])))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
}

/** A user of the school who is not a student, as a seller. */
export async function seller(scope: Scope, userId: number) {
  const [row] = await scope.db
    .select(staffOption)
    .from(users)
    .where(and(byId(scope, users, userId), ne(users.role, "student")));
  return row;
}

/** The students whose record names the seller. */
export async function studentsSoldBy(scope: Scope, sellerId: number) {
  return scope.db
    .select(staffOption)
    .from(studentRecords)
    .innerJoin(users, eq(users.id, studentRecords.userId))
    .where(and(inSchool(scope, studentRecords), eq(studentRecords.seller, sellerId)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id))
    .limit(500);
}

/** Distinct names the school's programs and records use (packages, countries), searched by `search`. */
async function namesInUse(
  scope: Scope,
  input: {
    courseColumn: typeof courses.package | typeof courses.country;
    recordColumn: typeof studentRecords.packages | typeof studentRecords.countries;
    search?: string;
  },
) {
  const pattern = input.search ? likePattern(input.search) : null;
  const result = await scope.db.execute(sql`
    select distinct name from (
      select ${input.courseColumn} as name from ${courses} where ${inSchool(scope, courses)}
      union
      select unnest(${input.recordColumn}) from ${studentRecords} where ${inSchool(scope, studentRecords)}
    ) names
    where name <> '' ${pattern ? sql`and name ilike ${pattern}` : sql``}
    order by name
    limit 200`);
  return (result as unknown as { rows: { name: string }[] }).rows.map((row) => ({ name: row.name }));
}

export const packagesInUse = (scope: Scope, search?: string) =>
  namesInUse(scope, { courseColumn: courses.package, recordColumn: studentRecords.packages, search });
export const countriesInUse = (scope: Scope, search?: string) =>
  namesInUse(scope, { courseColumn: courses.country, recordColumn: studentRecords.countries, search });

export async function degreesOf(scope: Scope, search?: string) {
  const name = shownName(catalogDegrees, "ru");
  return scope.db
    .select({ id: catalogDegrees.id, degree_name: name })
    .from(catalogDegrees)
    .where(and(inSchool(scope, catalogDegrees), search ? ilike(name, likePattern(search)) : undefined))
    .orderBy(asc(name), asc(catalogDegrees.id))
    .limit(200);
}

/** A dictionary's entries (cities, categories) named in `language`, by name. */
async function entriesOf(
  scope: Scope,
  input: { table: typeof catalogCities | typeof catalogTags; language: TranslateLang },
) {
  // The two dictionaries have the same columns; the query builder takes one table type.
  const table = input.table as typeof catalogCities;
  const name = shownName(table, input.language);
  return scope.db
    .select({ id: table.id, name })
    .from(table)
    .where(inSchool(scope, table))
    .orderBy(asc(name))
    .limit(500);
}

/** The school's dictionary entries and names the record's form offers: cities, categories, legal translators. */
export async function recordChoices(scope: Scope, language: TranslateLang) {
  const [cities, tags, translators] = await Promise.all([
    entriesOf(scope, { table: catalogCities, language }),
    entriesOf(scope, { table: catalogTags, language }),
    scope.db
      .selectDistinct({ name: studentRecords.legalTranslator })
      .from(studentRecords)
      .where(and(inSchool(scope, studentRecords), isNotNull(studentRecords.legalTranslator)))
      .orderBy(asc(studentRecords.legalTranslator))
      .limit(200),
  ]);
  return {
    cities: cities.map(({ id, name }) => ({ id, city: name })),
    tags: tags.map(({ id, name }) => ({ id, tag_name: name })),
    translators: translators.map((row) => row.name!).filter((name) => name !== ""),
  };
}
