import { guestSchoolInfo, logoResponse } from "@school/contracts";
import { apiRequest } from "../../../api/http-client";

/** A school is found by the host name the visitor opened. */
export function currentDomain(): string {
  return window.location.hostname;
}

export function fetchGuestSchoolInfo(domain: string) {
  return apiRequest("user/school/guest-info-school/", { query: { domain }, schema: guestSchoolInfo });
}

export function fetchSchoolLogo(domain: string) {
  return apiRequest("user/school/get_logo/", { query: { domain }, schema: logoResponse });
}
