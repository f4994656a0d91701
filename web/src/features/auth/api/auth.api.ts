import {
  accessResponse,
  type CheckOtpQuery,
  checkOtpResponse,
  detailResponse,
  type GenerateOtpBody,
  type LoginBody,
  type RegisterBody,
  type SetPasswordBody,
} from "@school/contracts";
import { apiRequest } from "../../../api/http-client";

// Sign-in calls answer 401 for wrong credentials: that is the answer, not a reason to refresh a token.
export function login(body: LoginBody) {
  return apiRequest("user/accounts/login/", {
    method: "POST",
    body,
    schema: accessResponse,
    refreshOnUnauthorized: false,
  });
}

export function register(body: RegisterBody) {
  return apiRequest("user/accounts/create/", {
    method: "POST",
    body,
    schema: accessResponse,
    refreshOnUnauthorized: false,
  });
}

export function generateOtp(body: GenerateOtpBody) {
  return apiRequest("user/accounts/generate_otp/", { method: "POST", body, schema: detailResponse });
}

export function checkOtp(query: CheckOtpQuery) {
  return apiRequest("user/accounts/check_otp/", { query, schema: checkOtpResponse, refreshOnUnauthorized: false });
}

export function sendResetLink(email: string) {
  return apiRequest("user/accounts/send_link_reset/", { method: "POST", body: { email }, schema: detailResponse });
}

export function setPassword(body: SetPasswordBody) {
  return apiRequest("user/accounts/set_password/", { method: "POST", body, schema: detailResponse });
}
