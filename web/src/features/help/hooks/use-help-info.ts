import { type QueryClient, queryOptions, useQuery } from "@tanstack/react-query";
import { pageHostname } from "../../../ui/render-environment";
import { fetchHelpInfo, fetchLegalDocument } from "../api/legal.api";
import { helpKeys } from "../help.keys";

const domain = pageHostname;

/** The school's legal documents and support contact (the footer, the info modal). Quiet on failure: a footer. */
export function useHelpInfoQuery() {
  return useQuery(helpInfoQuery());
}

function helpInfoQuery() {
  return queryOptions({
    queryKey: helpKeys.info(domain()),
    queryFn: ({ signal }) => fetchHelpInfo(domain(), signal),
    staleTime: 10 * 60_000,
    meta: { silent: true },
  });
}

/** The footer's documents and contact, asked for with a guest page's other data (app/pages.tsx). */
export function prefetchHelpInfo(queryClient: QueryClient): Promise<void> {
  return queryClient.prefetchQuery(helpInfoQuery());
}

export function useLegalDocumentQuery(kind: string) {
  return useQuery({
    queryKey: helpKeys.legal(domain(), kind),
    queryFn: ({ signal }) => fetchLegalDocument(domain(), kind, signal),
    meta: { silent: true },
  });
}
