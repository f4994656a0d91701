// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const cancelMailing = {
  method: "POST",
  path: "user/accounts/mailings/{id}/cancel/",
} as Route<typeof endpoints.cancelMailing>;

export const getMailing = {
  method: "GET",
  path: "user/accounts/mailings/{id}/",
} as Route<typeof endpoints.getMailing>;

export const getMailingSettings = {
  method: "GET",
  path: "user/accounts/mailing_settings/",
} as Route<typeof endpoints.getMailingSettings>;

export const listMailingLog = {
  method: "GET",
  path: "user/accounts/mailing_communication_list/{id}/",
} as Route<typeof endpoints.listMailingLog>;

export const listMailings = {
  method: "GET",
  path: "user/accounts/mailings/",
} as Route<typeof endpoints.listMailings>;

export const listMessageTemplates = {
  method: "GET",
  path: "user/accounts/mailing_templates/",
} as Route<typeof endpoints.listMessageTemplates>;

export const oneClickUnsubscribe = {
  method: "POST",
  path: "mailings/unsubscribe/",
} as Route<typeof endpoints.oneClickUnsubscribe>;

export const previewMailing = {
  method: "POST",
  path: "user/accounts/mailing_preview/",
} as Route<typeof endpoints.previewMailing>;

export const sendMailing = {
  method: "POST",
  path: "user/accounts/send_tg_mailing/",
  status: 201,
} as Route<typeof endpoints.sendMailing>;

export const setMailingSubscription = {
  method: "POST",
  path: "mailings/subscription/",
} as Route<typeof endpoints.setMailingSubscription>;

export const updateMailingSettings = {
  method: "PATCH",
  path: "user/accounts/mailing_settings/",
} as Route<typeof endpoints.updateMailingSettings>;

export const updateMessageTemplate = {
  method: "PUT",
  path: "user/accounts/mailing_templates/{key}/",
} as Route<typeof endpoints.updateMessageTemplate>;
