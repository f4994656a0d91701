import { randomInt } from "node:crypto";
import {
  type AccessClaims,
  type ChangePasswordBody,
  type CheckOtpQuery,
  type GenerateOtpBody,
  type LoginBody,
  OTP_LENGTH,
  OTP_MAX_WRONG_TRIES,
  OTP_TTL_MINUTES,
  RESET_TOKEN_TTL_MINUTES,
  type RecoveryCodesResponse,
  type RegisterBody,
  type SecondStepBody,
  type SecondStepRequired,
  type SetPasswordBody,
  SPEC_MESSAGES,
  signsInWithTwoFactor,
  type TotpSetup,
} from "@school/contracts";
import type { Actor } from "../../core/access/actor.js";
import { newChatCode } from "../../core/auth/chat-code.js";
import { checkCodeGuarded, guessKeyOf } from "../../core/auth/code-guesses.js";
import { deviceNameOf } from "../../core/auth/device-name.js";
import { dummyPasswordHash, hashPassword, verifyPassword } from "../../core/auth/passwords.js";
import { sameHash } from "../../core/auth/second-factor.js";
import { hashToken, newOpaqueToken, REFRESH_TOKEN_DAYS } from "../../core/auth/tokens.js";
import { AppError } from "../../core/errors.js";
import { newDeviceMail, otpMail, otpSms, resetMail } from "../../core/mail/templates.js";
import { schoolForDomain } from "../../core/tenancy/school-context.js";
import { inTransaction, schoolScope } from "../../core/tenancy/scope.js";
import type { Db } from "../../db/client.js";
import type { Deps } from "../../deps.js";
import { recordRegistrationConsent } from "../help/index.js";
import { attributionOf } from "../marketing/index.js";
import {
  type Account,
  consumeOtp,
  findAccount,
  findLiveRefreshToken,
  findOtp,
  insertAccountIfNew,
  insertPasswordReset,
  insertRefreshToken,
  markUserFirstVisit,
  revokeAllSessions,
  setPasswordHash,
  spendAllResets,
  spendRefreshToken,
  spendReset,
  storeOtp,
  takeOtpTry,
} from "./auth.queries.js";
import { challengedAccount, issueChallenge, passChallenge } from "./challenges.js";
import { setPasswordLink } from "./set-password-link.js";
import { hasConfirmedTotp } from "./two-factor.queries.js";
import { acceptSecondFactor, issueRecoveryCodes, startTotpSetup, wrongCode } from "./two-factor.service.js";

/** A signed-in session: the access token for the response body, the refresh token for the httpOnly cookie. */
export type IssuedSession = { access: string; refreshToken: string; refreshExpires: Date };

const invalidCredentials = () =>
  new AppError("invalid_credentials", "No active account found with the given credentials");

/**
 * Where a sign-in comes from: the client's address, the device cookie it presented, its User-Agent, and the school
 * of the address the request came to (decision 0020), the only school whose accounts may sign in there.
 */
export type SignInClient = { address: string; device?: string; userAgent?: string; schoolId: number | null };

/** A signed-in session with the device cookie to set. */
export type SignedIn = IssuedSession & { device: string };

/** A right password that does not sign in by itself: the second step it needs (decision 0126). */
export type PasswordOutcome = { session: SignedIn } | { step: SecondStepRequired };

/**
 * Password sign-in (decision 0014). Wrong passwords count per account, but a device the account signed in on before
 * has a budget of its own: guessing from elsewhere cannot lock the owner out. Every attempt counts per address,
 * before any hashing. A right password gives its attempt back and (re)issues the device cookie. An account of
 * another school than the address's answers exactly as a wrong password, after the same hashing (decision 0128).
 * Past the budget of an account with an authenticator, a wrong password too answers the second step (0168).
 */
export async function login(deps: Deps, input: { body: LoginBody; client: SignInClient }): Promise<PasswordOutcome> {
  const { body, client } = input;
  const found = await findAccount(deps.db, { email: body.email, phone: body.phone });
  const account = found && found.schoolId === client.schoolId ? found : null;
  const attempt = await countPasswordAttempt(deps, { identity: body.email ?? body.phone ?? "", account, client });
  const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), body.password);
  if (account && matches) {
    for (const key of attempt.refunds) await deps.rateLimiter.refund(key);
    return afterPassword(deps, { account, client });
  }
  if (!account || !attempt.withSecondFactor) throw invalidCredentials();
  const challenge = await issueChallenge(deps, { userId: account.id, stage: "totp", passwordRight: false });
  return { step: { second_step: "totp", challenge } };
}

/**
 * Counts a password attempt before any hashing: per address, and per account from devices it never signed in on
 * (decision 0014), which past its limit refuses everyone but the owner's known devices. An account with an
 * authenticator is not refused so (decision 0168): its budget then slows each address that spent it, and the
 * password is answered only together with the second factor (`withSecondFactor`), which a stranger cannot lock.
 */
async function countPasswordAttempt(
  deps: Deps,
  input: { identity: string; account: Account | null; client: SignInClient },
): Promise<{ refunds: string[]; withSecondFactor: boolean }> {
  const { account, client } = input;
  const { perAccount, perAddress } = deps.rateLimits;
  const address = { key: `login:address:${client.address}`, limit: perAddress };
  if (account !== null && deps.devices.ownerOf(client.device) === account.id) {
    const device = `login:device:${hashToken(client.device!)}`;
    await deps.rateLimiter.consume([{ key: device, limit: perAccount }, address]);
    return { refunds: [device], withSecondFactor: false };
  }
  const accountKey = `login:account:${input.identity}`;
  if (account === null || !(await hasConfirmedTotp(deps.db, account.id))) {
    await deps.rateLimiter.consume([{ key: accountKey, limit: perAccount }, address]);
    return { refunds: [accountKey], withSecondFactor: false };
  }
  const fromHere = `login:account-address:${input.identity}:${client.address}`;
  await deps.rateLimiter.consume([{ key: fromHere, limit: perAccount }, address]);
  const withSecondFactor = await deps.rateLimiter.countOver({ key: accountKey, limit: perAccount });
  return { refunds: [fromHere, accountKey], withSecondFactor };
}

/**
 * What a right password leads to (decision 0126): staff with an authenticator give its code next; staff of a school
 * that requires one and have none prove their mailbox with an e-mailed code, then set one up (decision 0127);
 * everyone else is signed in.
 */
async function afterPassword(deps: Deps, input: { account: Account; client: SignInClient }): Promise<PasswordOutcome> {
  const { account, client } = input;
  if (!signsInWithTwoFactor(account.role)) return { session: await signIn(deps, { account, client }) };
  if (await hasConfirmedTotp(deps.db, account.id)) {
    return {
      step: { second_step: "totp", challenge: await issueChallenge(deps, { userId: account.id, stage: "totp" }) },
    };
  }
  if (!account.schoolRequiresTwoFactor) return { session: await signIn(deps, { account, client }) };
  // A right password gives its attempt back; the enrolment's mails have a budget of their own, which generate_otp/
  // does not reach, and their code its own target, which check_otp/ does not (decision 0168).
  await deps.rateLimiter.consume([{ key: `enrol-mail:user:${account.id}`, limit: deps.rateLimits.perAccount }]);
  await sendCode(deps, { target: enrolTarget(account), email: account.email, schoolId: account.schoolId });
  return {
    step: { second_step: "enrol", challenge: await issueChallenge(deps, { userId: account.id, stage: "enrol" }) },
  };
}

/** Where the enrolment's e-mailed code is kept: apart from the codes anyone may have sent to the address. */
const enrolTarget = (account: Account) => `enrol:${account.email}`;

/**
 * Signs an account in, and tells its owner by e-mail when the device is new to the account (no device cookie of
 * theirs came with the request): which device, from where, when, in their language (decision 0126).
 */
async function signIn(deps: Deps, input: { account: Account; client: SignInClient }): Promise<SignedIn> {
  const { account, client } = input;
  const session = await issueSession(deps, account);
  if (deps.devices.ownerOf(client.device) === account.id) return { ...session, device: client.device! };
  const mail = newDeviceMail(account.language ?? "ru", {
    device: deviceNameOf(client.userAgent),
    address: client.address,
    at: new Date(),
    timeZone: account.schoolTimeZone,
  });
  try {
    await deps.mailer.send({ to: account.email, school_id: account.schoolId, ...mail });
  } catch (error) {
    deps.log.error({ err: error }, "new-device mail failed");
  }
  return { ...session, device: deps.devices.issue(account.id) };
}

function signAccessFor(deps: Deps, account: Account): Promise<string> {
  return deps.tokens.signAccess({
    first_name: account.firstName,
    role: account.role,
    tariff_status: account.schoolActive,
    first_visit: account.firstVisit,
    email: account.email,
    user_id: account.id,
    school_id: account.schoolId,
    currency: account.currency,
    language: account.language,
  });
}

export async function issueSession(deps: Deps, account: Account): Promise<IssuedSession> {
  const access = await signAccessFor(deps, account);
  const refreshToken = newOpaqueToken();
  const refreshExpires = new Date(Date.now() + REFRESH_TOKEN_DAYS * 24 * 3600 * 1000);
  await insertRefreshToken(deps.db, {
    userId: account.id,
    tokenHash: hashToken(refreshToken),
    expiresAt: refreshExpires,
  });
  return { access, refreshToken, refreshExpires };
}

/** Rotates the refresh token: the presented one is revoked and a new pair is issued. */
export async function refresh(
  deps: Deps,
  input: { presented: string | undefined; schoolId: number | null },
): Promise<IssuedSession> {
  const { presented, schoolId } = input;
  if (!presented) throw new AppError("not_authenticated", "No refresh token");
  const live = await spendRefreshToken(deps.db, { tokenHash: hashToken(presented), now: new Date(), schoolId });
  if (!live) throw new AppError("token_invalid", "Refresh token is invalid or expired");
  const account = await findAccount(deps.db, { userId: live.userId });
  if (!account) throw new AppError("token_invalid", "Refresh token is invalid or expired");
  return issueSession(deps, account);
}

/**
 * An access token for drawing a page on the server (decision 0176), from the page cookie the session's refresh call
 * set: the refresh token it names is read, not spent, so the browser's own refresh goes on as before. Null when the
 * cookie was not signed here, its session has ended, or its account is not of the school the page is served for.
 */
export async function accessForPage(
  deps: Deps,
  input: { sealed: string; schoolId: number },
): Promise<{ access: string; claims: AccessClaims } | null> {
  const tokenHash = deps.tokens.openPageSession(input.sealed);
  if (tokenHash === null) return null;
  const live = await findLiveRefreshToken(deps.db, { tokenHash, now: new Date(), schoolId: input.schoolId });
  if (!live) return null;
  const account = await findAccount(deps.db, { userId: live.userId });
  if (!account) return null;
  const access = await signAccessFor(deps, account);
  const claims = await deps.tokens.verifyAccess(access);
  return claims === null ? null : { access, claims };
}

export async function logout(actor: Actor): Promise<void> {
  await endSessions(actor.deps, async () => actor.caller.userId);
}

/**
 * Ends every session of a user, in one transaction with whatever `change` writes (a new password) and answers whose
 * they were. The database's trigger tells every process once it commits (decision 0015); this process also drops
 * its cached state at once, since the notification reaches it a moment later and the same client may call again
 * right away with the old token.
 */
async function endSessions(deps: Deps, change: (tx: Db, now: Date) => Promise<number>): Promise<number> {
  const now = new Date();
  // Not `inTransaction`: sessions are secrets no school's handle may read (decision 0129), so no school scope.
  const userId = await deps.db.transaction(async (tx) => {
    const changed = await change(tx, now);
    await revokeAllSessions(tx, { userId: changed, now });
    return changed;
  });
  deps.sessions.forgetHere(userId);
  return userId;
}

/** Registration enrols a student in the school of the request's domain (or the default school) and signs them in. */
export async function register(
  deps: Deps,
  input: { body: RegisterBody; domain: string; address: string },
): Promise<IssuedSession> {
  const { body, domain } = input;
  // A registration tells whether an e-mail is taken, as check/email does: both are limited per address.
  await deps.rateLimiter.consume([{ key: `lookup:address:${input.address}`, limit: lookupLimit(deps) }]);
  const schoolId = await schoolForDomain(deps, domain);
  if (schoolId === null) throw new AppError("not_found", `No school is registered at ${domain}`);
  if (await findAccount(deps.db, { email: body.email })) {
    throw new AppError("email_exists", SPEC_MESSAGES.emailExists, { fields: { email: SPEC_MESSAGES.emailExists } });
  }
  if (body.phone && (await findAccount(deps.db, { phone: body.phone }))) {
    throw new AppError("conflict", "The phone number already exists!", { fields: { phone: "Already registered" } });
  }
  const passwordHash = await hashPassword(body.password);
  // Where the guest came from: the marks and the referral code the browser kept since the landing (decision 0056).
  const school = schoolScope(deps, schoolId);
  const attribution = await attributionOf(school, body);
  // The account and its consent to the personal-data processing and the offer, as they now stand (decision 0061),
  // are written together, in the school's own transaction: an account never exists without the consent it was
  // registered under.
  const created = await inTransaction(school, async (scope) => {
    const row = await insertAccountIfNew(scope, {
      email: body.email,
      phone: body.phone ?? null,
      passwordHash,
      firstName: body.first_name,
      lastName: body.last_name,
      role: "student",
      chatCode: newChatCode(),
      ...attribution,
    });
    if (row) await recordRegistrationConsent(scope, row.id);
    return row;
  });
  // A concurrent registration with the same e-mail lost the race on the unique index.
  if (!created)
    throw new AppError("email_exists", SPEC_MESSAGES.emailExists, { fields: { email: SPEC_MESSAGES.emailExists } });
  const account = await findAccount(deps.db, { userId: created.id });
  return issueSession(deps, account!);
}

export async function generateOtp(
  deps: Deps,
  input: { body: GenerateOtpBody; address: string; schoolId: number | null },
): Promise<void> {
  const { body, address: clientAddress } = input;
  const target = body.email ?? body.phone ?? "";
  await deps.rateLimiter.consume([
    { key: `otp:account:${target}`, limit: deps.rateLimits.perAccount },
    { key: `otp:address:${clientAddress}`, limit: deps.rateLimits.perAddress },
  ]);
  await sendCode(deps, { target, email: body.email, schoolId: input.schoolId });
}

/**
 * A new code for an address, replacing an earlier one, stored hashed and sent by e-mail (else SMS) with it; the mail
 * signed by the school at whose address it was asked for (decision 0141).
 */
async function sendCode(
  deps: Deps,
  input: { target: string; email: string | undefined; schoolId: number | null },
): Promise<void> {
  const { target } = input;
  const code = String(randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, "0");
  const values = {
    target,
    codeHash: hashToken(`${target}:${code}`),
    expiresAt: new Date(Date.now() + OTP_TTL_MINUTES * 60_000),
    wrongTries: 0,
    consumedAt: null,
  };
  // One transaction: the code is stored if and only if its mail or SMS is queued (decision 0059). The queue's own, not
  // `inTransaction`: codes are no school's rows, a secret no school's handle may read (decision 0129).
  await deps.queue.transaction(async (tx, jobs) => {
    await storeOtp(tx, values);
    if (input.email) {
      await deps.mailer.send(
        { to: input.email, school_id: input.schoolId, ...otpMail(code, OTP_TTL_MINUTES) },
        { jobs },
      );
    } else await deps.sms.send(target, otpSms(code, OTP_TTL_MINUTES), { jobs });
  });
}

/**
 * Checks a code; on success it is spent, and an existing student's account is signed in by it. A staff account is
 * not: for staff an e-mailed code is only a step after the password (decision 0126). A code for an account of
 * another school than the address's answers as a wrong code. Every check counts against the account's guesses.
 */
export async function checkOtp(
  deps: Deps,
  input: { query: CheckOtpQuery; client: SignInClient },
): Promise<SignedIn | null> {
  const { query, client } = input;
  const target = query.email ?? query.phone ?? "";
  await deps.rateLimiter.consume([{ key: `otp-check:address:${client.address}`, limit: deps.rateLimits.perAddress }]);
  const account = await findAccount(deps.db, { email: query.email, phone: query.phone });
  const elsewhere = account !== null && account.schoolId !== client.schoolId;
  const passed = await checkCodeGuarded(deps.db, {
    key: guessKeyOf(account, target),
    check: async () => (!elsewhere && (await spendCode(deps, { target, code: query.otp })) ? true : null),
  });
  if (!passed) throw wrongCode();
  if (!account) return null;
  if (signsInWithTwoFactor(account.role)) {
    throw new AppError("password_required", "Staff accounts sign in with their password; a code is only the next step");
  }
  return signIn(deps, { account, client });
}

/** Spends the live code of an address if `code` is it; throws why no try could be taken (expired, locked). */
async function spendCode(deps: Deps, input: { target: string; code: string }): Promise<boolean> {
  const { target } = input;
  const now = new Date();
  const taken = await takeOtpTry(deps.db, { target, maxTries: OTP_MAX_WRONG_TRIES, now });
  if (!taken) throw await whyNoOtpTry(deps, { target, now });
  const matches = sameHash(taken.codeHash, hashToken(`${target}:${input.code}`));
  return matches && (await consumeOtp(deps.db, { target, now }));
}

const limitSecondSteps = (deps: Deps, client: SignInClient) =>
  deps.rateLimiter.consume([{ key: `second-step:address:${client.address}`, limit: deps.rateLimits.perAddress }]);

/** The authenticator's code, or a recovery code, after the password (decisions 0126, 0168). */
export async function loginSecondStep(
  deps: Deps,
  input: { body: SecondStepBody; client: SignInClient },
): Promise<SignedIn> {
  const { body, client } = input;
  await limitSecondSteps(deps, client);
  const challenged = await challengedAccount(deps, { challenge: body.challenge, stage: "totp", client });
  const { account } = challenged;
  await passChallenge(deps, {
    challenged,
    device: client.device,
    accept: () =>
      acceptSecondFactor(secondFactorDeps(deps), {
        userId: account.id,
        code: body.code,
        recoveryCode: body.recovery_code,
      }),
  });
  return signIn(deps, { account, client });
}

/**
 * The school requires an authenticator the account has not set up (decision 0127): the code e-mailed at the
 * password proves the mailbox, so a password alone cannot bind an attacker's authenticator to the account.
 */
export async function loginEnrol(
  deps: Deps,
  input: { body: { challenge: string; email_code: string }; client: SignInClient },
): Promise<TotpSetup> {
  const { body, client } = input;
  await limitSecondSteps(deps, client);
  const challenged = await challengedAccount(deps, { challenge: body.challenge, stage: "enrol", client });
  const { account } = challenged;
  await passChallenge(deps, {
    challenged,
    device: client.device,
    accept: () => spendCode(deps, { target: enrolTarget(account), code: body.email_code }),
  });
  const setup = await startTotpSetup(
    { ...secondFactorDeps(deps), db: deps.db },
    { userId: account.id, email: account.email, schoolId: account.schoolId },
  );
  return { ...setup, challenge: await issueChallenge(deps, { userId: account.id, stage: "enrolling" }) };
}

/** The first code of the authenticator set up at sign-in confirms it, signs in, and shows the recovery codes once. */
export async function loginEnrolConfirm(
  deps: Deps,
  input: { body: { challenge: string; code: string }; client: SignInClient },
): Promise<SignedIn & RecoveryCodesResponse> {
  const { body, client } = input;
  await limitSecondSteps(deps, client);
  const challenged = await challengedAccount(deps, { challenge: body.challenge, stage: "enrolling", client });
  const { account } = challenged;
  await passChallenge(deps, {
    challenged,
    device: client.device,
    accept: () => acceptSecondFactor(secondFactorDeps(deps), { userId: account.id, code: body.code, pending: true }),
  });
  const codes = await issueRecoveryCodes(deps.db, account.id);
  return { ...(await signIn(deps, { account, client })), ...codes };
}

/** Sign-in runs on the owner's handle (`deps.db` of a cross-school route), which the two-factor tables need. */
const secondFactorDeps = (deps: Deps) => ({ ownerDb: deps.db, secondFactor: deps.secondFactor });

/** Why no try could be taken: the code is missing or spent, its tries are used up, or it has expired. */
async function whyNoOtpTry(deps: Deps, { target, now }: { target: string; now: Date }): Promise<AppError> {
  const otp = await findOtp(deps.db, target);
  if (!otp || otp.consumedAt) return new AppError("otp_invalid", "The code is not valid");
  if (otp.wrongTries >= OTP_MAX_WRONG_TRIES)
    return new AppError("otp_locked", "Too many wrong codes; request a new one");
  if (otp.expiresAt.getTime() <= now.getTime()) {
    return new AppError("otp_expired", "The code has expired; request a new one");
  }
  return new AppError("otp_invalid", "The code is not valid");
}

/** Answers the same whether or not the e-mail exists, so the call cannot be used to probe for accounts. */
export async function sendResetLink(
  deps: Deps,
  input: { email: string; address: string; schoolId: number | null },
): Promise<void> {
  const { email, address: clientAddress } = input;
  await deps.rateLimiter.consume([
    { key: `reset:account:${email}`, limit: deps.rateLimits.perAccount },
    { key: `reset:address:${clientAddress}`, limit: deps.rateLimits.perAddress },
  ]);
  const account = await findAccount(deps.db, { email });
  // Another school's account gets no link from this address, and the answer is the same (decision 0128).
  if (!account || account.schoolId !== input.schoolId) return;
  const token = newOpaqueToken();
  const link = setPasswordLink(deps.env.PUBLIC_URL, token);
  try {
    // One transaction: the link is stored if and only if its mail is queued. The queue's own, not `inTransaction`:
    // reset links are no school's rows, a secret no school's handle may read (decision 0129).
    await deps.queue.transaction(async (tx, jobs) => {
      await insertPasswordReset(tx, {
        userId: account.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MINUTES * 60_000),
      });
      await deps.mailer.send(
        { to: email, school_id: account.schoolId, ...resetMail(link, RESET_TOKEN_TTL_MINUTES) },
        { jobs },
      );
    });
  } catch (error) {
    deps.log.error({ err: error }, "password reset mail failed");
  }
}

export async function setPassword(deps: Deps, body: SetPasswordBody): Promise<void> {
  await endSessions(deps, async (tx, now) => {
    const reset = await spendReset(tx, { tokenHash: hashToken(body.token), now });
    if (!reset) throw new AppError("reset_token_invalid", "The link is invalid or has expired");
    // Hashed only for a live link, so made-up tokens cost no hashing.
    const passwordHash = await hashPassword(body.password);
    // Every other link of the user dies with this one.
    await spendAllResets(tx, { userId: reset.userId, now });
    await setPasswordHash(tx, { userId: reset.userId, passwordHash });
    return reset.userId;
  });
}

/** Ends every older session, then signs the current one in again so the user stays where they are. */
export async function changePassword(actor: Actor, body: ChangePasswordBody): Promise<IssuedSession> {
  const { userId } = actor.caller;
  const account = await findAccount(actor.db, { userId });
  if (!account) throw new AppError("not_found", "User not found");
  if (!(await verifyPassword(account.passwordHash, body.old_password))) {
    throw new AppError("validation_failed", "The current password is wrong", {
      fields: { old_password: "The current password is wrong" },
    });
  }
  const passwordHash = await hashPassword(body.new_password);
  await endSessions(actor.deps, async (tx) => {
    await setPasswordHash(tx, { userId, passwordHash });
    return userId;
  });
  return issueSession(actor.deps, account);
}

export async function markFirstVisit(actor: Actor): Promise<void> {
  await markUserFirstVisit(actor, actor.caller.userId);
}

/**
 * Whether an e-mail has an account, for the registration form (decision 0014). The answer tells what a
 * registration would tell anyway ('The mail already exists!'), so both share a small per-address budget of look-ups:
 * enough for a person signing up, far too few to enumerate a school's users.
 */
export async function emailExists(deps: Deps, input: { email: string; address: string }): Promise<boolean> {
  await deps.rateLimiter.consume([{ key: `lookup:address:${input.address}`, limit: lookupLimit(deps) }]);
  return (await findAccount(deps.db, { email: input.email })) !== null;
}

const lookupLimit = (deps: Deps) => deps.rateLimits.lookupsPerAddress ?? deps.rateLimits.perAddress;
