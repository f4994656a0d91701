import { CATALOG_PAGE_SIZE, type CatalogMaxPrice, type CatalogPage, type CatalogQuery } from "@school/contracts";
import type { Actor, Visitor } from "../../../core/access/actor.js";
import { AppError, notFound } from "../../../core/errors.js";
import { type PageWindow, pageLinks, pageWindow } from "../../../core/pagination.js";
import { schoolDayOf } from "../../../core/school-day.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { toCard } from "../catalog.answers.js";
import { type CardRow, selectCardsOf } from "../catalog.queries.js";
import { seesHidden, type Visibility } from "../catalog.visibility.js";
import type { CatalogFilterInput } from "../catalog-filters.queries.js";
import { canSearchFuzzy, FUZZY_LIMIT } from "../search/search.js";
import { anyWordMatch, selectSimilarTitles } from "../search/search.queries.js";
import { type IndexSearch, namedCardsOf, searchCatalogIndex } from "./catalog-index.js";
import { countWithFacets } from "./facets.queries.js";
import { selectMaxPrice, selectPageIds } from "./list.queries.js";

/** A list call: the query as validated, and the request's path and query for the page links. */
type ListInput = { query: Partial<CatalogQuery>; requestUrl: string };
/** A signed-in list call whose path names a school. */
type SchoolListInput = ListInput & { pathSchoolId: number };

/** The public catalogue of a school (guests by domain, or a signed-in caller's own school). */
export function guestCatalog(visitor: Visitor, input: ListInput): Promise<CatalogPage> {
  return listPage(visitor, { ...input, visibility: { visibleOnly: true } });
}

/**
 * The signed-in catalogue. The path names a school, but the caller's own school decides what is read: another
 * school's id answers 404, as any other school's object does.
 */
export function schoolCatalog(actor: Actor, input: SchoolListInput): Promise<CatalogPage> {
  if (input.pathSchoolId !== actor.schoolId) throw notFound("School not found");
  return listPage(actor, { ...input, visibility: { visibleOnly: true } });
}

/** The staff's program list: hidden programs included. */
export function staffList(actor: Actor, input: SchoolListInput): Promise<CatalogPage> {
  if (input.pathSchoolId !== actor.schoolId) throw notFound("School not found");
  return listPage(actor, { ...input, visibility: { visibleOnly: false } });
}

/** Programs the caller teaches or studies; a student's hidden programs stay hidden, as everywhere else. */
export async function myCourses(actor: Actor, input: ListInput): Promise<CatalogPage> {
  const visibility = { visibleOnly: !(await seesHidden(actor)), memberId: actor.caller.userId };
  return listPage(actor, { ...input, visibility });
}

async function listPage(visitor: Visitor, input: ListInput & { visibility: Visibility }): Promise<CatalogPage> {
  assertRanges(input.query);
  const { visibility, query } = input;
  const page = query.page ?? 1;
  const language = visitor.language;
  const window = pageWindow(page, CATALOG_PAGE_SIZE);
  // The whole visible catalogue (guests', students') is searched in memory; a member's or the staff's lists in SQL.
  const wholeCatalogue = visibility.visibleOnly && visibility.memberId === undefined;
  let found: IndexSearch;
  let rows: CardRow[];
  if (wholeCatalogue) {
    const { index, ...search } = await searchCatalogIndex(visitor, { query, window });
    found = search;
    rows = await namedCardsOf(visitor, { index, ids: found.ids, today: found.day.today, language });
  } else {
    found = await searchDatabase(visitor, { visibility, query, window });
    rows = await selectCardsOf(visitor, { visibility, ids: found.ids, today: found.day.today, language });
  }
  const { count, facets, day } = found;
  const links = pageLinks({
    publicUrl: visitor.deps.env.PUBLIC_URL,
    requestUrl: input.requestUrl,
    page,
    pageSize: CATALOG_PAGE_SIZE,
    count,
  });
  const { storage } = visitor.deps;
  return { count, ...links, results: rows.map((row) => toCard(storage, { row, language, today: day.today })), facets };
}

/** A page's ids, count and facets read by SQL: the list narrowed to a member's programs, or the staff's. */
async function searchDatabase(
  visitor: Visitor,
  input: { visibility: Visibility; query: Partial<CatalogQuery>; window: PageWindow },
): Promise<IndexSearch> {
  const { visibility, window } = input;
  const day = await schoolDayOf(visitor);
  const read = (query: CatalogFilterInput) =>
    Promise.all([
      selectPageIds(visitor, { visibility, query, window }),
      countWithFacets(visitor, { visibility, query }),
    ]);
  const exact = { ...input.query, day };
  let [ids, { count, facets }] = await read(exact);
  if (count === 0 && (await isTypo(visitor, { visibility, q: exact.q, facets }))) {
    const similar = await selectSimilarTitles(visitor, { visibility, q: exact.q, limit: FUZZY_LIMIT });
    if (similar.length > 0) [ids, { count, facets }] = await read({ ...exact, similar });
  }
  return { ids, count, facets, day };
}

/**
 * A search that finds nothing is taken for a typo only when its words occur nowhere in the visible programs: words
 * that exist but not under the chosen filters are an honest "nothing here", and the facet counts show where they are
 * (when a facet row counts anything, the words exist, and no query is needed to know it).
 */
async function isTypo(
  scope: Scope,
  input: { visibility: Visibility; q: string | undefined; facets: CatalogPage["facets"] },
): Promise<boolean> {
  if (!canSearchFuzzy(input.q)) return false;
  if (Object.values(input.facets).some((row) => row.length > 0)) return false;
  return !(await anyWordMatch(scope, input));
}

export async function maxPrice(visitor: Visitor): Promise<CatalogMaxPrice> {
  const { cost, price } = await selectMaxPrice(visitor, { visibleOnly: true });
  return { max_cost: cost, max_price: price };
}

/** Ranges given upside down are a client error, not an empty page: the client would show "nothing found". */
const RANGES = [
  ["cost_min", "cost_max"],
  ["price_min", "price_max"],
  ["start", "end"],
  ["changed_at_after", "changed_at_before"],
] as const satisfies readonly (readonly [keyof CatalogQuery, keyof CatalogQuery])[];

function assertRanges(query: Partial<CatalogQuery>): void {
  const fields: Record<string, string> = {};
  for (const [low, high] of RANGES) {
    const from = query[low];
    const to = query[high];
    if (from !== undefined && to !== undefined && from > to) fields[high] = `must not be below ${low}`;
  }
  if (Object.keys(fields).length > 0) {
    throw new AppError("validation_failed", "Check the data: some fields are invalid", { fields });
  }
}
