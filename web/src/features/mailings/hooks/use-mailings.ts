import type { MailingAudienceInput, SendMailingInput } from "@school/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchMailing,
  fetchMailingLog,
  fetchMailings,
  fetchPreview,
  fetchSettings,
  fetchTemplates,
  postMailing,
} from "../api/mailings.api";
import { mailingsKeys } from "../mailings.keys";

const LIVE_MS = 1000;

/** The school's mailings; polled while one is still sending, so each progress bar moves. */
export function useMailingsQuery(page: number) {
  return useQuery({
    queryKey: mailingsKeys.list(page),
    queryFn: ({ signal }) => fetchMailings(page, signal),
    refetchInterval: (query) =>
      query.state.data?.results.some((mailing) => mailing.status === "sending") ? LIVE_MS : false,
  });
}

/** One mailing's live progress: polled each second until it is done or cancelled. */
export function useMailingQuery(id: number) {
  return useQuery({
    queryKey: mailingsKeys.detail(id),
    queryFn: ({ signal }) => fetchMailing(id, signal),
    refetchInterval: (query) =>
      query.state.data && ["done", "cancelled"].includes(query.state.data.status) ? false : LIVE_MS,
  });
}

/**
 * A page of the mailing's log: asked again while the mailing goes, and once more when it settles (`settled`, the
 * deliveries sent or failed so far, is part of the key), so the last rows never stay "pending" on a finished mailing.
 */
export function useMailingLogQuery(id: number, page: number, live: boolean, settled: number) {
  return useQuery({
    queryKey: [...mailingsKeys.log(id, page), live ? "live" : settled] as const,
    queryFn: ({ signal }) => fetchMailingLog(id, page, signal),
    refetchInterval: live ? LIVE_MS * 2 : false,
    placeholderData: keepPreviousData,
  });
}

export function usePreviewQuery(target: MailingAudienceInput) {
  return useQuery({ queryKey: mailingsKeys.preview(target), queryFn: ({ signal }) => fetchPreview(target, signal) });
}

export function useTemplatesQuery() {
  return useQuery({ queryKey: mailingsKeys.templates, queryFn: ({ signal }) => fetchTemplates(signal) });
}

export function useMailingSettingsQuery() {
  return useQuery({ queryKey: mailingsKeys.settings, queryFn: ({ signal }) => fetchSettings(signal) });
}

export function useSendMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SendMailingInput) => postMailing(body),
    onSuccess: () => client.invalidateQueries({ queryKey: mailingsKeys.all }),
  });
}
