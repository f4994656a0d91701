import type { SchoolWhatsappBody, WhatsappTemplateMapping } from "@school/contracts";
import {
  getSchoolWhatsapp,
  getWhatsappLink,
  linkWhatsapp,
  removeSchoolWhatsapp,
  sendWhatsappCode,
  setSchoolWhatsapp,
  setWhatsappTemplates,
  unlinkWhatsapp,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

/* The school's number in the settings (decision 0157): the token and the app secret go in, never come back. */

export const fetchSchoolWhatsapp = (signal?: AbortSignal) => callEndpoint(getSchoolWhatsapp, { signal });
/** A token or secret left out keeps the one set. */
export const putSchoolWhatsapp = (body: SchoolWhatsappBody) => callEndpoint(setSchoolWhatsapp, { body });
export const deleteSchoolWhatsapp = () => callEndpoint(removeSchoolWhatsapp);
/** Every mapped template at once: a template left out is no longer mapped. */
export const putWhatsappTemplates = (templates: WhatsappTemplateMapping[]) =>
  callEndpoint(setWhatsappTemplates, { body: { templates } });

/* A student's own link. */

export const fetchWhatsappLink = (signal?: AbortSignal) => callEndpoint(getWhatsappLink, { signal });
export const postWhatsappCode = (phone: string) => callEndpoint(sendWhatsappCode, { body: { phone } });
export const postWhatsappLink = (code: string) => callEndpoint(linkWhatsapp, { body: { code } });
export const deleteWhatsappLink = () => callEndpoint(unlinkWhatsapp);
