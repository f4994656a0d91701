// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const changePassword = {
  method: "POST",
  path: "user/accounts/change_password/",
} as Route<typeof endpoints.changePassword>;

export const checkEmail = {
  method: "GET",
  path: "check/email/",
} as Route<typeof endpoints.checkEmail>;

export const checkOtp = {
  method: "GET",
  path: "user/accounts/check_otp/",
} as Route<typeof endpoints.checkOtp>;

export const confirmTwoFactor = {
  method: "POST",
  path: "user/accounts/two-factor/confirm/",
} as Route<typeof endpoints.confirmTwoFactor>;

export const disableTwoFactor = {
  method: "POST",
  path: "user/accounts/two-factor/disable/",
} as Route<typeof endpoints.disableTwoFactor>;

export const generateOtp = {
  method: "POST",
  path: "user/accounts/generate_otp/",
} as Route<typeof endpoints.generateOtp>;

export const getTwoFactor = {
  method: "GET",
  path: "user/accounts/two-factor/",
} as Route<typeof endpoints.getTwoFactor>;

export const login = {
  method: "POST",
  path: "user/accounts/login/",
} as Route<typeof endpoints.login>;

export const loginEnrol = {
  method: "POST",
  path: "user/accounts/login/enrol/",
} as Route<typeof endpoints.loginEnrol>;

export const loginEnrolConfirm = {
  method: "POST",
  path: "user/accounts/login/enrol/confirm/",
} as Route<typeof endpoints.loginEnrolConfirm>;

export const loginSecondStep = {
  method: "POST",
  path: "user/accounts/login/second-step/",
} as Route<typeof endpoints.loginSecondStep>;

export const logout = {
  method: "POST",
  path: "user/accounts/logout/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.logout>;

export const markFirstVisit = {
  method: "POST",
  path: "user/accounts/first_visit/",
} as Route<typeof endpoints.markFirstVisit>;

export const refreshSession = {
  method: "POST",
  path: "user/accounts/refresh/",
} as Route<typeof endpoints.refreshSession>;

export const register = {
  method: "POST",
  path: "user/accounts/create/",
  status: 201,
} as Route<typeof endpoints.register>;

export const sendResetLink = {
  method: "POST",
  path: "user/accounts/send_link_reset/",
} as Route<typeof endpoints.sendResetLink>;

export const setPassword = {
  method: "POST",
  path: "user/accounts/set_password/",
} as Route<typeof endpoints.setPassword>;

export const setUpTwoFactor = {
  method: "POST",
  path: "user/accounts/two-factor/setup/",
} as Route<typeof endpoints.setUpTwoFactor>;
