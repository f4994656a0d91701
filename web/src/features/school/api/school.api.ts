import type { UiLanguage } from "@school/contracts";
import {
  getGuestSchoolInfo,
  getOwnSchool,
  getSchoolLogo,
  listCurrencies,
  updateSchool as updateSchoolEndpoint,
} from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";
import { pageHostname } from "../../../ui/render-environment";

/** A school is found by the host name the visitor opened (on the server: the request's). */
export function currentDomain(): string {
  return pageHostname();
}

/** The school's name, description and tagline in `language`. */
export function fetchGuestSchoolInfo(input: { domain: string; language: UiLanguage }) {
  return callEndpoint(getGuestSchoolInfo, { query: { domain: input.domain, translate_lang: input.language } });
}

export function fetchSchoolLogo(input: { domain: string; language: UiLanguage }) {
  return callEndpoint(getSchoolLogo, { query: { domain: input.domain, translate_lang: input.language } });
}

/** The caller's own school with its settings as entered in each language (the settings tab). */
export function fetchOwnSchool(signal?: AbortSignal) {
  return callEndpoint(getOwnSchool, { query: {}, signal });
}

export function fetchCurrencies(signal?: AbortSignal) {
  return callEndpoint(listCurrencies, { signal });
}

/** The settings as a multipart form: every field as text, the logo as the file field `logo` when one was picked. */
export function updateSchool(form: FormData) {
  return callEndpoint(updateSchoolEndpoint, { body: form });
}
