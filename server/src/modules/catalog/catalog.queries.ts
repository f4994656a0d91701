import type { TranslateLang } from "@school/contracts";
import { and, asc, desc, eq, getTableName, inArray, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type PageWindow, rowsOfPage } from "../../core/pagination.js";
import { byId, inSchool, inTransaction, type Scope } from "../../core/tenancy/scope.js";
import {
  courseDocuments,
  courseMembers,
  courseRequirementCertificates,
  courseRounds,
  courses,
  DICTIONARY_TABLES,
  shownName,
  users,
} from "../../db/schema/index.js";
import { type CatalogFilterInput, filterConditions } from "./catalog.filters.js";
import { searchOrder, TYPO_THRESHOLD, titleSimilarity, wordMatch } from "./catalog-search.js";

/** Which of the school's programs a call may see at all, before any filter. */
export type Visibility = {
  /** Only programs shown in the catalogue (`show`). */
  visibleOnly: boolean;
  /** Only programs this user teaches or studies (my/). */
  memberId?: number;
};

/** The programs of the scope's school a call with this visibility may see. */
export function visibleConditions(scope: Scope, visibility: Visibility): SQL[] {
  const conditions = [inSchool(scope, courses)];
  if (visibility.visibleOnly) conditions.push(eq(courses.show, true));
  if (visibility.memberId !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${courseMembers} where ${courseMembers.courseId} = ${courses.id} and ${courseMembers.userId} = ${visibility.memberId})`,
    );
  }
  return conditions;
}

/** Whether the search's words occur anywhere in the visible programs, whatever the other filters say. */
export async function anyWordMatch(
  scope: Scope,
  input: { visibility: Visibility; q: string | undefined },
): Promise<boolean> {
  const match = wordMatch(input.q);
  if (!match) return false;
  const found = await scope.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...visibleConditions(scope, input.visibility), match))
    .limit(1);
  return found.length > 0;
}

/**
 * Up to `limit` visible programs whose titles are spelled nearly as the search, best first. Every candidate
 * of the trigram index is rechecked on its row, so the inner LIMIT bounds the work however common the near
 * spelling is; only those are ordered by closeness. The similarity threshold is set for this transaction only
 * (`set_config(..., true)`), so pooled connections never keep it.
 */
export function selectSimilarTitles(
  scope: Scope,
  input: { visibility: Visibility; q: string | undefined; limit: number },
): Promise<number[]> {
  const { match, closeness } = titleSimilarity(input.q);
  return inTransaction(scope, async (tx) => {
    await tx.db.execute(sql`select set_config('pg_trgm.word_similarity_threshold', ${String(TYPO_THRESHOLD)}, true)`);
    const candidates = tx.db
      .select({ id: courses.id, closeness: sql<number>`${closeness}`.as("closeness") })
      .from(courses)
      .where(and(...visibleConditions(tx, input.visibility), match))
      .limit(input.limit)
      .as("candidates");
    const rows = await tx.db
      .select({ id: candidates.id })
      .from(candidates)
      .orderBy(desc(candidates.closeness), desc(candidates.id));
    return rows.map((row) => row.id);
  });
}

type DictionaryTable = (typeof DICTIONARY_TABLES)[keyof typeof DICTIONARY_TABLES];
export type NamedRow = { id: number; name: string };

/**
 * Drizzle writes columns unqualified in the select list of a one-table query, where a subquery would take them
 * for its own; columns of the outer program row are spelled out there.
 */
const outer = (column: PgColumn) => sql`${sql.identifier(getTableName(courses))}.${sql.identifier(column.name)}`;

/** The entry's columns as the subquery's alias `entry` names them, for the shown-name rule. */
const ENTRY_COLUMNS = { nameRu: sql`entry.name_ru`, nameKk: sql`entry.name_kk`, nameEn: sql`entry.name_en` };

/**
 * A dictionary entry's id and its name in the reader's language (decision 0020), read for the page's rows only.
 * Scalar subqueries instead of seven LEFT JOINs: PostgreSQL evaluates them after the sort and limit (12 rows), and
 * planning an eight-table join cost ~20 ms per call (decision 0010). The entry must belong to the program's school,
 * so a stray foreign id shows no name.
 */
const nameOf = (input: { table: DictionaryTable; column: PgColumn; language: TranslateLang }) =>
  sql<NamedRow | null>`(select json_build_object('id', entry.id, 'name', ${shownName(ENTRY_COLUMNS, input.language)}) from ${input.table} as entry where entry.id = ${outer(input.column)} and entry.school_id = ${outer(courses.schoolId)})`;

export type RoundRow = { id: number; start: string; end: string };

/** The program's next round that has not ended: what a card shows. */
const nextRound = (today: string) =>
  sql<RoundRow | null>`(select json_build_object('id', round.id, 'start', round.starts_on, 'end', round.ends_on) from ${courseRounds} as round where round.course_id = ${outer(courses.id)} and round.ends_on >= ${today} order by round.starts_on, round.id limit 1)`;

/** Cards with their dictionary names (in the reader's language) and next round, in one statement. */
function selectCards(scope: Scope, input: { today: string; language: TranslateLang }) {
  const { language } = input;
  return scope.db
    .select({
      id: courses.id,
      titleRu: courses.titleRu,
      titleKk: courses.titleKk,
      titleEn: courses.titleEn,
      shortDescRu: courses.shortDescRu,
      shortDescKk: courses.shortDescKk,
      shortDescEn: courses.shortDescEn,
      poster: courses.poster,
      posterThumb: courses.posterThumb,
      cost: courses.cost,
      price: courses.price,
      priceCurrency: courses.priceCurrency,
      isFree: courses.isFree,
      language: courses.language,
      canSort: courses.canSort,
      show: courses.show,
      tag: nameOf({ table: DICTIONARY_TABLES.tag, column: courses.tagId, language }),
      degree: nameOf({ table: DICTIONARY_TABLES.degree, column: courses.degreeId, language }),
      format: nameOf({ table: DICTIONARY_TABLES.format, column: courses.formatId, language }),
      university: nameOf({ table: DICTIONARY_TABLES.univer, column: courses.universityId, language }),
      speciality: nameOf({ table: DICTIONARY_TABLES.spec, column: courses.specialityId, language }),
      city: nameOf({ table: DICTIONARY_TABLES.city, column: courses.cityId, language }),
      univerTag: nameOf({ table: DICTIONARY_TABLES.univerTag, column: courses.univerTagId, language }),
      nextRound: nextRound(input.today),
    })
    .from(courses);
}
export type CardRow = Awaited<ReturnType<typeof selectCards>>[number];

/**
 * One page of cards, in two steps (`rowsOfPage`): the page's ids in the list's order, then the cards of those ids
 * only, so the skipped rows of a deep page cost an index entry each rather than a card's eight subqueries.
 */
export function selectCardPage(
  scope: Scope,
  input: { visibility: Visibility; query: CatalogFilterInput; window: PageWindow; language: TranslateLang },
): Promise<CardRow[]> {
  const { visibility, query, language } = input;
  return rowsOfPage({
    window: input.window,
    selectIds: (window) => selectPageIds(scope, { visibility, query, window }),
    // The visibility again: a program hidden or moved between the two steps is left out rather than shown.
    loadRows: (ids) =>
      selectCards(scope, { today: query.day.today, language }).where(
        and(...visibleConditions(scope, visibility), inArray(courses.id, ids)),
      ),
  });
}

/**
 * The ids of one page. Order: the explicit sorts (fee, then tuition), then relevance when searching, then the
 * school's own `order`, newest first, and the id, so the order is total and pages never overlap or skip. The
 * default order is read straight off `courses_school_order_idx` (decision 0010).
 */
function selectPageIds(scope: Scope, input: { visibility: Visibility; query: CatalogFilterInput; window: PageWindow }) {
  const { query } = input;
  const relevance = searchOrder(query);
  const direction = (value: "asc" | "desc" | undefined) => (value === "desc" ? desc : asc);
  const orderBy = [
    ...(query.cost_value ? [direction(query.cost_value)(courses.cost)] : []),
    ...(query.price_value ? [direction(query.price_value)(courses.price)] : []),
    ...(relevance ? [relevance] : []),
    asc(courses.order),
    desc(courses.createdAt),
    desc(courses.id),
  ];
  return scope.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...visibleConditions(scope, input.visibility), ...filterConditions(query)))
    .orderBy(...orderBy)
    .limit(input.window.limit)
    .offset(input.window.offset);
}

/** One program as a card (or nothing), for its page; the caller adds what only the page shows. */
export async function selectCard(
  scope: Scope,
  input: { visibility: Visibility; courseId: number; today: string; language: TranslateLang },
) {
  const [row] = await selectCards(scope, input)
    .where(and(...visibleConditions(scope, input.visibility), eq(courses.id, input.courseId)))
    .limit(1);
  return row;
}

/** What the program page shows beyond the card: texts, media, requirements, documents, rounds and teachers. */
export async function selectPageExtras(scope: Scope, courseId: number) {
  const { db } = scope;
  const [details, rounds, certificates, teachers, documents] = await Promise.all([
    db
      .select({
        fullDescRu: courses.fullDescRu,
        fullDescKk: courses.fullDescKk,
        fullDescEn: courses.fullDescEn,
        youtubeLink: courses.youtubeLink,
        propertyForm: courses.propertyForm,
        country: courses.country,
        package: courses.package,
        period: courses.period,
        minPassPercent: courses.minPassPercent,
        requirementDegree: courses.requirementDegree,
        requirementYears: courses.requirementYears,
      })
      .from(courses)
      .where(byId(scope, courses, courseId)),
    db
      .select({ id: courseRounds.id, start: courseRounds.startsOn, end: courseRounds.endsOn })
      .from(courseRounds)
      .where(and(inSchool(scope, courseRounds), eq(courseRounds.courseId, courseId)))
      .orderBy(asc(courseRounds.startsOn), asc(courseRounds.id)),
    db
      .select({
        id: courseRequirementCertificates.id,
        certificate: courseRequirementCertificates.certificate,
        min_score: courseRequirementCertificates.minScore,
      })
      .from(courseRequirementCertificates)
      .where(and(inSchool(scope, courseRequirementCertificates), eq(courseRequirementCertificates.courseId, courseId)))
      .orderBy(asc(courseRequirementCertificates.id)),
    db
      .select({ id: users.id, first_name: users.firstName, last_name: users.lastName })
      .from(courseMembers)
      .innerJoin(users, and(eq(users.id, courseMembers.userId), inSchool(scope, users)))
      .where(and(eq(courseMembers.courseId, courseId), eq(courseMembers.role, "teacher")))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id)),
    db
      .select({ docName: courseDocuments.docName })
      .from(courseDocuments)
      .where(and(inSchool(scope, courseDocuments), eq(courseDocuments.courseId, courseId)))
      .orderBy(asc(courseDocuments.id)),
  ]);
  const [detail] = details;
  return detail
    ? { ...detail, rounds, certificates, teachers, documents: documents.map((document) => document.docName) }
    : undefined;
}

/** The highest fee and tuition of the visible programs: the sliders' upper ends. */
export async function selectMaxPrice(scope: Scope, visibility: Visibility): Promise<{ cost: number; price: number }> {
  const [row] = await scope.db
    .select({
      cost: sql<number>`coalesce(max(${courses.cost}), 0)`.mapWith(Number),
      price: sql<number>`coalesce(max(${courses.price}), 0)`.mapWith(Number),
    })
    .from(courses)
    .where(and(...visibleConditions(scope, visibility)));
  return row ?? { cost: 0, price: 0 };
}
