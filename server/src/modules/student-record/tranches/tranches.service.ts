import type { PaymentTranche } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { inTransaction } from "../../../core/tenancy/scope.js";
import { requireRowAccess, requireStudentAccess } from "../access.js";
import * as queries from "./tranches.queries.js";

/* Payment tranches: the paid total kept on the record in the same transaction as every change of them. */

const toTranche = (row: queries.TrancheRow): PaymentTranche => ({
  id: row.id,
  user_id: row.userId,
  amount: row.amount,
  due_date: row.dueDate,
  paid_on: row.paidOn,
  note: row.note,
});

type TrancheFields = { amount?: number; due_date?: string; paid_on?: string | null; note?: string };

/** The columns a body changes (only the fields it names). */
const trancheChanges = (body: TrancheFields): queries.TrancheChanges => ({
  ...(body.amount !== undefined ? { amount: body.amount } : {}),
  ...(body.due_date !== undefined ? { dueDate: body.due_date } : {}),
  ...(body.paid_on !== undefined ? { paidOn: body.paid_on } : {}),
  ...(body.note !== undefined ? { note: body.note } : {}),
});

export async function listTranches(actor: Actor, userId: number) {
  await requireStudentAccess(actor, "studentRecord.read", { userId });
  const rows = await queries.tranchesOf(actor, userId);
  const record = await queries.recordMoney(actor, userId);
  return {
    results: rows.map(toTranche),
    package_cost: record?.packageCost ?? null,
    paid_total: record?.paidTotal ?? 0,
    payment_balance: record?.balance ?? 0,
  };
}

export async function createTranche(
  actor: Actor,
  body: { user_id: number; amount: number; due_date: string; paid_on?: string | null; note?: string },
) {
  await requireStudentAccess(actor, "studentRecord.manage", { userId: body.user_id });
  return inTransaction(actor, async (tx) => {
    const row = await queries.insertTranche(tx, {
      userId: body.user_id,
      amount: body.amount,
      dueDate: body.due_date,
      paidOn: body.paid_on ?? null,
      note: body.note ?? "",
    });
    await queries.refreshPaidTotal(tx, body.user_id);
    return toTranche(row);
  });
}

/** A tranche of the school's, once the caller may manage its student's record. */
async function requireTranche(actor: Actor, id: number) {
  const tranche = await queries.findTranche(actor, id);
  if (!tranche) throw new AppError("not_found", "Payment tranche not found");
  return requireRowAccess(actor, "studentRecord.manage", tranche);
}

export async function updateTranche(actor: Actor, { id, changes }: { id: number; changes: TrancheFields }) {
  const tranche = await requireTranche(actor, id);
  return inTransaction(actor, async (tx) => {
    const row = await queries.updateTranche(tx, { id: tranche.id, changes: trancheChanges(changes) });
    await queries.refreshPaidTotal(tx, tranche.userId);
    return toTranche(row);
  });
}

export async function deleteTranche(actor: Actor, id: number): Promise<undefined> {
  const tranche = await requireTranche(actor, id);
  await inTransaction(actor, async (tx) => {
    await queries.deleteTranche(tx, tranche.id);
    await queries.refreshPaidTotal(tx, tranche.userId);
  });
  return undefined;
}

/** balance/: what the filtered students owe in total. */
export async function balance(actor: Actor, filters: queries.BalanceFilters) {
  const row = await queries.balanceOf(actor, filters);
  return {
    students: row?.students ?? 0,
    package_cost: row?.packageCost ?? 0,
    paid_total: row?.paid ?? 0,
    payment_balance: row?.balance ?? 0,
  };
}
