import type { Deps } from "../../deps.js";
import type { AppJobs } from "../queue/job-kinds.js";
import type { Scope } from "../tenancy/scope.js";

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
 * student, mark the tranche, extend the tariff, credit the referrer. Each module exports its listener; app.ts hands
 * them to the payments module in `PAYMENT_LISTENERS`, so payments imports none of them (dependencies point one way).
 */
export type PaymentListener = {
  /** For logs and tests. */
  name: string;
  paid?(scope: ListenerScope, payment: SettledPayment): Promise<void>;
  /** `full`: the whole sum went back, so what it bought is taken back too; `eventId`: the refund's history line. */
  refunded?(
    scope: ListenerScope,
    payment: SettledPayment,
    refund: { amountMinor: number; full: boolean; eventId: number },
  ): Promise<void>;
};

/**
 * The recording transaction (the payment's school, on the owner's handle as every queue transaction is, decision
 * 0049), the app's deps (clock, log) and the sender that stores jobs in that transaction: what a listener queues (a
 * receipt's e-mail) goes out if and only if the payment's change is committed.
 */
export type ListenerScope = Scope & { deps: Deps; jobs: AppJobs };
