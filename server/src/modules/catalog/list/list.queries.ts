import { and, asc, desc, sql } from "drizzle-orm";
import type { PageWindow } from "../../../core/pagination.js";
import type { Scope } from "../../../core/tenancy/scope.js";
import { courses } from "../../../db/schema/index.js";
import type { Visibility } from "../catalog.visibility.js";
import { type CatalogFilterInput, filterConditions } from "../catalog-filters.queries.js";
import { visibleConditions } from "../catalog-visibility.queries.js";
import { searchOrder } from "../search/search.queries.js";

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
    asc(courses.order),
    desc(courses.createdAt),
    desc(courses.id),
  ];
  const rows = await scope.db
    .select({ id: courses.id })
    .from(courses)
    .where(and(...visibleConditions(scope, input.visibility), ...filterConditions(query)))
    .orderBy(...orderBy)
    .limit(input.window.limit)
    .offset(input.window.offset);
  return rows.map((row) => row.id);
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
