import type { OfflinePaymentSettingsBody, StudentOfflineChannel } from "@school/contracts";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { isApiError } from "../../api/api-error";
import { useSession } from "../session";
import {
  confirmPayment,
  fetchOfflineMethods,
  fetchOfflineOrder,
  fetchOfflineSettings,
  fetchOwnOfflineOrders,
  fetchQueue,
  openOfflineOrder,
  putOfflineSettings,
  type QueueFilter,
  rejectPayment,
  removeKaspiQr,
  sendKaspiQr,
  sendPaid,
} from "./offline-payments.api";
import { offlinePaymentKeys } from "./offline-payments.keys";

/** How often an order waiting for the school's decision is asked again. */
const WAITING_POLL_MS = 5_000;

const useSchoolId = () => useSession().claims?.school_id ?? 0;
const useUserId = () => useSession().claims?.user_id ?? 0;

export function useOfflineSettingsQuery() {
  const key = offlinePaymentKeys.settings(useSchoolId());
  return useQuery({ queryKey: key, queryFn: ({ signal }) => fetchOfflineSettings(signal) });
}

/** Saving and the QR's upload or removal each answer the settings anew. */
export function useOfflineSettingsMutations() {
  const key = offlinePaymentKeys.settings(useSchoolId());
  const client = useQueryClient();
  const onSuccess = (saved: Awaited<ReturnType<typeof fetchOfflineSettings>>) => client.setQueryData(key, saved);
  return {
    save: useMutation({ mutationFn: (body: OfflinePaymentSettingsBody) => putOfflineSettings(body), onSuccess }),
    uploadQr: useMutation({ mutationFn: (file: File) => sendKaspiQr(file), onSuccess }),
    removeQr: useMutation({ mutationFn: () => removeKaspiQr(), onSuccess }),
  };
}

/** What the buyer may choose besides the card; asked only where it is shown. */
export function useOfflineMethodsQuery(enabled = true) {
  return useQuery({
    queryKey: offlinePaymentKeys.methods(useUserId()),
    queryFn: ({ signal }) => fetchOfflineMethods(signal),
    enabled,
    staleTime: 60_000,
  });
}

export function useOpenOfflineOrder() {
  return useMutation({
    mutationFn: (input: { courseId: number; channel: StudentOfflineChannel; key: string }) =>
      openOfflineOrder({ course_id: input.courseId, channel: input.channel, idempotency_key: input.key }),
  });
}

/** The order as it stands; asked again while it waits for the school's decision. */
export function useOfflineOrderQuery(orderId: string) {
  return useQuery({
    queryKey: offlinePaymentKeys.order(orderId),
    queryFn: ({ signal }) => fetchOfflineOrder(orderId, signal),
    refetchInterval: (query) => (query.state.data?.state === "awaiting_confirmation" ? WAITING_POLL_MS : false),
    retry: (count, error) => count < 2 && !(isApiError(error) && error.status === 404),
  });
}

export function useReportPaid(orderId: string) {
  const client = useQueryClient();
  const userId = useUserId();
  return useMutation({
    mutationFn: (receipt: File | null) => sendPaid(orderId, receipt),
    onSuccess: (order) => {
      client.setQueryData(offlinePaymentKeys.order(orderId), order);
      void client.invalidateQueries({ queryKey: offlinePaymentKeys.own(userId) });
    },
  });
}

export function useOwnOfflineOrdersQuery() {
  return useQuery({
    queryKey: offlinePaymentKeys.own(useUserId()),
    queryFn: ({ signal }) => fetchOwnOfflineOrders(signal),
  });
}

export function useQueueQuery(filter: QueueFilter) {
  return useQuery({
    queryKey: offlinePaymentKeys.queuePage(useSchoolId(), filter),
    queryFn: ({ signal }) => fetchQueue(filter, signal),
  });
}

/** A decision changes the queue's lines and counts: every page of it is asked again. */
export function useQueueDecisions() {
  const client = useQueryClient();
  const key = offlinePaymentKeys.queue(useSchoolId());
  const onSuccess = () => client.invalidateQueries({ queryKey: key });
  return {
    confirm: useMutation({ mutationFn: (id: number) => confirmPayment(id), onSuccess }),
    reject: useMutation({ mutationFn: rejectPayment, onSuccess }),
  };
}
