import { idParams } from "../fields.js";
import { openedOrder } from "../payments.js";
import {
  devPayLinkBody,
  instalmentPlanAnswer,
  instalmentPlanBody,
  payInstalmentsBody,
  paymentLinkParams,
  paymentLinkView,
  sendPaymentLinkBody,
  sentPaymentLink,
} from "../tranche-payments.js";
import { endpoint } from "./endpoint.js";

/* Tranches paid online and instalment plans (issue 38, decision 0159): extensions listed in `API_EXTENSIONS`. */
const tags = ["payments"];

export const getPaymentLink = endpoint({
  method: "GET",
  path: "pay/link/{token}/",
  permission: "paymentLink.pay",
  summary:
    "What a payment link pays: the school, the tranche's sum and due date, and whether it is open, paid or expired; " +
    "an unknown token answers 404 (extension, decision 0159)",
  tags,
  params: paymentLinkParams,
  response: paymentLinkView,
});

export const openPaymentLink = endpoint({
  method: "POST",
  path: "pay/link/{token}/",
  permission: "paymentLink.pay",
  summary:
    "Opens (or answers again) the tranche's one order and where to pay it, without signing in; a paid or expired " +
    "link answers 410 (extension, decision 0159)",
  tags,
  params: paymentLinkParams,
  response: openedOrder,
});

export const devPayPaymentLink = endpoint({
  method: "POST",
  path: "pay/link/{token}/dev_checkout/",
  permission: "paymentLink.pay",
  summary:
    "The development provider's Pay or Decline on a link's page: a signed notification through the notification " +
    "route; 404 while a real provider is set up (extension, decision 0159)",
  tags,
  params: paymentLinkParams,
  body: devPayLinkBody,
  response: paymentLinkView,
});

export const sendPaymentLink = endpoint({
  method: "POST",
  path: "user/accounts/payment-tranche/{id}/payment_link/",
  permission: "studentRecord.manage",
  summary:
    "Sends the student a link that pays this tranche, by e-mail, Telegram or WhatsApp, as a message of their " +
    "conversation; the link expires in 7 days (extension, decision 0159)",
  tags,
  params: idParams("id"),
  body: sendPaymentLinkBody,
  response: sentPaymentLink,
  status: 201,
});

export const payOwnTranche = endpoint({
  method: "POST",
  path: "user/accounts/payment-tranche/{id}/pay/",
  permission: "payment.buy",
  summary: "The student pays their own open tranche: its one order and where to pay it (extension, decision 0159)",
  tags,
  params: idParams("id"),
  response: openedOrder,
});

export const getInstalmentPlan = endpoint({
  method: "GET",
  path: "course/instalment_plan/{id}/",
  permission: "school.public",
  summary: "A program's instalment plan and its payments at the price now, or null (extension, decision 0159)",
  tags,
  params: idParams("id"),
  response: instalmentPlanAnswer,
});

export const setInstalmentPlan = endpoint({
  method: "PUT",
  path: "course/instalment_plan/{id}/",
  permission: "program.manage",
  summary:
    "Sets a program's instalment plan: payments, interval, first amount, the days overdue that close the lessons; " +
    "the payments must add up to the price (extension, decision 0159)",
  tags,
  params: idParams("id"),
  body: instalmentPlanBody,
  response: instalmentPlanAnswer,
});

export const deleteInstalmentPlan = endpoint({
  method: "DELETE",
  path: "course/instalment_plan/{id}/",
  permission: "program.manage",
  summary: "The program is no longer sold in instalments; plans already bought go on (extension, decision 0159)",
  tags,
  params: idParams("id"),
  response: null,
  status: 204,
});

export const payInstalments = endpoint({
  method: "POST",
  path: "pay/pay_instalments/",
  permission: "payment.buy",
  summary:
    "Buys a program in instalments: the plan's tranches are made once and the first payment's order is opened " +
    "(extension, decision 0159)",
  tags,
  body: payInstalmentsBody,
  response: openedOrder,
});
