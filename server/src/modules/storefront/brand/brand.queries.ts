import { and, asc, eq, isNotNull } from "drizzle-orm";
import type { Scope } from "../../../core/tenancy/scope.js";
import { courses, schools } from "../../../db/schema/index.js";
import { visibleConditions } from "../../catalog/index.js";

/** What a school's icons, manifest and preview pictures are made of. */
export type BrandSchool = {
  names: { ru: string; kk: string; en: string };
  /** The logo's storage key: the cache key of every picture cut from it, so a new logo is a new picture at once. */
  logo: string | null;
};

export async function selectBrandSchool(scope: Scope): Promise<BrandSchool | null> {
  const [row] = await scope.db
    .select({ ru: schools.name, kk: schools.nameKk, en: schools.nameEn, logo: schools.logo })
    .from(schools)
    .where(eq(schools.id, scope.schoolId))
    .limit(1);
  return row ? { names: { ru: row.ru, kk: row.kk, en: row.en }, logo: row.logo } : null;
}

/**
 * A program a guest may open (shown, this school's), with its poster's storage key when it has one; undefined when
 * the guest may not see it, which answers as a program that does not exist.
 */
export async function selectGuestProgramPoster(
  scope: Scope,
  courseId: number,
): Promise<{ poster: string | null } | undefined> {
  const [row] = await scope.db
    .select({ poster: courses.poster })
    .from(courses)
    .where(and(...visibleConditions(scope, { visibleOnly: true }), eq(courses.id, courseId)))
    .limit(1);
  return row;
}

/** The first poster of the catalogue as a guest sees it (shown programs, oldest first), for a school with no logo. */
export async function selectFirstVisiblePoster(scope: Scope): Promise<string | null> {
  const [row] = await scope.db
    .select({ poster: courses.poster })
    .from(courses)
    .where(and(...visibleConditions(scope, { visibleOnly: true }), isNotNull(courses.poster)))
    .orderBy(asc(courses.id))
    .limit(1);
  return row?.poster ?? null;
}
