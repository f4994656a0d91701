import { getHelpInfo, getLegalDocument } from "@school/contracts/routes";
import { callEndpoint } from "../../../api/http-client";

// What the first screen's footer calls: kept apart from the staff's calls, so their routes stay out of its chunk.

/** The school's documents and support contact; a guest names the school by the address they opened. */
export function fetchHelpInfo(domain: string, signal?: AbortSignal) {
  return callEndpoint(getHelpInfo, { query: { domain }, signal });
}

export function fetchLegalDocument(domain: string, kind: string, signal?: AbortSignal) {
  return callEndpoint(getLegalDocument, {
    params: { kind: kind as "offer" },
    query: { domain },
    signal,
  });
}
