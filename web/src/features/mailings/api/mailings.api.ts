import type { MailingAudienceInput, MailingSettings, SendMailingInput } from "@school/contracts";
import {
  getMailing,
  getMailingSettings,
  listMailingLog,
  listMailings,
  listMessageTemplates,
  previewMailing,
  sendMailing,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

export const fetchMailings = (page: number, signal?: AbortSignal) =>
  callEndpoint(listMailings, { query: { page }, signal });
export const fetchMailing = (id: number, signal?: AbortSignal) => callEndpoint(getMailing, { params: { id }, signal });
export const fetchMailingLog = (id: number, page: number, signal?: AbortSignal) =>
  callEndpoint(listMailingLog, { params: { id }, query: { page }, signal });
export const fetchPreview = (target: MailingAudienceInput, signal?: AbortSignal) =>
  callEndpoint(previewMailing, { body: { target }, signal });
export const postMailing = (body: SendMailingInput) => callEndpoint(sendMailing, { body });
export const fetchTemplates = (signal?: AbortSignal) => callEndpoint(listMessageTemplates, { signal });
export const fetchSettings = (signal?: AbortSignal): Promise<MailingSettings> =>
  callEndpoint(getMailingSettings, { signal });
