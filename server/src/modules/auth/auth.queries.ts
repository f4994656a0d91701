import { TWO_FACTOR_ROLES } from "@school/contracts";
import { and, eq, gt, inArray, isNull, lt, or, type SQL, sql } from "drizzle-orm";
import { REFRESH_REUSE_SECONDS } from "../../core/auth/tokens.js";
import { byId, type InSchoolValues, inNamedSchool, inSchool, type Scope, schoolOf } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import { otpCodes, passwordResets, refreshTokens, schools, users } from "../../db/schema/index.js";

/**
 * A refresh token that still answers at `now`: never revoked, or rotated within the reuse interval (its `revokedAt`
 * then lies ahead, decision 0182).
 */
function answersAt(now: Date): SQL {
  return or(isNull(refreshTokens.revokedAt), gt(refreshTokens.revokedAt, now))!;
}

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
      language: users.language,
      schoolId: users.schoolId,
      currency: schools.currency,
      schoolActive: schools.tariffActive,
      schoolTimeZone: schools.timeZone,
      schoolRequiresTwoFactor: schools.requireStaffTwoFactor,
    })
    .from(users)
    .innerJoin(schools, schoolOf(users))
    .where(condition)
    .limit(1);
  return row ?? null;
}
export type Account = NonNullable<Awaited<ReturnType<typeof findAccount>>>;

/**
 * The user of a live refresh token, read and not spent: a page drawn for the session (decision 0176) leaves the
 * token to the browser's own refresh call. A token of another school's account answers as an unknown one.
 */
export async function findLiveRefreshToken(db: Db, input: { tokenHash: string; now: Date; schoolId: number }) {
  const [row] = await db
    .select({ userId: refreshTokens.userId })
    .from(refreshTokens)
    .innerJoin(users, eq(users.id, refreshTokens.userId))
    .where(
      and(
        eq(refreshTokens.tokenHash, input.tokenHash),
        answersAt(input.now),
        gt(refreshTokens.expiresAt, input.now),
        inNamedSchool(users, input.schoolId),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Spends a live refresh token in one conditional update. Its first spending leaves it the reuse interval
 * (`REFRESH_REUSE_SECONDS`, decision 0182), so a refresh whose answer was lost may be asked again; once the interval
 * has passed, no request gets its user back.
 */
export async function spendRefreshToken(db: Db, input: { tokenHash: string; now: Date; schoolId: number | null }) {
  const { tokenHash, now } = input;
  // A token of another school's account is not spent, and answers as an unknown one (decision 0128).
  const ofSchool = db
    .select({ id: users.id })
    .from(users)
    .where(inNamedSchool(users, input.schoolId ?? -1));
  const [row] = await db
    .update(refreshTokens)
    .set({
      revokedAt: sql`coalesce(${refreshTokens.revokedAt}, ${new Date(now.getTime() + REFRESH_REUSE_SECONDS * 1000)})`,
    })
    .where(
      and(
        eq(refreshTokens.tokenHash, tokenHash),
        answersAt(now),
        gt(refreshTokens.expiresAt, now),
        inArray(refreshTokens.userId, ofSchool),
      ),
    )
    .returning({ userId: refreshTokens.userId });
  return row ?? null;
}

/**
 * Ends an account's sessions from its school's handle, which cannot read the refresh tokens: the owner's function
 * `revoke_account_sessions` revokes them, for an account of that school only (decision 0129).
 */
export async function revokeSessionsOf(scope: Scope, userId: number): Promise<void> {
  await scope.db.execute(sql`select revoke_account_sessions(${scope.schoolId}, ${userId})`);
}

/**
 * Stores the set-password links of accounts the school made, from its handle, which cannot read the links' table:
 * the owner's function `issue_password_links` stores them, for that school's accounts only (decision 0129).
 */
export async function issuePasswordLinks(
  scope: Scope,
  links: { userIds: number[]; tokenHashes: string[]; expiresAt: Date },
): Promise<void> {
  // A call of a database function: the query builder has no form for it.
  await scope.db.execute(
    sql`select issue_password_links(${scope.schoolId}, ${sql.param(links.userIds)}::int[], ${sql.param(links.tokenHashes)}::text[], ${links.expiresAt})`,
  );
}

/**
 * The school's name, as its mails and authenticator entries show it; undefined when the school is gone. Takes a
 * handle and a school, not a scope: a sign-in's authenticator setup has no school scope yet.
 */
export async function schoolNameOf(db: Db, schoolId: number): Promise<string | undefined> {
  const [school] = await db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId));
  return school?.name;
}

/** Whether the school requires its staff to sign in with a second factor (decision 0127). */
export async function schoolRequiresTwoFactor(scope: Scope): Promise<boolean> {
  const [school] = await scope.db
    .select({ required: schools.requireStaffTwoFactor })
    .from(schools)
    .where(eq(schools.id, scope.schoolId));
  return school?.required ?? false;
}

/** The school's staff who sign in with an authenticator (`TWO_FACTOR_ROLES`): their ids. */
export async function twoFactorStaffIds(scope: Scope): Promise<number[]> {
  const rows = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(and(inSchool(scope, users), inArray(users.role, [...TWO_FACTOR_ROLES])));
  return rows.map((row) => row.id);
}

export async function setSchoolRequiresTwoFactor(scope: Scope, rule: { required: boolean }): Promise<void> {
  await scope.db.update(schools).set({ requireStaffTwoFactor: rule.required }).where(eq(schools.id, scope.schoolId));
}

/** Keeps a new refresh token's hash: a session's secret, on the owner's handle (decision 0129). */
export async function insertRefreshToken(
  ownerDb: Db,
  token: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await ownerDb.insert(refreshTokens).values(token);
}

/** The caller's next visit is shown as a first one again. */
export async function markUserFirstVisit(scope: Scope, userId: number): Promise<void> {
  await scope.db
    .update(users)
    .set({ firstVisit: true, updatedAt: new Date() })
    .where(byId(scope, users, userId));
}

/**
 * Ends every session of a user: refresh tokens revoked, those rotated within the reuse interval too, and every
 * access token issued before now refused.
 */
export async function revokeAllSessions(db: Db, input: { userId: number; now: Date }) {
  const { userId, now } = input;
  await db
    .update(refreshTokens)
    .set({ revokedAt: now })
    .where(and(eq(refreshTokens.userId, userId), answersAt(now)));
  await db.update(users).set({ tokensValidAfter: now, updatedAt: now }).where(eq(users.id, userId));
}

export async function findOtp(db: Db, target: string) {
  const [row] = await db.select().from(otpCodes).where(eq(otpCodes.target, target)).limit(1);
  return row ?? null;
}

/**
 * Takes one try of a live code before the code is compared, in one conditional update: parallel guesses queue on
 * the row, and once the tries are spent no update matches, so no more than `maxTries` guesses are ever compared.
 */
export async function takeOtpTry(db: Db, input: { target: string; maxTries: number; now: Date }) {
  const [row] = await db
    .update(otpCodes)
    .set({ wrongTries: sql`${otpCodes.wrongTries} + 1` })
    .where(
      and(
        eq(otpCodes.target, input.target),
        isNull(otpCodes.consumedAt),
        gt(otpCodes.expiresAt, input.now),
        lt(otpCodes.wrongTries, input.maxTries),
      ),
    )
    .returning({ codeHash: otpCodes.codeHash });
  return row ?? null;
}

/** Spends a code whose try matched: the try is given back, and only one of two parallel right guesses succeeds. */
export async function consumeOtp(db: Db, input: { target: string; now: Date }): Promise<boolean> {
  const { target, now } = input;
  const spent = await db
    .update(otpCodes)
    .set({ consumedAt: now, wrongTries: sql`${otpCodes.wrongTries} - 1` })
    .where(and(eq(otpCodes.target, target), isNull(otpCodes.consumedAt)))
    .returning({ target: otpCodes.target });
  return spent.length > 0;
}

/** Spends a live reset token in one conditional update, so a link works exactly once even when clicked twice. */
export async function spendReset(db: Db, input: { tokenHash: string; now: Date }) {
  const { tokenHash, now } = input;
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .returning({ userId: passwordResets.userId });
  return row ?? null;
}

/**
 * A new account of the scope's school, unless its e-mail is taken (a concurrent registration lost the race on the
 * unique index): answers its id, or null.
 */
export async function insertAccountIfNew(scope: Scope, account: InSchoolValues<typeof users>) {
  const [row] = await scope.db
    .insert(users)
    .values({ ...account, schoolId: scope.schoolId })
    .onConflictDoNothing()
    .returning({ id: users.id });
  return row ?? null;
}

/** Stores an address's new code, replacing an earlier one: a secret, on the owner's handle (decision 0129). */
export async function storeOtp(
  ownerDb: Db,
  code: { target: string; codeHash: string; expiresAt: Date; wrongTries: number; consumedAt: null },
): Promise<void> {
  await ownerDb.insert(otpCodes).values(code).onConflictDoUpdate({ target: otpCodes.target, set: code });
}

/** Stores a set-password link's hash: a secret, on the owner's handle (decision 0129). */
export async function insertPasswordReset(
  ownerDb: Db,
  reset: { userId: number; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await ownerDb.insert(passwordResets).values(reset);
}

/** Spends every set-password link of a user at once: a new password ends them all. */
export async function spendAllResets(db: Db, input: { userId: number; now: Date }): Promise<void> {
  await db.update(passwordResets).set({ usedAt: input.now }).where(eq(passwordResets.userId, input.userId));
}

/** Sets a user's password (its hash), on the owner's handle of a session change (`endSessions`). */
export async function setPasswordHash(db: Db, input: { userId: number; passwordHash: string }): Promise<void> {
  await db.update(users).set({ passwordHash: input.passwordHash }).where(eq(users.id, input.userId));
}
