import type { CompletionRuleBody } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchCertificates,
  fetchCompletionRule,
  fetchProgramCertificates,
  postIssueCertificate,
  postIssueCompleted,
  postRevokeCertificate,
  putCompletionRule,
} from "../api/certificates.api";
import { certificateKeys } from "../certificates.keys";

/** While a certificate's PDF is still being drawn (seconds after issue), its list asks again now and then. */
const UNTIL_DRAWN_MS = 3000;
const drawing = (data: { results: { pdf_ready: boolean }[] } | undefined) =>
  data?.results.some((row) => !row.pdf_ready) ? UNTIL_DRAWN_MS : false;

export function useCertificatesQuery(userId?: number) {
  return useQuery({
    queryKey: certificateKeys.mine(userId ?? "self"),
    queryFn: ({ signal }) => fetchCertificates(userId, signal),
    refetchInterval: (query) => drawing(query.state.data),
  });
}

export function useProgramCertificatesQuery(courseId: number) {
  return useQuery({
    queryKey: certificateKeys.program(courseId),
    queryFn: ({ signal }) => fetchProgramCertificates(courseId, signal),
    refetchInterval: (query) => drawing(query.state.data),
  });
}

export function useCompletionRuleQuery(courseId: number) {
  return useQuery({
    queryKey: certificateKeys.rule(courseId),
    queryFn: ({ signal }) => fetchCompletionRule(courseId, signal),
  });
}

/** Every change to a program's certificates: its rule, its list, and the holders' lists. */
export function useProgramCertificateMutations(courseId: number) {
  const client = useQueryClient();
  const onSuccess = () => client.invalidateQueries({ queryKey: certificateKeys.all });
  return {
    saveRule: useMutation({
      mutationFn: (body: CompletionRuleBody) => putCompletionRule(courseId, body),
      onSuccess: (rule) => {
        client.setQueryData(certificateKeys.rule(courseId), rule);
        return onSuccess();
      },
    }),
    issueCompleted: useMutation({ mutationFn: () => postIssueCompleted(courseId), onSuccess }),
    issue: useMutation({
      mutationFn: (userId: number) => postIssueCertificate({ course_id: courseId, user_id: userId }),
      onSuccess,
    }),
    revoke: useMutation({
      mutationFn: (input: { id: number; reason: string }) => postRevokeCertificate(input.id, input.reason),
      onSuccess,
    }),
  };
}
