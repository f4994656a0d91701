import type { QueueFilter } from "./offline-payments.api";

/** Query keys of the offline payments: the school's settings, what a buyer may choose, orders, the queue. */
export const offlinePaymentKeys = {
  all: ["offline-payments"] as const,
  settings: (schoolId: number) => [...offlinePaymentKeys.all, "settings", schoolId] as const,
  methods: (userId: number) => [...offlinePaymentKeys.all, "methods", userId] as const,
  order: (orderId: string) => [...offlinePaymentKeys.all, "order", orderId] as const,
  own: (userId: number) => [...offlinePaymentKeys.all, "own", userId] as const,
  queue: (schoolId: number) => [...offlinePaymentKeys.all, "queue", schoolId] as const,
  queuePage: (schoolId: number, filter: QueueFilter) => [...offlinePaymentKeys.queue(schoolId), filter] as const,
};
