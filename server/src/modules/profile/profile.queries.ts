import { eq } from "drizzle-orm";
import { rowById, type Scope } from "../../core/tenancy/scope.js";
import { users } from "../../db/schema/index.js";

export async function selectUser(scope: Scope, userId: number) {
  return rowById(scope, { table: users, id: userId });
}

/** Who holds the phone number already, if anyone. */
export async function phoneHolder(scope: Scope, { phone }: { phone: string }) {
  const [holder] = await scope.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return holder;
}
