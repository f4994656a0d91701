import {
  accessResponse,
  changePasswordBody,
  checkEmailQuery,
  checkEmailResponse,
  checkOtpQuery,
  checkOtpResponse,
  confirmEnrolAtSignInBody,
  confirmTwoFactorBody,
  detailResponse,
  disableTwoFactorBody,
  enrolAtSignInBody,
  generateOtpBody,
  loginBody,
  loginResponse,
  recoveryCodesResponse,
  registerBody,
  restoredSession,
  secondStepBody,
  sendResetBody,
  setPasswordBody,
  signedInWithRecoveryCodes,
  totpSetup,
  twoFactorStatus,
} from "../auth.js";
import { endpoint } from "./endpoint.js";

const tags = ["auth"];

export const login = endpoint({
  method: "POST",
  path: "user/accounts/login/",
  permission: "account.signIn",
  summary:
    "Sign in by e-mail or phone and password, on the address of the account's own school (another school's account " +
    "answers as a wrong password, decision 0128). A staff account with an authenticator, or of a school that requires one, " +
    "answers `{second_step, challenge}` instead of `{access}` (decision 0126)",
  tags,
  body: loginBody,
  response: loginResponse,
});

export const refreshSession = endpoint({
  method: "POST",
  path: "user/accounts/refresh/",
  permission: "account.signIn",
  summary:
    "Renew the access token from the refresh cookie (extension); without a refresh cookie `access` is null " +
    "(nothing to restore); an expired, spent or revoked cookie: 401, and the cookie is cleared",
  tags,
  response: restoredSession,
});

export const logout = endpoint({
  method: "POST",
  path: "user/accounts/logout/",
  permission: "session.own",
  summary: "End every session of the caller",
  tags,
  response: null,
  status: 204,
});

export const register = endpoint({
  method: "POST",
  path: "user/accounts/create/",
  permission: "account.signIn",
  summary: "Register a student in the school of the request's domain",
  tags,
  body: registerBody,
  response: accessResponse,
  status: 201,
});

export const generateOtp = endpoint({
  method: "POST",
  path: "user/accounts/generate_otp/",
  permission: "account.signIn",
  summary: "Send a 6-digit code by e-mail or SMS (replaces an earlier code)",
  tags,
  body: generateOtpBody,
  response: detailResponse,
});

export const checkOtp = endpoint({
  method: "GET",
  path: "user/accounts/check_otp/",
  permission: "account.signIn",
  summary:
    "Check a code; signs a student's account in when one matches. A staff account is not signed in by a code alone " +
    "(403 password_required, decision 0126); another school's account answers as a wrong code; every account's " +
    "wrong codes of any kind are limited together (decision 0128)",
  tags,
  query: checkOtpQuery,
  response: checkOtpResponse,
});

export const markFirstVisit = endpoint({
  method: "POST",
  path: "user/accounts/first_visit/",
  permission: "session.own",
  summary: "Mark the caller's first visit as done",
  tags,
  response: detailResponse,
});

export const sendResetLink = endpoint({
  method: "POST",
  path: "user/accounts/send_link_reset/",
  permission: "account.signIn",
  summary: "E-mail a single-use password reset link (same answer whether or not the e-mail exists)",
  tags,
  body: sendResetBody,
  response: detailResponse,
});

export const setPassword = endpoint({
  method: "POST",
  path: "user/accounts/set_password/",
  permission: "account.signIn",
  summary: "Set a new password with the token of a reset link",
  tags,
  body: setPasswordBody,
  response: detailResponse,
});

export const changePassword = endpoint({
  method: "POST",
  path: "user/accounts/change_password/",
  permission: "session.own",
  summary: "Change the caller's password; ends every other session (extension)",
  tags,
  body: changePasswordBody,
  response: accessResponse,
});

export const checkEmail = endpoint({
  method: "GET",
  path: "check/email/",
  permission: "account.signIn",
  summary: "Whether an e-mail is already registered (registration form)",
  tags,
  query: checkEmailQuery,
  response: checkEmailResponse,
});

// Two-factor sign-in of staff (decision 0126): extensions, listed in API_EXTENSIONS.

export const loginSecondStep = endpoint({
  method: "POST",
  path: "user/accounts/login/second-step/",
  permission: "account.signIn",
  summary:
    "The second step of a staff sign-in: the authenticator's current code, or a recovery code (spent), with the " +
    "challenge `login/` answered (extension, decision 0126)",
  tags,
  body: secondStepBody,
  response: accessResponse,
});

export const loginEnrol = endpoint({
  method: "POST",
  path: "user/accounts/login/enrol/",
  permission: "account.signIn",
  summary:
    "The school requires an authenticator the account has not set up: the code e-mailed at `login/` proves the " +
    "mailbox, and the answer is a new authenticator's secret and QR code with the challenge of its first code " +
    "(extension, decision 0127)",
  tags,
  body: enrolAtSignInBody,
  response: totpSetup,
});

export const loginEnrolConfirm = endpoint({
  method: "POST",
  path: "user/accounts/login/enrol/confirm/",
  permission: "account.signIn",
  summary:
    "The first code of the authenticator set up at sign-in: it is kept, the account signed in, and its recovery " +
    "codes shown once (extension, decision 0127)",
  tags,
  body: confirmEnrolAtSignInBody,
  response: signedInWithRecoveryCodes,
});

export const getTwoFactor = endpoint({
  method: "GET",
  path: "user/accounts/two-factor/",
  permission: "twoFactor.own",
  summary:
    "Whether the caller signs in with an authenticator, whether the school requires it, recovery codes left (extension)",
  tags,
  response: twoFactorStatus,
});

export const setUpTwoFactor = endpoint({
  method: "POST",
  path: "user/accounts/two-factor/setup/",
  permission: "twoFactor.own",
  summary:
    "A new authenticator secret with its QR code, kept unconfirmed until `two-factor/confirm/`; refused (409) while " +
    "an authenticator is on: it is turned off first (extension, decision 0126)",
  tags,
  response: totpSetup,
});

export const confirmTwoFactor = endpoint({
  method: "POST",
  path: "user/accounts/two-factor/confirm/",
  permission: "twoFactor.own",
  summary:
    "Confirms the authenticator set up with its current code: from now on the password alone no longer signs in; " +
    "the answer is ten recovery codes, shown once (extension, decision 0126)",
  tags,
  body: confirmTwoFactorBody,
  response: recoveryCodesResponse,
});

export const disableTwoFactor = endpoint({
  method: "POST",
  path: "user/accounts/two-factor/disable/",
  permission: "twoFactor.own",
  summary:
    "Turns the authenticator off with a current code or a recovery code; refused (409) while the school requires " +
    "one (extension, decision 0126)",
  tags,
  body: disableTwoFactorBody,
  response: twoFactorStatus,
});
