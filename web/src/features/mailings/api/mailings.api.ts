import type {
  MailingAudienceInput,
  MailingChannel,
  MailingSettings,
  MessageTemplateKey,
  SendMailingInput,
  UiLanguage,
} from "@school/contracts";
import {
  cancelMailing,
  getMailing,
  getMailingSettings,
  listMailingLog,
  listMailings,
  listMessageTemplates,
  previewMailing,
  sendMailing,
  updateMessageTemplate,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchMailings = (page: number, signal?: AbortSignal) =>
  callEndpoint(listMailings, { query: { page }, signal });
export const fetchMailing = (id: number, signal?: AbortSignal) => callEndpoint(getMailing, { params: { id }, signal });
export const fetchMailingLog = (id: number, page: number, signal?: AbortSignal) =>
  callEndpoint(listMailingLog, { params: { id }, query: { page }, signal });
export const fetchPreview = (
  input: { target: MailingAudienceInput; channels: MailingChannel[] },
  signal?: AbortSignal,
) => callEndpoint(previewMailing, { body: input, signal });
export const postMailing = (body: SendMailingInput) => callEndpoint(sendMailing, { body });
export const fetchTemplates = (signal?: AbortSignal) => callEndpoint(listMessageTemplates, { signal });
export const fetchSettings = (signal?: AbortSignal): Promise<MailingSettings> =>
  callEndpoint(getMailingSettings, { signal });
export const postCancel = (id: number) => callEndpoint(cancelMailing, { params: { id } });
/** Empty subject and body give the template back its built-in wording in that language. */
export const putTemplate = (key: MessageTemplateKey, body: { language: UiLanguage; subject: string; body: string }) =>
  callEndpoint(updateMessageTemplate, { params: { key }, body });
