import {
  type EducationSearchQuery,
  type LanguageSearchQuery,
  STUDENT_PROFILE_PAGE_SIZE,
  type StudentEducationPage,
  type StudentLanguage,
  type StudentLanguagePage,
} from "@school/contracts";
import { accessFilter } from "../../core/access/access.js";
import type { Actor } from "../../core/access/actor.js";
import { drfPage, pageWindow } from "../../core/pagination.js";
import { users } from "../../db/schema/index.js";
import { toEducation } from "./profile-rows.service.js";
import { selectCertificatesOf, selectEducationPage, selectLanguagePage } from "./student-profile.queries.js";

/**
 * A search call: the query as validated, and the request's path and query for page links. Staff search the school's
 * students; teachers only the students of the programs they teach (`student.read`).
 */
type Search<Query> = { query: Query; requestUrl: string };

const visibleStudents = (actor: Actor) => accessFilter(actor, "student.read", { userId: users.id });

const toUser = (row: { userId: number; firstName: string; lastName: string; email: string }) => ({
  id: row.userId,
  first_name: row.firstName,
  last_name: row.lastName,
  email: row.email,
});

/** A page of a search, its links built from the public URL and the request's path and query. */
const pageOf = <Result>(actor: Actor, input: { page: number; requestUrl: string; count: number; results: Result[] }) =>
  drfPage({ publicUrl: actor.deps.env.PUBLIC_URL, pageSize: STUDENT_PROFILE_PAGE_SIZE, ...input });

/** Education records of the school's students, for matching them to a program's requirements. */
export async function searchEducations(
  actor: Actor,
  input: Search<EducationSearchQuery>,
): Promise<StudentEducationPage> {
  const { page, ...filters } = input.query;
  const { rows, count } = await selectEducationPage(actor, {
    filters,
    window: pageWindow(page, STUDENT_PROFILE_PAGE_SIZE),
    visible: visibleStudents(actor),
  });
  return pageOf(actor, {
    page,
    requestUrl: input.requestUrl,
    count,
    results: rows.map((row) => ({ ...toEducation(row), user: toUser(row) })),
  });
}

/** Language knowledge of the school's students, each row with every certificate its student holds. */
export async function searchLanguages(actor: Actor, input: Search<LanguageSearchQuery>): Promise<StudentLanguagePage> {
  const { page, ...filters } = input.query;
  const { rows, count } = await selectLanguagePage(actor, {
    filters,
    window: pageWindow(page, STUDENT_PROFILE_PAGE_SIZE),
    visible: visibleStudents(actor),
  });
  const certificates = await selectCertificatesOf(actor, [...new Set(rows.map((row) => row.userId))]);
  const certificatesOf = new Map<number, StudentLanguage["certificates"]>();
  for (const certificate of certificates) {
    const held = certificatesOf.get(certificate.userId) ?? [];
    held.push({ name: certificate.name, total_score: certificate.totalScore });
    certificatesOf.set(certificate.userId, held);
  }
  return pageOf(actor, {
    page,
    requestUrl: input.requestUrl,
    count,
    results: rows.map(
      (row): StudentLanguage => ({
        id: row.id,
        language: row.language,
        level: row.level,
        user: toUser(row),
        certificates: certificatesOf.get(row.userId) ?? [],
      }),
    ),
  });
}
