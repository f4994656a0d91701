import {
  createPaymentTranche,
  deletePaymentTranche,
  listPaymentTranches,
  updatePaymentTranche,
} from "@school/contracts/routes";
import { type BodyOf, callEndpoint } from "../../../api/http-client";

export const fetchTranches = (userId: number, signal?: AbortSignal) =>
  callEndpoint(listPaymentTranches, { query: { user_id: userId }, signal });
export const createTranche = (body: BodyOf<typeof createPaymentTranche>) =>
  callEndpoint(createPaymentTranche, { body });
export const updateTranche = (id: number, body: BodyOf<typeof updatePaymentTranche>) =>
  callEndpoint(updatePaymentTranche, { params: { id }, body });
export const deleteTranche = (id: number) => callEndpoint(deletePaymentTranche, { params: { id } });
