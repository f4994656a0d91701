import { createPaymentTranche, listPaymentTranches, updatePaymentTranche } from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

export const fetchTranches = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listPaymentTranches, { query: { user_id: userId }, signal });
export const createTranche = (body: BodyOf<typeof createPaymentTranche>) =>
  callEndpoint(createPaymentTranche, { body });
export const markTranchePaid = (id: number, paidOn: string) =>
  callEndpoint(updatePaymentTranche, { params: { id }, body: { paid_on: paidOn } });
