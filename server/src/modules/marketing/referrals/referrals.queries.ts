import { randomBytes } from "node:crypto";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { byId, inSchool, joinedInSchool, keyedInSchool, rowById, type Scope } from "../../../core/tenancy/scope.js";
import { payments, referralCredits, users } from "../../../db/schema/index.js";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789";
/** Ten letters and digits (no 0/O, 1/l/I): about 58 bits, unguessable, readable when dictated. */
export function newReferralCode(): string {
  return [...randomBytes(10)].map((byte) => CODE_ALPHABET[byte % CODE_ALPHABET.length]).join("");
}

/**
 * The student's referral code, made on first use and stable after: a concurrent first use keeps whichever code was
 * written first (`coalesce` under the row's lock).
 */
export async function ensureReferralCode(scope: Scope, userId: number): Promise<string> {
  const [row] = await scope.db
    .update(users)
    .set({ referralCode: sql`coalesce(${users.referralCode}, ${newReferralCode()})` })
    .where(byId(scope, users, userId))
    .returning({ code: users.referralCode });
  return row!.code!;
}

/** The student of the school whose code this is, or null (another school's code names nobody here). */
export async function referrerByCode(scope: Scope, code: string): Promise<number | null> {
  const [row] = await scope.db
    .select({ id: users.id })
    .from(users)
    .where(keyedInSchool(scope, { table: users, key: { referralCode: code, role: "student" } }))
    .limit(1);
  return row?.id ?? null;
}

const friends = alias(users, "friends");
export const CREDITS_LIMIT = 200;

/** The credits a referrer earned, newest first, with the friend's name. */
export async function creditsOf(scope: Scope, referrerId: number) {
  return scope.db
    .select({
      friendFirstName: friends.firstName,
      friendLastName: friends.lastName,
      amountMinor: referralCredits.amountMinor,
      currency: referralCredits.currency,
      createdAt: referralCredits.createdAt,
    })
    .from(referralCredits)
    .leftJoin(friends, joinedInSchool(friends, { from: referralCredits, by: referralCredits.friendId }))
    .where(and(inSchool(scope, referralCredits), eq(referralCredits.referrerId, referrerId)))
    .orderBy(desc(referralCredits.createdAt), desc(referralCredits.id))
    .limit(CREDITS_LIMIT);
}

/** The totals per currency of every credit a referrer earned (not only the listed ones). */
export async function creditTotalsOf(scope: Scope, referrerId: number) {
  const rows = await scope.db
    .select({ currency: referralCredits.currency, amountMinor: sql<string>`sum(${referralCredits.amountMinor})` })
    .from(referralCredits)
    .where(and(inSchool(scope, referralCredits), eq(referralCredits.referrerId, referrerId)))
    .groupBy(referralCredits.currency)
    .orderBy(referralCredits.currency);
  return rows.map((row) => ({ currency: row.currency, amount_minor: Number(row.amountMinor) }));
}

export async function friendsRegistered(scope: Scope, referrerId: number): Promise<number> {
  const [row] = await scope.db
    .select({ count: count() })
    .from(users)
    .where(and(inSchool(scope, users), eq(users.referrerId, referrerId)));
  return row?.count ?? 0;
}

const referrers = alias(users, "referrers");

/** Who referred a user (null when nobody did or the referrer's account is gone) and what the user's purchase earned them. */
export async function referralOfFriend(scope: Scope, friendId: number) {
  const [row] = await scope.db
    .select({
      referrerFirstName: referrers.firstName,
      referrerLastName: referrers.lastName,
      creditAmountMinor: referralCredits.amountMinor,
      creditCurrency: referralCredits.currency,
      creditCreatedAt: referralCredits.createdAt,
    })
    .from(users)
    .leftJoin(referrers, joinedInSchool(referrers, { from: users, by: users.referrerId }))
    .leftJoin(referralCredits, joinedInSchool(users, { from: referralCredits, by: referralCredits.friendId }))
    .where(byId(scope, users, friendId));
  return row ?? null;
}

/** The buyer's referrer, when they have one (the listener's question). */
export async function referrerOf(scope: Scope, userId: number): Promise<number | null> {
  const row = await rowById(scope, { table: users, id: userId, columns: { referrerId: users.referrerId } });
  return row?.referrerId ?? null;
}

/**
 * Credits the referrer for the friend's purchase, once per friend: the unique (school, friend) index makes a replayed
 * notification, a second purchase or a concurrent settle of another order insert nothing. True when this call credited.
 */
export async function creditOnce(
  scope: Scope,
  credit: { referrerId: number; friendId: number; paymentId: number; amountMinor: number; currency: string },
): Promise<boolean> {
  const inserted = await scope.db
    .insert(referralCredits)
    .values({ schoolId: scope.schoolId, ...credit })
    .onConflictDoNothing({ target: [referralCredits.schoolId, referralCredits.friendId] })
    .returning({ id: referralCredits.id });
  return inserted.length > 0;
}

/** A full refund of the credited purchase takes its credit back. */
export async function withdrawCredit(scope: Scope, paymentId: number): Promise<void> {
  await scope.db
    .delete(referralCredits)
    .where(and(inSchool(scope, referralCredits), eq(referralCredits.paymentId, paymentId)));
}

/** Whether the friend already has another paid purchase (the credit is for the first one only). */
export async function hadEarlierPurchase(
  scope: Scope,
  input: { userId: number; paymentId: number; paidAt: Date | null },
) {
  const [row] = await scope.db
    .select({ id: payments.id })
    .from(payments)
    .where(
      and(
        inSchool(scope, payments),
        eq(payments.userId, input.userId),
        sql`${payments.id} <> ${input.paymentId}`,
        sql`${payments.kind} <> 'tariff'`,
        sql`${payments.status} in ('paid', 'refunded')`,
        sql`${payments.deletedAt} is null`,
        input.paidAt ? sql`${payments.paidAt} < ${input.paidAt}` : sql`${payments.paidAt} is not null`,
      ),
    )
    .limit(1);
  return row !== undefined;
}
