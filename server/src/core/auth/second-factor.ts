import { createCipheriv, createDecipheriv, createHash, randomBytes, timingSafeEqual } from "node:crypto";
import { Secret, TOTP } from "otpauth";

/** RFC 6238 as every authenticator app reads it by default: SHA-1, 6 digits, 30-second steps. */
const TOTP_PERIOD_SECONDS = 30;
const TOTP_DIGITS = 6;
/** A code of the step before or after is accepted too: a phone's clock a few seconds off still signs in. */
const TOTP_DRIFT_STEPS = 1;
export const RECOVERY_CODE_COUNT = 10;
/** How long the second step of a sign-in may wait after the password: time to open an authenticator or a mailbox. */
export const CHALLENGE_MINUTES = 10;

/**
 * What a right password leads to when it does not sign in by itself (decision 0126): `totp` asks the authenticator's
 * code (or a recovery code); `enrol` asks the e-mailed code first, since the school requires an authenticator the
 * account has not set up; `enrolling` the first code of the authenticator set up after that. Each is a challenge
 * kept by sign-in, used once (decision 0168).
 */
export type ChallengeStage = "totp" | "enrol" | "enrolling";

export type SecondFactor = {
  /** Seals an authenticator's secret for storage (AES-256-GCM): a copy of the table alone gives no codes. */
  seal(secret: string): string;
  open(sealed: string): string;
};

export function createSecondFactor(signingSecret: string): SecondFactor {
  const key = createHash("sha256").update(`totp-secret:${signingSecret}`).digest();
  return {
    seal(secret) {
      const iv = randomBytes(12);
      const cipher = createCipheriv("aes-256-gcm", key, iv);
      const sealed = Buffer.concat([cipher.update(secret, "utf8"), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString("base64url")).join(".");
    },
    open(sealed) {
      const [iv, tag, data] = sealed.split(".").map((part) => Buffer.from(part, "base64url"));
      const decipher = createDecipheriv("aes-256-gcm", key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(data!), decipher.final()]).toString("utf8");
    },
  };
}

/** A new authenticator secret, 160 bits as RFC 4226 recommends, in the base32 an app's manual entry takes. */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

const totpOf = (secret: string, label = "", issuer = "") =>
  new TOTP({
    issuer,
    label,
    algorithm: "SHA1",
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secret),
  });

/** The `otpauth://` address a QR code carries to the app: the school names the entry, the e-mail the account. */
export const totpUri = (input: { secret: string; account: string; issuer: string }) =>
  totpOf(input.secret, input.account, input.issuer).toString();

/**
 * The step of the authenticator code given, if it is the code of the current step or one beside it and newer than
 * the last step accepted (a code is never accepted twice); every candidate is compared by its hash in constant time.
 */
export function matchingTotpStep(input: { secret: string; code: string; now: Date; lastStep: number }): number | null {
  const totp = totpOf(input.secret);
  const current = Math.floor(input.now.getTime() / 1000 / TOTP_PERIOD_SECONDS);
  const given = digest(input.code);
  let matched: number | null = null;
  for (let step = current - TOTP_DRIFT_STEPS; step <= current + TOTP_DRIFT_STEPS; step += 1) {
    const expected = digest(totp.generate({ timestamp: step * TOTP_PERIOD_SECONDS * 1000 }));
    if (timingSafeEqual(expected, given) && step > input.lastStep) matched = step;
  }
  return matched;
}

const digest = (text: string) => createHash("sha256").update(text).digest();

/** Recovery codes as shown: ten letters and digits in two groups, without the look-alikes 0/o and 1/l. */
export function newRecoveryCodes(): string[] {
  const alphabet = "23456789abcdefghijkmnpqrstuvwxyz";
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const characters = [...randomBytes(10)].map((byte) => alphabet[byte % alphabet.length]).join("");
    return `${characters.slice(0, 5)}-${characters.slice(5)}`;
  });
}

/** A recovery code's stored hash: typed in any case, with or without its dash or spaces. */
export const recoveryCodeHash = (code: string) => digest(code.toLowerCase().replace(/[\s-]/g, "")).toString("hex");

/** Whether two stored hashes (hex) are equal, in constant time. */
export function sameHash(stored: string, given: string): boolean {
  const [left, right] = [Buffer.from(stored, "hex"), Buffer.from(given, "hex")];
  return left.length === right.length && timingSafeEqual(left, right);
}
