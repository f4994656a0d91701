import { eq } from "drizzle-orm";
import { byId, type Scope } from "../../core/tenancy/scope.js";
import { users } from "../../db/schema/index.js";

export async function selectUser(scope: Scope, userId: number) {
  const [user] = await scope.db
    .select()
    .from(users)
    .where(byId(scope, users, userId))
    .limit(1);
  return user;
}

/** Who holds the phone number already, if anyone. */
export async function phoneHolder(scope: Scope, { phone }: { phone: string }) {
  const [holder] = await scope.db.select({ id: users.id }).from(users).where(eq(users.phone, phone)).limit(1);
  return holder;
}
