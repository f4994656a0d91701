import type { ConsultationRequest } from "@school/contracts";
import { useMutation, useQuery } from "@tanstack/react-query";
import { fetchMyReferral, fetchUtmReport, sendConsultation } from "../api/marketing.api";
import { marketingKeys } from "../marketing.keys";

export function useUtmReportQuery(period: { from: string; to: string }) {
  return useQuery({
    queryKey: marketingKeys.utmReport(period),
    queryFn: ({ signal }) => fetchUtmReport(period, signal),
  });
}

export function useMyReferralQuery() {
  return useQuery({ queryKey: marketingKeys.myReferral, queryFn: ({ signal }) => fetchMyReferral(signal) });
}

export function useConsultationMutation(domain: string) {
  return useMutation({ mutationFn: (body: ConsultationRequest) => sendConsultation(body, domain) });
}
