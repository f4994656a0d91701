import { LIST_VIEWS_LIMIT, type ListViewBody } from "@school/contracts";
import { and, asc, eq, or, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { byId, deleteInSchool, inSchool, joinedInSchool, type Scope } from "../../core/tenancy/scope.js";
import { userListViews, users } from "../../db/schema/index.js";

const owners = alias(users, "owners");

const viewColumns = {
  id: userListViews.id,
  name: userListViews.name,
  shared: userListViews.shared,
  filters: userListViews.filters,
  columns: userListViews.columns,
  ordering: userListViews.ordering,
  ownerId: userListViews.ownerId,
  ownerName: sql<string | null>`trim(${owners.firstName} || ' ' || ${owners.lastName})`,
  updatedAt: userListViews.updatedAt,
};
export type ViewRow = Awaited<ReturnType<typeof viewRows>>[number];

/** Views of the school, with their author's name: the caller's own and the shared ones, or one by id. */
function viewRows(scope: Scope, where: ReturnType<typeof and>) {
  return scope.db
    .select(viewColumns)
    .from(userListViews)
    .leftJoin(owners, joinedInSchool(owners, { from: userListViews, by: userListViews.ownerId }))
    .where(and(inSchool(scope, userListViews), where));
}

/**
 * The caller's own views and the school's shared ones, each bounded (two index range scans: the owner's and the
 * partial index of the shared views), own first, by name.
 */
export async function visibleViews(scope: Scope, ownerId: number): Promise<ViewRow[]> {
  const [own, shared] = await Promise.all([
    viewRows(scope, eq(userListViews.ownerId, ownerId))
      .orderBy(asc(userListViews.name), asc(userListViews.id))
      .limit(LIST_VIEWS_LIMIT),
    viewRows(scope, and(eq(userListViews.shared, true), sql`${userListViews.ownerId} <> ${ownerId}`))
      .orderBy(asc(userListViews.name), asc(userListViews.id))
      .limit(LIST_VIEWS_LIMIT),
  ]);
  return [...own, ...shared];
}

/** One view the caller may see (their own, or shared), or none. */
export async function visibleView(scope: Scope, input: { id: number; ownerId: number }): Promise<ViewRow | undefined> {
  const [row] = await viewRows(
    scope,
    and(
      byId(scope, userListViews, input.id),
      or(eq(userListViews.ownerId, input.ownerId), eq(userListViews.shared, true)),
    ),
  );
  return row;
}

/** How many views of each kind the owner already has: their own, and the shared ones of the school. */
export async function viewCounts(scope: Scope, ownerId: number) {
  const [row] = await scope.db
    .select({
      own: sql<number>`count(*) filter (where ${userListViews.ownerId} = ${ownerId})`.mapWith(Number),
      shared: sql<number>`count(*) filter (where ${userListViews.shared})`.mapWith(Number),
    })
    .from(userListViews)
    .where(inSchool(scope, userListViews));
  return { own: row?.own ?? 0, shared: row?.shared ?? 0 };
}

export async function insertView(scope: Scope, input: { ownerId: number; body: ListViewBody }): Promise<number> {
  const [row] = await scope.db
    .insert(userListViews)
    .values({ schoolId: scope.schoolId, ownerId: input.ownerId, ...input.body })
    .returning({ id: userListViews.id });
  return row!.id;
}

export async function updateView(scope: Scope, input: { id: number; body: ListViewBody }): Promise<void> {
  await scope.db
    .update(userListViews)
    .set({ ...input.body, updatedAt: new Date() })
    .where(byId(scope, userListViews, input.id));
}

export async function deleteView(scope: Scope, id: number): Promise<void> {
  await deleteInSchool(scope, { table: userListViews, id });
}
