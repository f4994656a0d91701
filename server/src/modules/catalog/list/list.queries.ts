import { and, asc, desc, sql } from "drizzle-orm";
import type { PageWindow } from "../../../core/pagination.js";
import { preparedVariant } from "../../../core/tenancy/prepared-in-school.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { courses } from "../../../db/schema/index.js";
import type { Visibility } from "../catalog.visibility.js";
import { type CatalogFilterInput, filterConditions } from "../catalog-filters.queries.js";
import { placeholderVisibility, visibilityVariant, visibleConditions } from "../catalog-visibility.queries.js";
import { searchOrder } from "../search/search.queries.js";

/** The catalogue's own order, after any sort asked: the school's `order`, newest first, and the id. */
const DEFAULT_ORDER = [asc(courses.order), desc(courses.createdAt), desc(courses.id)];

/**
 * The ids of one page. Order: the explicit sorts (fee, then tuition), then relevance when searching, then the
 * school's own `order`, newest first, and the id, so the order is total and pages never overlap or skip. The
 * default order is read straight off `courses_school_order_idx` (decision 0010).
 */
export async function selectPageIds(
  scope: Scope,
  input: { visibility: Visibility; query: CatalogFilterInput; window: PageWindow },
): Promise<number[]> {
  const { query } = input;
  const relevance = searchOrder(query);
  const direction = (value: "asc" | "desc" | undefined) => (value === "desc" ? desc : asc);
  const orderBy = [
    ...(query.cost_value ? [direction(query.cost_value)(courses.cost)] : []),
    ...(query.price_value ? [direction(query.price_value)(courses.price)] : []),
    ...(relevance ? [relevance] : []),
    ...DEFAULT_ORDER,
  ];
  const filters = filterConditions(query);
  const { visibility, window } = input;
  const rows =
    filters.length === 0 && orderBy.length === DEFAULT_ORDER.length
      ? await unfilteredPageIds(visibility)(scope, { ...window, memberId: visibility.memberId })
      : await scope.db
          .select({ id: courses.id })
          .from(courses)
          .where(and(...visibleConditions(scope, visibility), ...filters))
          .orderBy(...orderBy)
          .limit(window.limit)
          .offset(window.offset);
  return rows.map((row) => row.id);
}

/**
 * A page's ids of the programs the visibility shows, unfiltered, in the default order: a member's own list (my/), the
 * staff's first look. Prepared per visibility (core/tenancy/prepared-in-school.ts).
 */
const unfilteredPageIds = (visibility: Visibility) =>
  preparedVariant<{ limit: number; offset: number; memberId?: number }, { id: number }[]>(
    `catalog_page_ids_${visibilityVariant(visibility)}`,
    (scope, name) =>
      scope.db
        .select({ id: courses.id })
        .from(courses)
        .where(and(...visibleConditions(scope, placeholderVisibility(visibility))))
        .orderBy(...DEFAULT_ORDER)
        .limit(sql.placeholder("limit"))
        .offset(sql.placeholder("offset"))
        .prepare(name),
  );

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
