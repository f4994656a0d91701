import type { CheckOtpQuery, GenerateOtpBody, LoginBody, RegisterBody, SetPasswordBody } from "@school/contracts";
import {
  checkOtp as checkOtpEndpoint,
  generateOtp as generateOtpEndpoint,
  login as loginEndpoint,
  register as registerEndpoint,
  sendResetLink as sendResetLinkEndpoint,
  setPassword as setPasswordEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

// Sign-in calls answer 401 for wrong credentials: that is the answer, not a reason to refresh a token.
export function login(body: LoginBody) {
  return callEndpoint(loginEndpoint, { body, refreshOnUnauthorized: false });
}

export function register(body: RegisterBody) {
  return callEndpoint(registerEndpoint, { body, refreshOnUnauthorized: false });
}

export function generateOtp(body: GenerateOtpBody) {
  return callEndpoint(generateOtpEndpoint, { body });
}

export function checkOtp(query: CheckOtpQuery) {
  return callEndpoint(checkOtpEndpoint, { query, refreshOnUnauthorized: false });
}

export function sendResetLink(email: string) {
  return callEndpoint(sendResetLinkEndpoint, { body: { email } });
}

export function setPassword(body: SetPasswordBody) {
  return callEndpoint(setPasswordEndpoint, { body });
}
