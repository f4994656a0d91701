import type { LegalDocumentKind, LegalTextBody, SupportContactBody } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchHelpSettings,
  fetchMyFiles,
  fetchOnboardingVideo,
  removeLegalDocument,
  removeVideo,
  sendLegalPdf,
  sendLegalText,
  sendSupportContact,
  sendVideoFile,
  sendVideoLink,
} from "../api/help.api";
import { helpKeys } from "../help.keys";

export function useHelpSettingsQuery() {
  return useQuery({ queryKey: helpKeys.settings, queryFn: ({ signal }) => fetchHelpSettings(signal) });
}

export function useOnboardingVideoQuery(enabled = true) {
  return useQuery({ queryKey: helpKeys.video, queryFn: ({ signal }) => fetchOnboardingVideo(signal), enabled });
}

export function useMyFilesQuery() {
  return useQuery({ queryKey: helpKeys.myFiles, queryFn: ({ signal }) => fetchMyFiles(signal) });
}

/** A change of the documents tab refreshes it, the footer's list and the video the tour plays. */
function useHelpMutation<Input, Output>(mutationFn: (input: Input) => Promise<Output>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: helpKeys.settings }),
        queryClient.invalidateQueries({ queryKey: helpKeys.infoAll }),
        queryClient.invalidateQueries({ queryKey: helpKeys.legalAll }),
        queryClient.invalidateQueries({ queryKey: helpKeys.video }),
      ]),
  });
}

export const useUploadLegalPdf = () =>
  useHelpMutation((input: { kind: LegalDocumentKind; file: File; onProgress: (share: number) => void }) =>
    sendLegalPdf(input.kind, input.file, input.onProgress),
  );
export const useWriteLegalText = () =>
  useHelpMutation((input: { kind: LegalDocumentKind; texts: LegalTextBody }) => sendLegalText(input.kind, input.texts));
export const useDeleteLegalDocument = () => useHelpMutation((kind: LegalDocumentKind) => removeLegalDocument(kind));
export const useSaveSupport = () => useHelpMutation((body: SupportContactBody) => sendSupportContact(body));
export const useUploadVideo = () =>
  useHelpMutation((input: { file: File; onProgress: (share: number) => void }) =>
    sendVideoFile(input.file, input.onProgress),
  );
export const useLinkVideo = () => useHelpMutation((url: string) => sendVideoLink(url));
export const useDeleteVideo = () => useHelpMutation((_: undefined) => removeVideo());
