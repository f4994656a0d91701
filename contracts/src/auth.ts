import { z } from "zod";
import { PASSWORD_MIN_LENGTH, PHONE_PREFIX } from "./constants.js";
import { personName, zodRecordOf } from "./fields.js";
import { referralCode, utmMarks } from "./marketing-fields.js";
import { ACCESS_CLAIM_FIELDS, RESTORED_SESSION_FIELDS } from "./session-claims.js";

export const email = z.string().trim().toLowerCase().email().max(254);
export const phone = z
  .string()
  .trim()
  .regex(/^\+7\d{10}$/, `Phone must start with ${PHONE_PREFIX} and have 10 more digits`);
export const password = z.string().min(PASSWORD_MIN_LENGTH).max(128);

/** Login by e-mail or phone; `login` accepts either so one field serves the form. */
export const loginBody = z
  .object({
    email: email.optional(),
    phone: phone.optional(),
    password: z.string().min(1).max(128),
  })
  .refine((body) => body.email ?? body.phone, { message: "email or phone is required", path: ["email"] });
export type LoginBody = z.infer<typeof loginBody>;

export const accessResponse = z.object({ access: z.string() });
export type AccessResponse = z.infer<typeof accessResponse>;

/**
 * A session restore's answer: the new access token, or `null` when the browser holds no refresh cookie at all, which
 * is a guest's ordinary state rather than an error (a 401 there is logged by browsers as a failed request on every
 * guest's first screen). A cookie that is expired, spent or revoked is still refused with 401.
 */
export const restoredSession = zodRecordOf(RESTORED_SESSION_FIELDS);

/** The access token's claims (`ACCESS_CLAIM_FIELDS`). */
export const accessClaims = zodRecordOf(ACCESS_CLAIM_FIELDS);

export const registerBody = z.object({
  first_name: personName,
  last_name: personName,
  email,
  phone: phone.optional(),
  password,
  /** The school's domain; the server falls back to the request's host when absent. */
  domain: z.string().trim().max(253).optional(),
  /** Where the guest came from: the landing URL's marks the browser kept (first touch, decision 0056). */
  ...utmMarks,
  /** The referral code of the link the guest arrived through; one naming no student of the school is ignored. */
  ref: referralCode.optional(),
  /**
   * Consent to the school's personal-data processing and its public offer (product.md section 1, decision 0061): a
   * registration without it is refused (400, field `consent`); the server stores it with its time and the version of
   * each document as it then stood.
   */
  consent: z.literal(true, "Consent to personal data processing and the offer is required"),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const generateOtpBody = z
  .object({ email: email.optional(), phone: phone.optional() })
  .refine((body) => body.email ?? body.phone, { message: "email or phone is required", path: ["email"] });
export type GenerateOtpBody = z.infer<typeof generateOtpBody>;

export const checkOtpQuery = z
  .object({ email: email.optional(), phone: phone.optional(), otp: z.string().regex(/^\d{6}$/) })
  .refine((query) => query.email ?? query.phone, { message: "email or phone is required", path: ["email"] });
export type CheckOtpQuery = z.infer<typeof checkOtpQuery>;
/** `access` is present when the code's e-mail or phone belongs to an account: a sign-in by code. */
export const checkOtpResponse = z.object({ verified: z.literal(true), access: z.string().optional() });
export type CheckOtpResponse = z.infer<typeof checkOtpResponse>;

export const sendResetBody = z.object({ email });
export const setPasswordBody = z.object({ token: z.string().min(20).max(200), password });
export type SetPasswordBody = z.infer<typeof setPasswordBody>;

export const changePasswordBody = z.object({ old_password: z.string().min(1).max(128), new_password: password });
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const checkEmailQuery = z.object({ email });
export const checkEmailResponse = z.object({ exists: z.boolean() });

export const detailResponse = z.object({ detail: z.string() });

/**
 * A right password of an account that needs a second step (decision 0126): `totp`, the authenticator's code (or a
 * recovery code) at `login/second-step/`; `enrol`, the school requires an authenticator the account has not set up:
 * the code just e-mailed to the account's address at `login/enrol/`, then the new authenticator's first code at
 * `login/enrol/confirm/`. `challenge` names the sign-in for ten minutes.
 */
export const secondStepRequired = z.object({ second_step: z.enum(["totp", "enrol"]), challenge: z.string() });
export type SecondStepRequired = z.infer<typeof secondStepRequired>;
/** `login/`'s answer: the session, or the second step it needs. */
export const loginResponse = z.union([accessResponse, secondStepRequired]);
export type LoginResponse = z.infer<typeof loginResponse>;

const challenge = z.string().min(1).max(200);
const sixDigits = z.string().regex(/^\d{6}$/, "six digits");
/** A recovery code as shown (`abcde-fghij`), in any case, with or without its dash. */
const recoveryCode = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{5}[-\s]?[A-Za-z0-9]{5}$/, "a recovery code such as abcde-fghij");

export const secondStepBody = z
  .object({ challenge, code: sixDigits.optional(), recovery_code: recoveryCode.optional() })
  .refine((body) => Boolean(body.code) !== Boolean(body.recovery_code), {
    message: "code or recovery_code is required",
    path: ["code"],
  });
export type SecondStepBody = z.infer<typeof secondStepBody>;

export const enrolAtSignInBody = z.object({ challenge, email_code: sixDigits });
export const confirmEnrolAtSignInBody = z.object({ challenge, code: sixDigits });

/**
 * An authenticator being set up: the secret for manual entry, the `otpauth://` address and the QR code of it (an SVG
 * data URL, drawn by the server: no third party sees the secret). At sign-in also the challenge of the next step.
 */
export const totpSetup = z.object({
  secret: z.string(),
  uri: z.string(),
  qr: z.string(),
  challenge: z.string().optional(),
});
export type TotpSetup = z.infer<typeof totpSetup>;

/** Recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesResponse = z.object({ recovery_codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;
export const signedInWithRecoveryCodes = accessResponse.extend(recoveryCodesResponse.shape);

/** The caller's two-factor state: enrolled or not, whether the school requires it, recovery codes left. */
export const twoFactorStatus = z.object({
  enabled: z.boolean(),
  required: z.boolean(),
  recovery_codes_left: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatus>;

export const confirmTwoFactorBody = z.object({ code: sixDigits });
/** Turning the authenticator off takes a current code of it, or a recovery code. */
export const disableTwoFactorBody = z
  .object({ code: sixDigits.optional(), recovery_code: recoveryCode.optional() })
  .refine((body) => Boolean(body.code) !== Boolean(body.recovery_code), {
    message: "code or recovery_code is required",
    path: ["code"],
  });
export type DisableTwoFactorBody = z.infer<typeof disableTwoFactorBody>;

/** The school's rule: every staff member signs in with an authenticator (decision 0127). */
export const schoolTwoFactor = z.object({ required: z.boolean() });
export type SchoolTwoFactor = z.infer<typeof schoolTwoFactor>;

/**
 * The rule, and how many of the school's staff (`TWO_FACTOR_ROLES`) have no authenticator: while it is not required,
 * they sign in with a password alone; once it is, they set one up at their next sign-in (decision 0168).
 */
export const schoolTwoFactorStatus = schoolTwoFactor.extend({
  staff_without_two_factor: z.number().int().nonnegative(),
});
export type SchoolTwoFactorStatus = z.infer<typeof schoolTwoFactorStatus>;
