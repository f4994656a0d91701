import { byId, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { payments, users } from "../../../db/schema/index.js";

/**
 * The payment, locked for a refund without waiting (NOWAIT): a second refund of it while the first still talks to
 * the provider fails at once (SQLSTATE 55P03) instead of holding a connection until the first is done.
 */
export async function lockForRefund(scope: Scope, paymentId: number) {
  const [row] = await scope.db
    .select()
    .from(payments)
    .where(byId(scope, payments, paymentId))
    .for("update", { noWait: true });
  return row ?? null;
}

/** The staff member's name as the payment's history keeps it. */
export async function staffName(scope: Scope, userId: number): Promise<string> {
  const row = await rowById(scope, {
    table: users,
    id: userId,
    columns: { firstName: users.firstName, lastName: users.lastName },
  });
  return `${row?.firstName ?? ""} ${row?.lastName ?? ""}`.trim();
}
