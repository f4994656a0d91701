import {
  schoolWhatsapp,
  schoolWhatsappBody,
  whatsappCodeBody,
  whatsappLink,
  whatsappLinkBody,
  whatsappTemplatesBody,
  whatsappVerifyQuery,
  whatsappWebhookBody,
  whatsappWebhookParams,
} from "../whatsapp.js";
import { endpoint } from "./endpoint.js";

const tags = ["whatsapp"];

export const verifyWhatsappWebhook = endpoint({
  method: "GET",
  path: "whatsapp/webhook/{school_id}/",
  permission: "whatsapp.webhook",
  summary:
    "Meta's subscription handshake: the school's Verify token answered with the challenge as text (extension, decision 0157)",
  tags,
  params: whatsappWebhookParams,
  query: whatsappVerifyQuery,
  response: null,
});

export const whatsappWebhook = endpoint({
  method: "POST",
  path: "whatsapp/webhook/{school_id}/",
  permission: "whatsapp.webhook",
  summary:
    "Meta posts the school number's messages and delivery statuses here, signed with the app's secret (X-Hub-Signature-256; extension, decision 0157)",
  tags,
  params: whatsappWebhookParams,
  body: whatsappWebhookBody,
  response: null,
  status: 204,
});

export const getSchoolWhatsapp = endpoint({
  method: "GET",
  path: "user/school/whatsapp/",
  permission: "school.manage",
  summary:
    "The school's WhatsApp number, its webhook address and Verify token, and its templates; never the token or secret (extension, decision 0157)",
  tags,
  response: schoolWhatsapp,
});

export const setSchoolWhatsapp = endpoint({
  method: "PUT",
  path: "user/school/whatsapp/",
  permission: "school.manage",
  summary:
    "Set the school's WhatsApp number (checked with the Graph API); the token and secret are kept on the server (extension, decision 0157)",
  tags,
  body: schoolWhatsappBody,
  response: schoolWhatsapp,
});

export const removeSchoolWhatsapp = endpoint({
  method: "DELETE",
  path: "user/school/whatsapp/",
  permission: "school.manage",
  summary: "Remove the school's WhatsApp number, its token and its students' links (extension, decision 0157)",
  tags,
  response: null,
  status: 204,
});

export const setWhatsappTemplates = endpoint({
  method: "PUT",
  path: "user/school/whatsapp/templates/",
  permission: "school.manage",
  summary:
    "Which approved WhatsApp template (name, language, parameters) each platform template goes as (extension, decision 0157)",
  tags,
  body: whatsappTemplatesBody,
  response: schoolWhatsapp,
});

export const getWhatsappLink = endpoint({
  method: "GET",
  path: "user/accounts/whatsapp/",
  permission: "conversation.own",
  summary: "The student's linked WhatsApp number and the school's (extension, decision 0157)",
  tags,
  response: whatsappLink,
});

export const sendWhatsappCode = endpoint({
  method: "POST",
  path: "user/accounts/whatsapp/code/",
  permission: "conversation.own",
  summary: "An SMS code to the WhatsApp number the student links (extension, decision 0157)",
  tags,
  body: whatsappCodeBody,
  response: whatsappLink,
});

export const linkWhatsapp = endpoint({
  method: "POST",
  path: "user/accounts/whatsapp/link/",
  permission: "conversation.own",
  summary:
    "The SMS code links the number: the student's WhatsApp messages reach their thread (extension, decision 0157)",
  tags,
  body: whatsappLinkBody,
  response: whatsappLink,
});

export const unlinkWhatsapp = endpoint({
  method: "DELETE",
  path: "user/accounts/whatsapp/",
  permission: "conversation.own",
  summary: "The student unlinks their WhatsApp number (extension, decision 0157)",
  tags,
  response: whatsappLink,
});
