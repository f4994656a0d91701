import {
  accessResponse,
  changePasswordBody,
  checkEmailQuery,
  checkEmailResponse,
  checkOtpQuery,
  checkOtpResponse,
  detailResponse,
  generateOtpBody,
  loginBody,
  registerBody,
  restoredSession,
  sendResetBody,
  setPasswordBody,
} from "../auth.js";
import { endpoint } from "./endpoint.js";

const tags = ["auth"];

export const login = endpoint({
  method: "POST",
  path: "user/accounts/login/",
  permission: "account.signIn",
  summary: "Sign in by e-mail or phone and password",
  tags,
  body: loginBody,
  response: accessResponse,
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
  summary: "Check a code; signs the account in when one matches",
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
