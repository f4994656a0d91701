import type { ConsultationRequest } from "@school/contracts";
import { exportUtmReport, getMyReferral, getUtmReport, requestConsultation } from "@school/contracts/routes";
import { callEndpoint, downloadEndpoint } from "../../../api/http-client";

export function fetchUtmReport(period: { from: string; to: string }, signal?: AbortSignal) {
  return callEndpoint(getUtmReport, { query: period, signal });
}

/** The report as the server's XLSX file (exact sums, a revenue column per currency). */
export function downloadUtmReport(query: { from: string; to: string; translate_lang: "ru" | "kk" | "en" }) {
  return downloadEndpoint(exportUtmReport, { query });
}

export function fetchMyReferral(signal?: AbortSignal) {
  return callEndpoint(getMyReferral, { signal });
}

/** A guest's request names the school by the address they opened, as the public catalogue does. */
export function sendConsultation(body: ConsultationRequest, domain: string) {
  return callEndpoint(requestConsultation, { body, query: { domain }, refreshOnUnauthorized: false });
}
