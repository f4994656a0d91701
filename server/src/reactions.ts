import type { PaymentListener } from "./core/payments/listeners.js";
import { courseEnrolmentListener } from "./modules/course/members/members.listener.js";
import { referralListener } from "./modules/marketing/referrals/referral.listener.js";
import { receiptListener } from "./modules/payments/index.js";
import { priorityPackageListener } from "./modules/student-record/priority-package.listener.js";
import { trancheListener } from "./modules/student-record/tranches/tranche-listener.js";
import { tariffListener } from "./modules/tariffs/tariff.listener.js";

/**
 * Who reacts to what, in one place. Each module declares its reactions beside its own code; this registry lists
 * them in the order they run, app.ts hands each list to the module whose event it follows, and
 * docs/architecture.md draws the table below from it (reactions.test.ts keeps the page in step). A new kind of
 * event (an application's status, a lesson finished) gets its list here when a module first reacts to it.
 */

/**
 * What a payment buys, each done by the module that owns it inside the transaction that records the payment
 * (decision 0051): the payments module imports none of them, it gets this list as `deps.paymentListeners`.
 */
export const PAYMENT_LISTENERS: readonly PaymentListener[] = [
  courseEnrolmentListener,
  priorityPackageListener,
  trancheListener,
  referralListener,
  tariffListener,
  receiptListener,
];

const PAYMENT_EVENTS = { paid: "a payment is paid", refunded: "a payment is refunded" } as const;

/** The registry as the architecture page's table: an event, the module that reacts, and what it does. */
export function reactionsTable(): string {
  const rows = (Object.keys(PAYMENT_EVENTS) as (keyof typeof PAYMENT_EVENTS)[]).flatMap((event) =>
    PAYMENT_LISTENERS.flatMap((listener) => {
      const does = listener.does[event];
      return does ? [[PAYMENT_EVENTS[event], `\`${listener.module}\``, does]] : [];
    }),
  );
  return markdownTable([["when", "module", "what it does"], ...rows]);
}

/** A Markdown table with its columns padded as the formatter (Biome) writes them, so the page stays formatted. */
function markdownTable([head = [], ...body]: string[][]): string {
  const widths = head.map((_, column) => Math.max(3, ...[head, ...body].map((row) => row[column]!.length)));
  const line = (cells: string[]) => `| ${cells.map((cell, column) => cell.padEnd(widths[column]!)).join(" | ")} |`;
  return [line(head), line(widths.map((width) => "-".repeat(width))), ...body.map(line)].join("\n");
}
