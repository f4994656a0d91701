import { idParams } from "../../fields.js";
import {
  balanceQuery,
  balanceSummary,
  paymentTranche,
  paymentTrancheBody,
  paymentTranches,
  paymentTrancheUpdateBody,
  studentQuery,
} from "../../student-record/index.js";
import { endpoint } from "../endpoint.js";

const tags = ["student-record"];

export const listPaymentTranches = endpoint({
  method: "GET",
  path: "user/accounts/payment-tranche/",
  permission: "payment.read",
  summary: "A student's payment tranches, the package cost, paid total and balance",
  tags,
  query: studentQuery,
  response: paymentTranches,
});

export const createPaymentTranche = endpoint({
  method: "POST",
  path: "user/accounts/payment-tranche/",
  permission: "studentRecord.manage",
  summary: "Add a payment tranche (amount, due_date, paid_on, note)",
  tags,
  body: paymentTrancheBody,
  response: paymentTranche,
  status: 201,
});

export const updatePaymentTranche = endpoint({
  method: "PATCH",
  path: "user/accounts/payment-tranche/{id}/",
  permission: "studentRecord.manage",
  summary: "Change a payment tranche (mark it paid with paid_on)",
  tags,
  params: idParams("id"),
  body: paymentTrancheUpdateBody,
  response: paymentTranche,
});

export const deletePaymentTranche = endpoint({
  method: "DELETE",
  path: "user/accounts/payment-tranche/{id}/",
  permission: "studentRecord.manage",
  summary: "Delete a payment tranche",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const getBalance = endpoint({
  method: "GET",
  path: "user/accounts/balance/",
  permission: "studentRecord.staffOnly",
  summary:
    "Package costs, paid totals and balances of the filtered students (degree, pre_enrollment, academic_year, countries, step)",
  tags,
  query: balanceQuery,
  response: balanceSummary,
});
