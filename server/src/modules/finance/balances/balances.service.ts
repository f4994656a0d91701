import { type BalanceListPage, type BalanceListQuery, FINANCE_PAGE_SIZE } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { keysetPage } from "../../../core/pagination.js";
import { personFields } from "../../../core/person-name.js";
import { schoolDayOf } from "../../../core/school-day.js";
import * as queries from "./balances.queries.js";

/** The cursor "balanceMinor_userId" of a row. */
const cursorOf = (row: { balanceMinor: number | null; userId: number }) => `${row.balanceMinor ?? 0}_${row.userId}`;

function parseCursor(after: string | undefined) {
  if (after === undefined) return undefined;
  const [balanceMinor, userId] = after.split("_");
  return { balanceMinor: Number(balanceMinor), userId: Number(userId) };
}

/** balance/students/: the filtered students one by one, largest debt first, a keyset page at a time. */
export async function listBalances(actor: Actor, query: BalanceListQuery): Promise<BalanceListPage> {
  const { after, ...filters } = query;
  const { today } = await schoolDayOf(actor);
  const rows = await queries.balancePage(actor, { filters, after: parseCursor(after), today });
  const { page, next } = keysetPage(rows, { size: FINANCE_PAGE_SIZE, cursorOf });
  return {
    results: page.map((row) => ({
      ...personFields(row),
      email: row.email,
      package_cost: row.packageCost,
      paid_total: row.paidTotal,
      payment_balance: row.balance ?? 0,
      overdue_count: row.overdueCount,
      overdue_amount: row.overdueAmount,
    })),
    next_cursor: next,
  };
}
