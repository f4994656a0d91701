import type { PaymentTranche } from "@school/contracts";
import type { Actor } from "../../../core/access/actor.js";
import { AppError } from "../../../core/errors.js";
import { schoolDayOf } from "../../../core/school-day.js";
import { inTransaction, type Scope } from "../../../core/tenancy/scope.js";
import { requireRowAccess, requireStudentAccess } from "../access.js";
import * as queries from "./tranches.queries.js";

/* Payment tranches: the paid total kept on the record in the same transaction as every change of them. */

const toTranche = (row: queries.TrancheRow, today: string): PaymentTranche => ({
  id: row.id,
  user_id: row.userId,
  amount: row.amount,
  due_date: row.dueDate,
  paid_on: row.paidOn,
  note: row.note,
  overdue: row.paidOn === null && row.dueDate < today,
});

type TrancheFields = {
  amount?: number;
  due_date?: string;
  paid_on?: string | null;
  note?: string;
  confirm_overpay?: boolean;
};

/**
 * A change that makes the paid total exceed the package cost (or exceed it further) answers 409 `overpay` with the
 * figures, unless the body confirms it (decision 0053): the excess is then the student's credit.
 */
async function refuseUnconfirmedOverpay(
  scope: Scope,
  input: { userId: number; before: number; after: number; confirmed: boolean | undefined },
) {
  if (input.confirmed || input.after <= input.before) return;
  const record = await queries.recordMoney(scope, input.userId);
  const paid = (record?.paidTotal ?? 0) - input.before + input.after;
  const cost = record?.charged ?? null;
  if (cost === null || paid <= cost) return;
  throw new AppError(
    "overpay",
    `This payment makes the paid total ${paid} exceed the package cost ${cost} by ${paid - cost}; send confirm_overpay: true to record it as credit`,
    { fields: { confirm_overpay: `Credit of ${paid - cost}` } },
  );
}

/** What a tranche adds to the paid total: its amount once paid. */
const paidPart = (tranche: { amount: number; paidOn: string | null }) => (tranche.paidOn === null ? 0 : tranche.amount);

/** The columns a body changes (only the fields it names). */
const trancheChanges = (body: TrancheFields): queries.TrancheChanges => ({
  ...(body.amount !== undefined ? { amount: body.amount } : {}),
  ...(body.due_date !== undefined ? { dueDate: body.due_date } : {}),
  ...(body.paid_on !== undefined ? { paidOn: body.paid_on } : {}),
  ...(body.note !== undefined ? { note: body.note } : {}),
});

export async function listTranches(actor: Actor, userId: number) {
  await requireStudentAccess(actor, { permission: "payment.read", student: { userId } });
  const rows = await queries.tranchesOf(actor, userId);
  const record = await queries.recordMoney(actor, userId);
  const { today } = await schoolDayOf(actor);
  return {
    results: rows.map((row) => toTranche(row, today)),
    // What is charged (the package and the programs bought in instalments), so cost less paid is the balance (0166).
    package_cost: record?.charged ?? null,
    paid_total: record?.paidTotal ?? 0,
    payment_balance: record?.balance ?? 0,
  };
}

export async function createTranche(
  actor: Actor,
  body: {
    user_id: number;
    amount: number;
    due_date: string;
    paid_on?: string | null;
    note?: string;
    confirm_overpay?: boolean;
  },
) {
  await requireStudentAccess(actor, { permission: "studentRecord.manage", student: { userId: body.user_id } });
  const { today } = await schoolDayOf(actor);
  return inTransaction(actor, async (tx) => {
    await refuseUnconfirmedOverpay(tx, {
      userId: body.user_id,
      before: 0,
      after: paidPart({ amount: body.amount, paidOn: body.paid_on ?? null }),
      confirmed: body.confirm_overpay,
    });
    const row = await queries.insertTranche(tx, {
      userId: body.user_id,
      amount: body.amount,
      dueDate: body.due_date,
      paidOn: body.paid_on ?? null,
      note: body.note ?? "",
    });
    await queries.refreshTotals(tx, body.user_id);
    return toTranche(row, today);
  });
}

/** A tranche of the school's, once the caller may manage its student's record. */
async function requireTranche(actor: Actor, id: number) {
  const tranche = await queries.findTranche(actor, id);
  if (!tranche) throw new AppError("not_found", "Payment tranche not found");
  return requireRowAccess(actor, { permission: "studentRecord.manage", row: tranche });
}

export async function updateTranche(actor: Actor, { id, changes }: { id: number; changes: TrancheFields }) {
  const tranche = await requireTranche(actor, id);
  const { today } = await schoolDayOf(actor);
  const columns = trancheChanges(changes);
  return inTransaction(actor, async (tx) => {
    await refuseUnconfirmedOverpay(tx, {
      userId: tranche.userId,
      before: paidPart(tranche),
      after: paidPart({ ...tranche, ...columns }),
      confirmed: changes.confirm_overpay,
    });
    const row = await queries.updateTranche(tx, { id: tranche.id, changes: columns });
    await queries.refreshTotals(tx, tranche.userId);
    return toTranche(row, today);
  });
}

export async function deleteTranche(actor: Actor, id: number): Promise<undefined> {
  const tranche = await requireTranche(actor, id);
  await inTransaction(actor, async (tx) => {
    await queries.deleteTranche(tx, tranche.id);
    await queries.refreshTotals(tx, tranche.userId);
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
