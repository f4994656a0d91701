import { and, asc, count, eq, getTableColumns, inArray, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type PageWindow, rowsOfPage } from "../../core/pagination.js";
import { inSchool, type Scope } from "../../core/tenancy/scope.js";
import { userCertificates, userEducations, userLanguages, users } from "../../db/schema/index.js";
import {
  type EducationFilters,
  educationConditions,
  type LanguageFilters,
  languageConditions,
} from "./student-profile-filters.queries.js";

const student = { firstName: users.firstName, lastName: users.lastName, email: users.email };

/**
 * Only students are matched to programs: a staff account that filled in a profile row is not a candidate. Both
 * sides name the school, so a row pointing at another school's user can never leak in.
 */
const ofSchoolStudents = (scope: Scope, owner: { schoolId: PgColumn }, where: SQL[]) =>
  and(inSchool(scope, owner), inSchool(scope, users), eq(users.role, "student"), ...where);

/**
 * Education rows in the students' alphabetical order, a page at a time: the page's ids first, then the rows of
 * those ids only (`rowsOfPage`), so a deep page does not carry every skipped row through the sort.
 */
export async function selectEducationPage(
  scope: Scope,
  input: { window: PageWindow; filters: EducationFilters; visible: SQL | undefined },
) {
  const where = ofSchoolStudents(scope, userEducations, [
    ...educationConditions(input.filters),
    ...(input.visible ? [input.visible] : []),
  ]);
  const { db } = scope;
  const joined = eq(users.id, userEducations.userId);
  const [rows, [total]] = await Promise.all([
    rowsOfPage({
      window: input.window,
      selectIds: (window) =>
        db
          .select({ id: userEducations.id })
          .from(userEducations)
          .innerJoin(users, joined)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(userEducations.id))
          .limit(window.limit)
          .offset(window.offset),
      loadRows: (ids) =>
        db
          .select({ ...getTableColumns(userEducations), ...student })
          .from(userEducations)
          .innerJoin(users, joined)
          .where(ofSchoolStudents(scope, userEducations, [inArray(userEducations.id, ids)])),
    }),
    db.select({ count: count() }).from(userEducations).innerJoin(users, joined).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/**
 * Language rows in the students' alphabetical order, a page at a time, as educations are. The rows are
 * language-knowledge rows: a student who holds certificates but listed no language is not found, even by a
 * certificate alone, since there is no row to show them on.
 */
export async function selectLanguagePage(
  scope: Scope,
  input: { window: PageWindow; filters: LanguageFilters; visible: SQL | undefined },
) {
  const where = ofSchoolStudents(scope, userLanguages, [
    ...languageConditions(input.filters),
    ...(input.visible ? [input.visible] : []),
  ]);
  const { db } = scope;
  const joined = eq(users.id, userLanguages.userId);
  const [rows, [total]] = await Promise.all([
    rowsOfPage({
      window: input.window,
      selectIds: (window) =>
        db
          .select({ id: userLanguages.id })
          .from(userLanguages)
          .innerJoin(users, joined)
          .where(where)
          .orderBy(asc(users.lastName), asc(users.firstName), asc(userLanguages.id))
          .limit(window.limit)
          .offset(window.offset),
      loadRows: (ids) =>
        db
          .select({ ...getTableColumns(userLanguages), ...student })
          .from(userLanguages)
          .innerJoin(users, joined)
          .where(ofSchoolStudents(scope, userLanguages, [inArray(userLanguages.id, ids)])),
    }),
    db.select({ count: count() }).from(userLanguages).innerJoin(users, joined).where(where),
  ]);
  return { rows, count: total?.count ?? 0 };
}

/** The certificates of a whole page's students in one query, in the order they were added. */
export async function selectCertificatesOf(scope: Scope, userIds: number[]) {
  if (userIds.length === 0) return [];
  return scope.db
    .select({ userId: userCertificates.userId, name: userCertificates.name, totalScore: userCertificates.totalScore })
    .from(userCertificates)
    .where(and(inSchool(scope, userCertificates), inArray(userCertificates.userId, userIds)))
    .orderBy(asc(userCertificates.id));
}
