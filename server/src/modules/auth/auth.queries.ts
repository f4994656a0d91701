import { and, eq, gt, isNull, or } from "drizzle-orm";
import type { Db } from "../../db/client.js";
import { otpCodes, passwordResets, refreshTokens, schools, users } from "../../db/schema/index.js";

/** The account with what its token claims need from the school, found by e-mail or phone. */
export async function findAccount(db: Db, by: { email?: string; phone?: string; userId?: number }) {
  const condition = by.userId
    ? eq(users.id, by.userId)
    : or(by.email ? eq(users.email, by.email) : undefined, by.phone ? eq(users.phone, by.phone) : undefined);
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      phone: users.phone,
      passwordHash: users.passwordHash,
      firstName: users.firstName,
      role: users.role,
      firstVisit: users.firstVisit,
      schoolId: users.schoolId,
      currency: schools.currency,
      schoolActive: schools.tariffActive,
    })
    .from(users)
    .innerJoin(schools, eq(schools.id, users.schoolId))
    .where(condition)
    .limit(1);
  return row ?? null;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

export async function findLiveRefreshToken(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: refreshTokens.id, userId: refreshTokens.userId })
    .from(refreshTokens)
    .where(
      and(eq(refreshTokens.tokenHash, tokenHash), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}

/** Ends every session of a user: refresh tokens revoked and every access token issued before now refused. */
export async function revokeAllSessions(db: Db, userId: number, now: Date) {
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  await db.update(users).set({ tokensValidAfter: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function findOtp(db: Db, target: string) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.target, target)).limit(1);
  return row ?? null;
}

export async function findLiveReset(db: Db, tokenHash: string, now: Date) {
  const [row] = await db
    .select({ id: passwordResets.id, userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .limit(1);
  return row ?? null;
}
