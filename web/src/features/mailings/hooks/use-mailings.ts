import type {
  MailingAudienceInput,
  MailingChannel,
  MessageTemplateKey,
  SendMailingInput,
  UiLanguage,
} from "@school/contracts";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import {
  fetchMailing,
  fetchMailingLog,
  fetchMailings,
  fetchPreview,
  fetchSettings,
  fetchTemplates,
  postCancel,
  postMailing,
  putTemplate,
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

/** Who the audience is and whom the channels reach of it (none named: nothing to ask yet). */
export function usePreviewQuery(input: { target: MailingAudienceInput; channels: MailingChannel[] }) {
  return useQuery({
    queryKey: mailingsKeys.preview(input),
    queryFn: ({ signal }) => fetchPreview(input, signal),
    enabled: input.channels.length > 0,
  });
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

/** Cancels a mailing that has not gone out (or the rest of one still sending); every list and view shows it after. */
export function useCancelMailing() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => postCancel(id),
    onSuccess: (mailing) => {
      client.setQueryData(mailingsKeys.detail(mailing.id), mailing);
      return client.invalidateQueries({ queryKey: mailingsKeys.all });
    },
  });
}

/** Saves the school's wording of a template, one language per call (the API's unit). */
export function useSaveTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: {
      key: MessageTemplateKey;
      texts: { language: UiLanguage; subject: string; body: string }[];
    }) => {
      for (const text of input.texts) await putTemplate(input.key, text);
    },
    onSettled: () => client.invalidateQueries({ queryKey: mailingsKeys.templates }),
  });
}
