import {
  accessResponse,
  type CheckOtpQuery,
  detailResponse,
  type GenerateOtpBody,
  type LoginBody,
  type RegisterBody,
  type SetPasswordBody,
} from "@school/contracts";
import { z } from "zod";
import { apiRequest } from "../../../api/http-client";

/**
 * check_otp/ answers `access` too when the phone or e-mail belongs to an account (sign-in by code).
 * The contracts package has no schema for this answer yet, so it is declared here.
 */
export const checkOtpResponse = z.object({ verified: z.boolean(), access: z.string().optional() });
export type CheckOtpResponse = z.infer<typeof checkOtpResponse>;

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
