import type { InstalmentPlanBody, PaymentLinkChannel } from "@school/contracts";
import {
  deleteInstalmentPlan,
  devPayPaymentLink,
  getInstalmentPlan,
  getPaymentLink,
  openPaymentLink,
  payInstalments,
  payOwnTranche,
  sendPaymentLink,
  setInstalmentPlan,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchPaymentLink = (token: string, signal?: AbortSignal) =>
  callEndpoint(getPaymentLink, { params: { token }, signal });
export const payPaymentLink = (token: string) => callEndpoint(openPaymentLink, { params: { token } });
export const devPayLink = (token: string, outcome: "pay" | "decline") =>
  callEndpoint(devPayPaymentLink, { params: { token }, body: { outcome } });
export const sendTrancheLink = (id: number, channel: PaymentLinkChannel) =>
  callEndpoint(sendPaymentLink, { params: { id }, body: { channel } });
export const payTranche = (id: number) => callEndpoint(payOwnTranche, { params: { id } });
export const fetchInstalmentPlan = (courseId: number, signal?: AbortSignal) =>
  callEndpoint(getInstalmentPlan, { params: { id: courseId }, signal });
export const saveInstalmentPlan = (courseId: number, body: InstalmentPlanBody) =>
  callEndpoint(setInstalmentPlan, { params: { id: courseId }, body });
export const removeInstalmentPlan = (courseId: number) =>
  callEndpoint(deleteInstalmentPlan, { params: { id: courseId } });
export const buyInInstalments = (courseId: number) => callEndpoint(payInstalments, { body: { course_id: courseId } });
