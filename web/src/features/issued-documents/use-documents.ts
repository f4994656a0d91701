import type { DocumentTemplateBody, IssueDocumentBody, IssuedDocument } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useUiLanguage } from "../language";
import { useSession } from "../session";
import * as api from "./documents.api";
import { documentKeys } from "./documents.keys";

const useSchoolId = () => useSession().claims?.school_id ?? 0;

export function useTemplatesQuery() {
  const schoolId = useSchoolId();
  return useQuery({ queryKey: documentKeys.templates(schoolId), queryFn: ({ signal }) => api.fetchTemplates(signal) });
}

/** Saving answers the template; the list is read again so "shipped" and "changed" stay true. */
export function useSaveTemplate() {
  const schoolId = useSchoolId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentTemplateBody) => api.putTemplate(body),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.templates(schoolId) }),
    meta: { silent: true },
  });
}

/** While a document renders on the server, its list is asked again every two seconds until it is ready. */
const stillRendering = (documents: IssuedDocument[] | undefined) =>
  documents?.some((document) => document.status === "rendering") ? 2000 : false;

export function useIssuedQuery(userId: number) {
  const schoolId = useSchoolId();
  return useQuery({
    queryKey: documentKeys.issued(schoolId, userId),
    queryFn: ({ signal }) => api.fetchIssued(userId, signal),
    refetchInterval: (query) => stillRendering(query.state.data),
  });
}

export function useIssueDocument(userId: number) {
  const schoolId = useSchoolId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: IssueDocumentBody) => api.postIssue(userId, body),
    onSuccess: () => client.invalidateQueries({ queryKey: documentKeys.issued(schoolId, userId) }),
    meta: { silent: true },
  });
}

export function useAcceptDocument(userId: number) {
  const schoolId = useSchoolId();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (document: IssuedDocument) => api.postAccept(document.id, document.sha256 ?? ""),
    onSettled: () => client.invalidateQueries({ queryKey: documentKeys.issued(schoolId, userId) }),
    meta: { silent: true },
  });
}

/** The programs and the student's acts the issue form offers, read when the form opens. */
export function useIssueChoices(userId: number, enabled: boolean) {
  const schoolId = useSchoolId();
  const language = useUiLanguage();
  return useQuery({
    queryKey: documentKeys.choices(schoolId, userId, language),
    queryFn: async ({ signal }) => {
      const [programs, acts] = await Promise.all([
        api.fetchPrograms({ schoolId, language, signal }),
        api.fetchActs(userId, signal),
      ]);
      return { programs: programs.results, acts };
    },
    enabled,
  });
}
