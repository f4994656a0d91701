import { and, count, eq, inArray, isNotNull, isNull, lt } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { totpRecoveryCodes, userTotp } from "../../db/schema/index.js";

/**
 * The tables of authenticators and recovery codes are the owner's alone (decision 0126): every function here takes
 * the owner's handle (the `deps.db` of a sign-in or of a route that declares `crossSchool`), never a request's school handle.
 */

export async function totpOf(ownerDb: Db, userId: number) {
  const [row] = await ownerDb.select().from(userTotp).where(eq(userTotp.userId, userId)).limit(1);
  return row ?? null;
}

export async function hasConfirmedTotp(ownerDb: Db, userId: number): Promise<boolean> {
  const [row] = await ownerDb
    .select({ userId: userTotp.userId })
    .from(userTotp)
    .where(and(eq(userTotp.userId, userId), isNotNull(userTotp.confirmedAt)));
  return row !== undefined;
}

/** Keeps a new secret unconfirmed; a confirmed authenticator is never replaced this way. */
export async function keepPendingTotp(ownerDb: Db, input: { userId: number; sealedSecret: string }) {
  const values = { userId: input.userId, sealedSecret: input.sealedSecret, confirmedAt: null, lastStep: 0 };
  await ownerDb
    .insert(userTotp)
    .values(values)
    .onConflictDoUpdate({ target: userTotp.userId, set: values, setWhere: isNull(userTotp.confirmedAt) });
}

/**
 * Records the step of a code accepted, in one conditional update: of two requests with the same code only one
 * passes, and a code of a step already used never again.
 */
export async function takeTotpStep(ownerDb: Db, input: { userId: number; step: number; confirm: boolean }) {
  const now = new Date();
  const taken = await ownerDb
    .update(userTotp)
    .set(input.confirm ? { lastStep: input.step, confirmedAt: now } : { lastStep: input.step })
    .where(and(eq(userTotp.userId, input.userId), lt(userTotp.lastStep, input.step)))
    .returning({ userId: userTotp.userId });
  return taken.length > 0;
}

export async function unusedRecoveryCodes(ownerDb: Db, userId: number) {
  return ownerDb
    .select({ id: totpRecoveryCodes.id, codeHash: totpRecoveryCodes.codeHash })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
}

export async function countUnusedRecoveryCodes(ownerDb: Db, userId: number): Promise<number> {
  const [row] = await ownerDb
    .select({ left: count() })
    .from(totpRecoveryCodes)
    .where(and(eq(totpRecoveryCodes.userId, userId), isNull(totpRecoveryCodes.usedAt)));
  return row?.left ?? 0;
}

/** Spends one recovery code; of two requests with the same code only one gets true. */
export async function spendRecoveryCode(ownerDb: Db, id: number): Promise<boolean> {
  const spent = await ownerDb
    .update(totpRecoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(totpRecoveryCodes.id, id), isNull(totpRecoveryCodes.usedAt)))
    .returning({ id: totpRecoveryCodes.id });
  return spent.length > 0;
}

/** A new set of recovery codes: the old ones stop working. */
export async function replaceRecoveryCodes(ownerDb: Db, input: { userId: number; hashes: string[] }) {
  await ownerDb.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, input.userId));
  await ownerDb.insert(totpRecoveryCodes).values(input.hashes.map((codeHash) => ({ userId: input.userId, codeHash })));
}

export async function removeTotp(ownerDb: Db, userId: number) {
  await ownerDb.delete(totpRecoveryCodes).where(eq(totpRecoveryCodes.userId, userId));
  await ownerDb.delete(userTotp).where(eq(userTotp.userId, userId));
}

/** How many of these users have a confirmed authenticator. */
export async function countConfirmedTotp(ownerDb: Db, userIds: readonly number[]): Promise<number> {
  if (userIds.length === 0) return 0;
  const [row] = await ownerDb
    .select({ confirmed: count() })
    .from(userTotp)
    .where(and(inArray(userTotp.userId, [...userIds]), isNotNull(userTotp.confirmedAt)));
  return row?.confirmed ?? 0;
}
