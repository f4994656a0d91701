import { useQuery } from "@tanstack/react-query";
import { fetchHelpInfo, fetchLegalDocument } from "../api/legal.api";
import { helpKeys } from "../help.keys";

const domain = () => window.location.hostname;

/** The school's legal documents and support contact (the footer, the info modal). Quiet on failure: a footer. */
export function useHelpInfoQuery() {
  return useQuery({
    queryKey: helpKeys.info(domain()),
    queryFn: ({ signal }) => fetchHelpInfo(domain(), signal),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

export function useLegalDocumentQuery(kind: string) {
  return useQuery({
    queryKey: helpKeys.legal(domain(), kind),
    queryFn: ({ signal }) => fetchLegalDocument(domain(), kind, signal),
    meta: { silent: true },
  });
}
