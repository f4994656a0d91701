import { and, count, desc, eq, sql } from "drizzle-orm";
import { deleteInSchool, inSchool, insertRowInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
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

type ActValues = Pick<ActRow, "userId" | "number" | "date" | "amount" | "note">;

export const insertAct = (scope: Scope, act: ActValues) => insertRowInSchool(scope, { table: workActs, values: act });
export const findAct = (scope: Scope, id: number) => rowById(scope, { table: workActs, id });
export const deleteAct = (scope: Scope, id: number) => deleteInSchool(scope, { table: workActs, id });

/** How many acts the school has and their total amount. */
export async function actTotals(scope: Scope) {
  const [row] = await scope.db
    .select({ count: count(), amount: sql<number>`coalesce(sum(${workActs.amount}), 0)::float8` })
    .from(workActs)
    .where(inSchool(scope, workActs));
  return { count: row?.count ?? 0, amount: row?.amount ?? 0 };
}
