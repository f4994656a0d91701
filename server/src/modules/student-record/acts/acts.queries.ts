import { and, count, desc, eq, sql } from "drizzle-orm";
import { byId, deleteInSchool, inSchool, type Scope } from "../../../core/tenancy/scope.js";
import { workActs } from "../../../db/schema/index.js";

export type ActRow = typeof workActs.$inferSelect;

export async function actsOf(scope: Scope, userId: number): Promise<ActRow[]> {
  return scope.db
    .select()
    .from(workActs)
    .where(and(inSchool(scope, workActs), eq(workActs.userId, userId)))
    .orderBy(desc(workActs.date), desc(workActs.id))
    .limit(500);
}

export async function insertAct(
  scope: Scope,
  act: Pick<ActRow, "userId" | "number" | "date" | "amount" | "note">,
): Promise<ActRow> {
  const [row] = await scope.db
    .insert(workActs)
    .values({ schoolId: scope.schoolId, ...act })
    .returning();
  return row!;
}

export async function findAct(scope: Scope, id: number): Promise<ActRow | undefined> {
  const [row] = await scope.db
    .select()
    .from(workActs)
    .where(byId(scope, workActs, id));
  return row;
}

export async function deleteAct(scope: Scope, id: number): Promise<void> {
  await deleteInSchool(scope, { table: workActs, id });
}

/** How many acts the school has and their total amount. */
export async function actTotals(scope: Scope) {
  const [row] = await scope.db
    .select({ count: count(), amount: sql<number>`coalesce(sum(${workActs.amount}), 0)::float8` })
    .from(workActs)
    .where(inSchool(scope, workActs));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}
