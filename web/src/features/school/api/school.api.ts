import { getGuestSchoolInfo, getSchoolLogo } from "@school/contracts";
import { callEndpoint } from "../../../api/http-client";

/** A school is found by the host name the visitor opened. */
export function currentDomain(): string {
  return window.location.hostname;
}

export function fetchGuestSchoolInfo(domain: string) {
  return callEndpoint(getGuestSchoolInfo, { query: { domain } });
}

export function fetchSchoolLogo(domain: string) {
  return callEndpoint(getSchoolLogo, { query: { domain } });
}
