import { and, eq, gt, isNull, lt, sql } from "drizzle-orm";
import type { ChallengeStage } from "../../core/auth/second-factor.js";
import type { Db } from "../../db/client.js";
import { signInChallenges } from "../../db/schema/index.js";

/**
 * A sign-in's challenges are the owner's alone (decision 0168): every function here takes the owner's handle, the
 * `deps.db` of sign-in, never a request's school handle.
 */

/** Keeps a new challenge, and drops the account's expired ones, which no step can use any more. */
export async function insertChallenge(
  ownerDb: Db,
  input: { tokenHash: string; userId: number; stage: ChallengeStage; passwordRight: boolean; expiresAt: Date },
) {
  await ownerDb
    .delete(signInChallenges)
    .where(and(eq(signInChallenges.userId, input.userId), lt(signInChallenges.expiresAt, new Date())));
  await ownerDb.insert(signInChallenges).values(input);
}

/** A live challenge of this stage: not spent, not expired, wrong codes left. */
const live = (input: { tokenHash: string; stage: ChallengeStage; maxWrong: number; now: Date }) =>
  and(
    eq(signInChallenges.tokenHash, input.tokenHash),
    eq(signInChallenges.stage, input.stage),
    isNull(signInChallenges.spentAt),
    gt(signInChallenges.expiresAt, input.now),
    lt(signInChallenges.wrongTries, input.maxWrong),
  );

export async function liveChallenge(
  ownerDb: Db,
  input: { tokenHash: string; stage: ChallengeStage; maxWrong: number; now: Date },
) {
  const [row] = await ownerDb
    .select({ userId: signInChallenges.userId, passwordRight: signInChallenges.passwordRight })
    .from(signInChallenges)
    .where(live(input));
  return row ?? null;
}

/**
 * Takes a try of a live challenge before its code is compared, in one conditional update, so parallel guesses never
 * compare more than its budget: true when one was left.
 */
export async function takeChallengeTry(
  ownerDb: Db,
  input: { tokenHash: string; stage: ChallengeStage; maxWrong: number; now: Date },
): Promise<boolean> {
  const taken = await ownerDb
    .update(signInChallenges)
    .set({ wrongTries: sql`${signInChallenges.wrongTries} + 1` })
    .where(live(input))
    .returning({ userId: signInChallenges.userId });
  return taken.length > 0;
}

/** Spends a challenge whose code was right: of two requests with right codes at once only one gets true. */
export async function spendChallenge(ownerDb: Db, input: { tokenHash: string; now: Date }): Promise<boolean> {
  const spent = await ownerDb
    .update(signInChallenges)
    .set({ spentAt: input.now, wrongTries: sql`${signInChallenges.wrongTries} - 1` })
    .where(and(eq(signInChallenges.tokenHash, input.tokenHash), isNull(signInChallenges.spentAt)))
    .returning({ userId: signInChallenges.userId });
  return spent.length > 0;
}

/** Gives back a try that compared no code (the e-mailed code had expired, or its own tries were spent). */
export async function returnChallengeTry(ownerDb: Db, tokenHash: string): Promise<void> {
  await ownerDb
    .update(signInChallenges)
    .set({ wrongTries: sql`greatest(${signInChallenges.wrongTries} - 1, 0)` })
    .where(eq(signInChallenges.tokenHash, tokenHash));
}
