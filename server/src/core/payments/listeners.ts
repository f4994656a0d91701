import type { Reaction } from "../reaction.js";
import type { SchoolWork, Transacted } from "../tenancy/scope.js";

/** A payment as listeners see it once its state changed (decision 0051). */
export type SettledPayment = {
  id: number;
  orderId: string;
  kind: "course" | "priority_package" | "tariff";
  userId: number | null;
  courseId: number | null;
  amountMinor: number;
  refundedMinor: number;
  currency: string;
  tariffStudents: number | null;
  tariffMonths: number | null;
  paidAt: Date | null;
};

/**
 * What another module does when a payment is paid or refunded, inside the transaction that records it: enrol the
 * student, mark the tranche, extend the tariff, credit the referrer. Each module declares its listener beside its
 * code; the registry (server/src/reactions.ts) lists them and app.ts hands the list to the payments module, so
 * payments imports none of them (dependencies point one way).
 */
export type PaymentListener = Reaction<"paid" | "refunded"> & {
  /** Its `does` has a line per handler below. */
  paid?(scope: ListenerScope, payment: SettledPayment): Promise<void>;
  /**
   * The payment refunded, and the refund: `full`, the whole sum went back, so what it bought is taken back too;
   * `eventId`, the refund's history line.
   */
  refunded?(
    scope: ListenerScope,
    refunded: { payment: SettledPayment; refund: { amountMinor: number; full: boolean; eventId: number } },
  ): Promise<void>;
};

/**
 * The recording transaction (on the payment's school's own handle, as a request of that school: decision 0130), the
 * app's deps (clock, log) and the sender that stores jobs in that transaction: what a listener queues (a receipt's
 * e-mail) goes out if and only if the payment's change is committed. A school's work in `inTransaction`, as a job's
 * (`schoolScope`) or a refunding admin's is.
 */
export type ListenerScope = Transacted<SchoolWork>;
