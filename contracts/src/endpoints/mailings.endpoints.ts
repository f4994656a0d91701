import { idParams } from "../fields.js";
import {
  mailingDetail,
  mailingListQuery,
  mailingLogPage,
  mailingLogQuery,
  mailingPage,
  mailingPreview,
  mailingPreviewBody,
  mailingSettings,
  mailingSettingsBody,
  mailingSubscription,
  mailingSubscriptionBody,
  messageTemplate,
  messageTemplateList,
  oneClickUnsubscribeBody,
  oneClickUnsubscribeQuery,
  sendMailingBody,
  templateKeyParams,
  templateUpdateBody,
} from "../mailings.js";
import { endpoint } from "./endpoint.js";

const tags = ["mailing"];

/** Mailings, their log, templates and greetings (issue 22, decisions 0066-0069). */
export const sendMailing = endpoint({
  method: "POST",
  path: "user/accounts/send_tg_mailing/",
  permission: "mailing.send",
  summary:
    "A mailing by e-mail, Telegram, WhatsApp or several to everyone, the user list's active filter or one user, now or at a time " +
    "in the school's zone: one queued delivery per recipient and channel",
  tags,
  body: sendMailingBody,
  response: mailingDetail,
  status: 201,
});

export const listMailingLog = endpoint({
  method: "GET",
  path: "user/accounts/mailing_communication_list/{id}/",
  permission: "mailing.send",
  summary: "A mailing's log: each recipient and channel, its state, when it was sent and why it failed",
  tags,
  params: idParams("id"),
  query: mailingLogQuery,
  response: mailingLogPage,
});

export const previewMailing = endpoint({
  method: "POST",
  path: "user/accounts/mailing_preview/",
  permission: "mailing.send",
  summary: "Who a mailing would reach: the count and the first names (extension, decision 0066)",
  tags,
  body: mailingPreviewBody,
  response: mailingPreview,
});

export const listMailings = endpoint({
  method: "GET",
  path: "user/accounts/mailings/",
  permission: "mailing.send",
  summary: "The school's mailings, newest first, with their progress (extension, decision 0066)",
  tags,
  query: mailingListQuery,
  response: mailingPage,
});

export const getMailing = endpoint({
  method: "GET",
  path: "user/accounts/mailings/{id}/",
  permission: "mailing.send",
  summary: "One mailing with its live progress: sent, failed, pending (extension, decision 0066)",
  tags,
  params: idParams("id"),
  response: mailingDetail,
});

export const cancelMailing = endpoint({
  method: "POST",
  path: "user/accounts/mailings/{id}/cancel/",
  permission: "mailing.send",
  summary: "Cancels a scheduled mailing, or what a sending one has not sent yet (extension, decision 0066)",
  tags,
  params: idParams("id"),
  response: mailingDetail,
});

export const listMessageTemplates = endpoint({
  method: "GET",
  path: "user/accounts/mailing_templates/",
  permission: "mailing.send",
  summary:
    "The message templates in Russian, Kazakh and English, as the school rewrote them (extension, decision 0068)",
  tags,
  response: messageTemplateList,
});

export const updateMessageTemplate = endpoint({
  method: "PUT",
  path: "user/accounts/mailing_templates/{key}/",
  permission: "mailing.send",
  summary:
    "Rewrites one language of a template for the school; empty texts restore the platform's (extension, decision 0068)",
  tags,
  params: templateKeyParams,
  body: templateUpdateBody,
  response: messageTemplate,
});

export const getMailingSettings = endpoint({
  method: "GET",
  path: "user/accounts/mailing_settings/",
  permission: "mailing.send",
  summary:
    "Whether birthday and holiday greetings go out by themselves, and by which channels (extension, decision 0068)",
  tags,
  response: mailingSettings,
});

export const updateMailingSettings = endpoint({
  method: "PATCH",
  path: "user/accounts/mailing_settings/",
  permission: "mailing.send",
  summary: "Turns the automatic greetings on or off, or changes their channels (extension, decision 0068)",
  tags,
  body: mailingSettingsBody,
  response: mailingSettings,
});

export const oneClickUnsubscribe = endpoint({
  method: "POST",
  path: "mailings/unsubscribe/",
  permission: "mailing.unsubscribe",
  summary:
    "A mail provider's one-click unsubscribe (RFC 8058): the List-Unsubscribe address of a mailing, posted with the " +
    "form body `List-Unsubscribe=One-Click`; the token names the school, the person and the channel. A forged token " +
    "answers 400 (extension, decision 0141)",
  tags,
  query: oneClickUnsubscribeQuery,
  body: oneClickUnsubscribeBody,
  response: mailingSubscription,
});

export const setMailingSubscription = endpoint({
  method: "POST",
  path: "mailings/subscription/",
  permission: "mailing.unsubscribe",
  summary:
    "The unsubscribe page of a mailing's link: leaves the school's mailings on the token's channel, or joins them " +
    "again; answers the school's name in the reader's language (extension, decision 0141)",
  tags,
  body: mailingSubscriptionBody,
  response: mailingSubscription,
});
