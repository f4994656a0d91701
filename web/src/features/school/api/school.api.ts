import { getGuestSchoolInfo, getSchoolLogo, type UiLanguage } from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

/** A school is found by the host name the visitor opened. */
export function currentDomain(): string {
  return window.location.hostname;
}

/** The school's name, description and tagline in `language`. */
export function fetchGuestSchoolInfo(input: { domain: string; language: UiLanguage }) {
  return callEndpoint(getGuestSchoolInfo, { query: { domain: input.domain, translate_lang: input.language } });
}

export function fetchSchoolLogo(input: { domain: string; language: UiLanguage }) {
  return callEndpoint(getSchoolLogo, { query: { domain: input.domain, translate_lang: input.language } });
}
