import { idParams } from "../fields.js";
import {
  createCourseUserBody,
  listHistoryQuery,
  listPayQuery,
  paymentEvent,
  paymentHistory,
  paymentNoteBody,
  paymentPage,
  staffPayment,
  updatedPayment,
  updatePaymentBody,
} from "../staff-payments.js";
import { endpoint } from "./endpoint.js";

/** The staff side of payments (decision 0053): money recorded by hand, corrections, a program's payments, history. */
const tags = ["payments"];

export const createCourseUser = endpoint({
  method: "POST",
  path: "pay/create_course_user/",
  permission: "payment.manage",
  summary: "Enrol a student in a program with a payment made by hand (cash, bank transfer, card terminal)",
  tags,
  body: createCourseUserBody,
  response: staffPayment,
  status: 201,
});

export const updatePayment = endpoint({
  method: "PATCH",
  path: "pay/update_payment/{id}/",
  permission: "payment.manage",
  summary: "Correct a payment's sum, method, note or paid date; a change of nothing answers unchanged",
  tags,
  params: idParams("id"),
  body: updatePaymentBody,
  response: updatedPayment,
});

export const deletePayment = endpoint({
  method: "DELETE",
  path: "pay/delete/{paymentId}/{userId}/",
  permission: "payment.manage",
  summary: "Mark a student's payment deleted (kept, with a 'deleted' line in its history)",
  tags,
  params: idParams("paymentId", "userId"),
  response: null,
  status: 204,
});

export const createPaymentNote = endpoint({
  method: "POST",
  path: "pay/create_history_pay/",
  permission: "payment.manage",
  summary: "Add a note to a payment's history",
  tags,
  body: paymentNoteBody,
  response: paymentEvent,
  status: 201,
});

export const listProgramPayments = endpoint({
  method: "GET",
  path: "pay/list_pay/{id}/",
  permission: "payment.manage",
  summary: "A program's payments with the buyers' names, newest first, 50 a page (before = the last id seen)",
  tags,
  params: idParams("id"),
  query: listPayQuery,
  response: paymentPage,
});

export const listPaymentHistory = endpoint({
  method: "GET",
  path: "pay/list_history_pay/",
  permission: "payment.read",
  summary: "A payment's history, or a student's payments and their history (who, when, what, the sum)",
  tags,
  query: listHistoryQuery,
  response: paymentHistory,
});
