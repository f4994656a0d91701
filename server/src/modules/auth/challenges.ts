import { checkCodeGuarded, secondFactorKeyOf } from "../../core/auth/code-guesses.js";
import { CHALLENGE_MINUTES, type ChallengeStage } from "../../core/auth/second-factor.js";
import { hashToken, newOpaqueToken } from "../../core/auth/tokens.js";
import { AppError } from "../../core/errors.js";
import type { Deps } from "../../deps.js";
import { type Account, findAccount } from "./auth.queries.js";
import {
  insertChallenge,
  liveChallenge,
  returnChallengeTry,
  spendChallenge,
  takeChallengeTry,
} from "./challenges.queries.js";
import { wrongCode } from "./two-factor.service.js";

/** Wrong codes one challenge takes; then the password must be given again (decision 0168). */
export const WRONG_CODES_PER_CHALLENGE = 5;

const expired = () => new AppError("sign_in_step_expired", "This sign-in has expired; enter your password again");

/**
 * The token of a sign-in's next step, kept as its hash for `CHALLENGE_MINUTES`. `passwordRight` false: the password
 * was wrong but is answered only together with the second factor (decision 0168), so the step never signs in.
 */
export async function issueChallenge(
  deps: Deps,
  input: { userId: number; stage: ChallengeStage; passwordRight?: boolean },
): Promise<string> {
  const token = newOpaqueToken();
  await insertChallenge(deps.db, {
    tokenHash: hashToken(token),
    userId: input.userId,
    stage: input.stage,
    passwordRight: input.passwordRight ?? true,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** A live challenge of a sign-in's step, and its account: one of the school of the address the step came to. */
export type Challenged = { account: Account; tokenHash: string; stage: ChallengeStage; passwordRight: boolean };

export async function challengedAccount(
  deps: Deps,
  input: { challenge: string; stage: ChallengeStage; client: { schoolId: number | null } },
): Promise<Challenged> {
  const tokenHash = hashToken(input.challenge);
  const row = await liveChallenge(deps.db, {
    tokenHash,
    stage: input.stage,
    maxWrong: WRONG_CODES_PER_CHALLENGE,
    now: new Date(),
  });
  const account = row ? await findAccount(deps.db, { userId: row.userId }) : null;
  if (!row || !account || account.schoolId !== input.client.schoolId) throw expired();
  return { account, tokenHash, stage: input.stage, passwordRight: row.passwordRight };
}

/**
 * One code of a challenged step (decision 0168), counted against the second factor's budget (the account's, or its
 * known device's) and then the challenge's own; a right code spends the challenge, so one challenge signs in once.
 * A challenge of a wrong password compares nothing and touches no account's budget: whoever sent it may be anyone.
 */
export async function passChallenge(
  deps: Deps,
  input: { challenged: Challenged; device: string | undefined; accept: () => Promise<boolean> },
): Promise<void> {
  const { challenged } = input;
  const { tokenHash } = challenged;
  const takeTry = () =>
    takeChallengeTry(deps.db, {
      tokenHash,
      stage: challenged.stage,
      maxWrong: WRONG_CODES_PER_CHALLENGE,
      now: new Date(),
    });
  if (!challenged.passwordRight) {
    if (!(await takeTry())) throw expired();
    throw wrongCode();
  }
  const userId = challenged.account.id;
  const knownDevice = deps.devices.ownerOf(input.device) === userId ? input.device : undefined;
  const passed = await checkCodeGuarded(deps.db, {
    key: secondFactorKeyOf({ userId, knownDevice }),
    check: async () => {
      if (!(await takeTry())) throw expired();
      let accepted: boolean;
      try {
        accepted = await input.accept();
      } catch (error) {
        await returnChallengeTry(deps.db, tokenHash);
        throw error;
      }
      if (!accepted) return null;
      if (!(await spendChallenge(deps.db, { tokenHash, now: new Date() }))) throw expired();
      return true;
    },
  });
  if (!passed) throw wrongCode();
}
