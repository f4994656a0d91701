import type { DisableTwoFactorBody, SchoolTwoFactor, SecondStepBody } from "@school/contracts";
import {
  confirmTwoFactor as confirmTwoFactorEndpoint,
  disableTwoFactor as disableTwoFactorEndpoint,
  getSchoolTwoFactor,
  getTwoFactor,
  loginEnrolConfirm as loginEnrolConfirmEndpoint,
  loginEnrol as loginEnrolEndpoint,
  loginSecondStep as loginSecondStepEndpoint,
  setSchoolTwoFactor as setSchoolTwoFactorEndpoint,
  setUpTwoFactor as setUpTwoFactorEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

// The sign-in's steps answer 4xx for a wrong code: that is the answer, not a reason to refresh a token.
export const loginSecondStep = (body: SecondStepBody) =>
  callEndpoint(loginSecondStepEndpoint, { body, refreshOnUnauthorized: false });

export const loginEnrol = (body: { challenge: string; email_code: string }) =>
  callEndpoint(loginEnrolEndpoint, { body, refreshOnUnauthorized: false });

export const loginEnrolConfirm = (body: { challenge: string; code: string }) =>
  callEndpoint(loginEnrolConfirmEndpoint, { body, refreshOnUnauthorized: false });

export const fetchTwoFactor = () => callEndpoint(getTwoFactor);
export const setUpTwoFactor = () => callEndpoint(setUpTwoFactorEndpoint);
export const confirmTwoFactor = (code: string) => callEndpoint(confirmTwoFactorEndpoint, { body: { code } });
export const disableTwoFactor = (body: DisableTwoFactorBody) => callEndpoint(disableTwoFactorEndpoint, { body });

export const fetchSchoolTwoFactor = () => callEndpoint(getSchoolTwoFactor);
export const setSchoolTwoFactor = (body: SchoolTwoFactor) => callEndpoint(setSchoolTwoFactorEndpoint, { body });
