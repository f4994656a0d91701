// Generated from the endpoint objects by `npm run routes -w contracts`; do not edit (decision 0039).
import type * as endpoints from "../index.js";
import type { Route } from "../route.js";

export const getSchoolWhatsapp = {
  method: "GET",
  path: "user/school/whatsapp/",
} as Route<typeof endpoints.getSchoolWhatsapp>;

export const getWhatsappLink = {
  method: "GET",
  path: "user/accounts/whatsapp/",
} as Route<typeof endpoints.getWhatsappLink>;

export const linkWhatsapp = {
  method: "POST",
  path: "user/accounts/whatsapp/link/",
} as Route<typeof endpoints.linkWhatsapp>;

export const removeSchoolWhatsapp = {
  method: "DELETE",
  path: "user/school/whatsapp/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.removeSchoolWhatsapp>;

export const sendWhatsappCode = {
  method: "POST",
  path: "user/accounts/whatsapp/code/",
} as Route<typeof endpoints.sendWhatsappCode>;

export const setSchoolWhatsapp = {
  method: "PUT",
  path: "user/school/whatsapp/",
} as Route<typeof endpoints.setSchoolWhatsapp>;

export const setWhatsappTemplates = {
  method: "PUT",
  path: "user/school/whatsapp/templates/",
} as Route<typeof endpoints.setWhatsappTemplates>;

export const unlinkWhatsapp = {
  method: "DELETE",
  path: "user/accounts/whatsapp/",
} as Route<typeof endpoints.unlinkWhatsapp>;

export const verifyWhatsappWebhook = {
  method: "GET",
  path: "whatsapp/webhook/{school_id}/",
  noJsonAnswer: true,
} as Route<typeof endpoints.verifyWhatsappWebhook>;

export const whatsappWebhook = {
  method: "POST",
  path: "whatsapp/webhook/{school_id}/",
  status: 204,
  noJsonAnswer: true,
} as Route<typeof endpoints.whatsappWebhook>;
