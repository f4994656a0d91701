import type {
  DisableTwoFactorBody,
  RecoveryCodesResponse,
  SchoolTwoFactor,
  SchoolTwoFactorStatus,
  TotpSetup,
  TwoFactorStatus,
} from "@school/contracts";
import QRCode from "qrcode";
import type { Actor } from "../../core/access/actor.js";
import { checkCodeGuarded, secondFactorKeyOf } from "../../core/auth/code-guesses.js";
import {
  matchingTotpStep,
  newRecoveryCodes,
  newTotpSecret,
  recoveryCodeHash,
  type SecondFactor,
  sameHash,
  totpUri,
} from "../../core/auth/second-factor.js";
import { AppError } from "../../core/errors.js";
import type { Db } from "../../db/client.js";
import {
  schoolNameOf,
  schoolRequiresTwoFactor,
  setSchoolRequiresTwoFactor,
  twoFactorStaffIds,
} from "./auth.queries.js";
import {
  countConfirmedTotp,
  countUnusedRecoveryCodes,
  hasConfirmedTotp,
  keepPendingTotp,
  removeTotp,
  replaceRecoveryCodes,
  spendRecoveryCode,
  takeTotpStep,
  totpOf,
  unusedRecoveryCodes,
} from "./two-factor.queries.js";

/** What checking a second factor needs: the owner's handle (the tables are the owner's alone) and the sealing key. */
export type SecondFactorDeps = { ownerDb: Db; secondFactor: SecondFactor };

export const wrongCode = () => new AppError("otp_invalid", "The code is not valid");

/**
 * Checks an authenticator code (`pending`: of the set-up not confirmed yet, which it then confirms) or a recovery
 * code (spent), under the account's second-factor budget, apart from the codes anyone may have mailed it (0168).
 */
export async function checkSecondFactor(
  deps: SecondFactorDeps,
  input: { userId: number; code?: string; recoveryCode?: string; pending?: boolean },
): Promise<boolean> {
  const passed = await checkCodeGuarded(deps.ownerDb, {
    key: secondFactorKeyOf({ userId: input.userId }),
    check: async () => ((await acceptSecondFactor(deps, input)) ? true : null),
  });
  return passed === true;
}

/** Whether the code is the authenticator's (or an unused recovery code), spending it; no budget: the caller's. */
export async function acceptSecondFactor(
  deps: SecondFactorDeps,
  input: { userId: number; code?: string; recoveryCode?: string; pending?: boolean },
): Promise<boolean> {
  const { userId } = input;
  return input.code
    ? acceptTotp(deps, { userId, code: input.code, pending: input.pending === true })
    : acceptRecoveryCode(deps.ownerDb, { userId, code: input.recoveryCode ?? "" });
}

async function acceptTotp(deps: SecondFactorDeps, input: { userId: number; code: string; pending: boolean }) {
  const totp = await totpOf(deps.ownerDb, input.userId);
  if (!totp || (totp.confirmedAt === null) !== input.pending) return false;
  const secret = deps.secondFactor.open(totp.sealedSecret);
  const step = matchingTotpStep({ secret, code: input.code, now: new Date(), lastStep: totp.lastStep });
  if (step === null) return false;
  return takeTotpStep(deps.ownerDb, { userId: input.userId, step, confirm: input.pending });
}

async function acceptRecoveryCode(ownerDb: Db, input: { userId: number; code: string }) {
  if (!(await hasConfirmedTotp(ownerDb, input.userId))) return false;
  const given = recoveryCodeHash(input.code);
  // Every unused code is compared, in constant time each, so the answer's time does not tell which one is near.
  let matched: number | null = null;
  for (const stored of await unusedRecoveryCodes(ownerDb, input.userId)) {
    if (sameHash(stored.codeHash, given)) matched = stored.id;
  }
  return matched !== null && spendRecoveryCode(ownerDb, matched);
}

/** A new secret kept unconfirmed, with what the screen shows of it: the key, the address and its QR code. */
export async function startTotpSetup(
  deps: SecondFactorDeps & { db: Db },
  input: { userId: number; email: string; schoolId: number },
): Promise<TotpSetup> {
  const secret = newTotpSecret();
  await keepPendingTotp(deps.ownerDb, { userId: input.userId, sealedSecret: deps.secondFactor.seal(secret) });
  const schoolName = await schoolNameOf(deps.db, input.schoolId);
  const uri = totpUri({ secret, account: input.email, issuer: schoolName ?? "School" });
  const svg = await QRCode.toString(uri, { type: "svg", margin: 1, errorCorrectionLevel: "M" });
  return { secret, uri, qr: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` };
}

/** Ten new recovery codes for a confirmed authenticator: returned once, kept as hashes. */
export async function issueRecoveryCodes(ownerDb: Db, userId: number): Promise<RecoveryCodesResponse> {
  const codes = newRecoveryCodes();
  await replaceRecoveryCodes(ownerDb, { userId, hashes: codes.map(recoveryCodeHash) });
  return { recovery_codes: codes };
}

const deps2fa = (actor: Actor): SecondFactorDeps & { db: Db } => ({
  ownerDb: actor.deps.db,
  secondFactor: actor.deps.secondFactor,
  db: actor.db,
});

export async function twoFactorStatus(actor: Actor): Promise<TwoFactorStatus> {
  const { userId } = actor.caller;
  const enabled = await hasConfirmedTotp(actor.deps.db, userId);
  return {
    enabled,
    required: await schoolRequiresTwoFactor(actor),
    recovery_codes_left: enabled ? await countUnusedRecoveryCodes(actor.deps.db, userId) : 0,
  };
}

/** Refused while an authenticator is on: replacing it takes turning it off with a code first. */
export async function setUpTwoFactor(actor: Actor): Promise<TotpSetup> {
  const { userId, email } = actor.caller;
  if (await hasConfirmedTotp(actor.deps.db, userId)) {
    throw new AppError("conflict", "An authenticator is already on; turn it off first to set up another");
  }
  return startTotpSetup(deps2fa(actor), { userId, email, schoolId: actor.schoolId });
}

export async function confirmTwoFactor(actor: Actor, body: { code: string }): Promise<RecoveryCodesResponse> {
  const { userId } = actor.caller;
  const pending = await totpOf(actor.deps.db, userId);
  if (!pending || pending.confirmedAt !== null) {
    throw new AppError("conflict", "Set up an authenticator first: there is none waiting for its first code");
  }
  if (!(await checkSecondFactor(deps2fa(actor), { userId, code: body.code, pending: true }))) throw wrongCode();
  return issueRecoveryCodes(actor.deps.db, userId);
}

export async function disableTwoFactor(actor: Actor, body: DisableTwoFactorBody): Promise<TwoFactorStatus> {
  const { userId } = actor.caller;
  if (await schoolRequiresTwoFactor(actor)) {
    throw new AppError("conflict", "The school requires an authenticator of its staff: it cannot be turned off");
  }
  if (!(await hasConfirmedTotp(actor.deps.db, userId))) return twoFactorStatus(actor);
  const passed = await checkSecondFactor(deps2fa(actor), {
    userId,
    code: body.code,
    recoveryCode: body.recovery_code,
  });
  if (!passed) throw wrongCode();
  await removeTotp(actor.deps.db, userId);
  return twoFactorStatus(actor);
}

/** The rule, and how many of the staff it binds have no authenticator (decision 0168). */
export async function schoolTwoFactorRule(actor: Actor): Promise<SchoolTwoFactorStatus> {
  const staff = await twoFactorStaffIds(actor);
  return {
    required: await schoolRequiresTwoFactor(actor),
    staff_without_two_factor: staff.length - (await countConfirmedTotp(actor.deps.db, staff)),
  };
}

/**
 * The school admin's switch (decision 0127). Requiring it takes an authenticator of their own first, as the rule
 * binds them too: otherwise their next sign-in would already be the enrolment.
 */
export async function setSchoolTwoFactorRule(actor: Actor, body: SchoolTwoFactor): Promise<SchoolTwoFactorStatus> {
  if (body.required && !(await hasConfirmedTotp(actor.deps.db, actor.caller.userId))) {
    throw new AppError("conflict", "Turn on an authenticator for your own account before requiring it of staff");
  }
  await setSchoolRequiresTwoFactor(actor, { required: body.required });
  return schoolTwoFactorRule(actor);
}
